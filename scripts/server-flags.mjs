// Node's own flags for the production server (npm start, and the browser tests that start it the same way).
// V8 sizes its heap for the machine (gigabytes here) and collects lazily, so under sustained rendering the server's
// memory climbed past 400 MB; a 192 MB old generation keeps it near 250 MB for about 10% less throughput when
// every request is rendered (cached pages are unaffected). See README, Performance.
//
// The old generation is 240 MB, not 192: the heap must hold every cap full at once (server/services/memory-budget.ts):
// 20,000 live connections at 9.5 KB (186 MB), 500 stored pages at 49 KB (24 MB) and the server's own 48 MB, with
// room for the collector; with 192 a full server would run out of heap. The server refuses to start on a heap too
// small for its connections and 100 stored pages.
//
// No memory reducer: after about 30 s without requests V8's memory reducer shrinks the young generation and
// compacts the heap to give memory back, and for a minute or more afterwards every answer cost more (a stored page:
// 20-28 µs of CPU against 15-17 without it, and 0.67-0.79 of a bare server's answers a second instead of 0.87-0.90;
// README, Performance). A site that rests at night and wakes to its couples would pay that on every visit. The old
// generation's cap above bounds what the heap keeps instead.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=240", "--no-memory-reducer"];
