// Node's own flags for the production server (npm start, and the browser tests that start it the same way).
// V8 sizes its heap for the machine (gigabytes here) and collects lazily, so under sustained rendering the server's
// memory climbed past 400 MB; a 192 MB old generation keeps it near 250 MB for about 10% less throughput when
// every request is rendered (cached pages are unaffected). See README, Performance.
//
// The old generation is 240 MB, not 192: the heap must hold every cap full at once (server/services/memory-budget.ts):
// 20,000 live connections at 9.5 KB (186 MB), 500 stored pages at 49 KB (24 MB) and the server's own 48 MB, with
// room for the collector; with 192 a full server would run out of heap. The server refuses to start on a heap too
// small for its connections and 100 stored pages.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=240"];
