// Node's own flags for the production server (npm start, and the browser tests that start it the same way).
// V8 sizes its heap for the machine (gigabytes here) and collects lazily, so under sustained rendering the server's
// memory climbed past 400 MB; a 192 MB old generation keeps it near 250 MB for about 10% less throughput when
// every request is rendered (cached pages are unaffected). See README, Performance.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=192"];
