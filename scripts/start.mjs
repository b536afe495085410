// `npm start`: build when there is no build yet (or the sources are newer), then run the server and keep it running.
import { spawnSync, spawn } from "node:child_process";
import path from "node:path";
import { buildMarker, needsBuild } from "./build-freshness.mjs";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";
import { supervise, watchParent } from "./supervise.mjs";

const root = path.resolve(import.meta.dirname, "..");
// The same folder scripts/build.mjs writes to and server/main.ts reads from.
const marker = buildMarker(root);

if (needsBuild(root, marker)) {
  console.log("Building Entwine…");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server is restarted after a crash and stopped with npm start (scripts/supervise.mjs). The IPC channel is how
// it notices npm start is gone, even after a `kill -9` that nobody could pass on.
const supervisor = supervise({
  start: () =>
    spawn(process.execPath, [...SERVER_NODE_FLAGS, marker], {
      cwd: root,
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      // glibc gives threads (libvips resizing uploads) their own malloc arenas and rarely returns their memory; two
      // arenas lower the server's peak during five parallel uploads by about 30 MB (docs/decisions/003).
      env: { NODE_ENV: "production", MALLOC_ARENA_MAX: "2", ...process.env },
    }),
});

// Under npm: npm passes SIGINT and SIGTERM to its child, which is us because package.json's script `exec`s (a plain
// `sh -c` would swallow SIGINT, and die of SIGTERM without passing it on). A signal npm does not pass on (SIGHUP,
// SIGKILL) ends npm alone: we notice it has gone and stop as if we had been sent SIGTERM.
if (process.env.npm_lifecycle_event) {
  watchParent({
    onGone: () => {
      console.error("[npm start] npm has gone; stopping the server");
      supervisor.stop("SIGTERM");
    },
  });
}
