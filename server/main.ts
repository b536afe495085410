import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError } from "./base/config";
import { requestListener } from "./app";
import { createServerApp, startRuntime } from "./bootstrap";
import { attachRoomSockets } from "./http/room-socket";
import { clientAddressFor } from "./http/socket-server";
import { attachSpaceSockets } from "./http/space-socket";
import { listeningLine } from "./listen-address";
import { projectRoot as root } from "./base/paths";

const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverBuildPath = path.join(buildDir, "server/index.js");
const clientDir = path.join(buildDir, "client");

async function main() {
  if (!fs.existsSync(serverBuildPath)) {
    console.error("No production build found. Run `npm run build` (npm start does this for you).");
    process.exit(1);
  }
  const runtime = await startRuntime();
  const { config, logger, database, services } = runtime;
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const app = createServerApp(runtime, build, clientDir);
  let stopping = false;

  const server = http.createServer(requestListener(app, () => stopping));
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(
      { host: typeof address === "object" && address ? address.address : config.HOST, port },
      listeningLine(address, config.PORT, config.PUBLIC_ORIGIN),
    );
  });
  server.keepAliveTimeout = 65_000;
  const roomSockets = attachRoomSockets(server, {
    services,
    logger,
    publicOrigin: config.PUBLIC_ORIGIN,
    clientAddress: clientAddressFor(app),
  });
  const spaceSockets = attachSpaceSockets(server, {
    services,
    logger,
    publicOrigin: config.PUBLIC_ORIGIN,
    clientAddress: clientAddressFor(app),
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // Phones reconnect to another instance (or to this one after a restart): their rooms are in the database.
    roomSockets.close();
    spaceSockets.close();
    // Stop accepting connections; requests already in flight finish, idle keep-alive sockets close now.
    server.close(async () => {
      try {
        await services.shutdown?.();
        await database.close();
        logger.info("database closed, bye");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "error while closing");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
    // Sockets that finish their last response after close() become idle later: keep closing them.
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger.warn("forcing shutdown after 20 s");
      process.exit(1);
    }, 20_000).unref();
  };
  // SIGHUP drains like SIGTERM: the server has no configuration to reload (it is read from the environment at
  // start), and a hang-up (a closed terminal, an operator's habit of `kill -HUP` to "restart") must not cut
  // requests in flight as Node's default, an immediate exit, did. Under npm start the supervisor ends with it.
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => shutdown(signal));
  // Started by npm start (scripts/supervise.mjs) with an IPC channel: when npm start is gone, even after a
  // `kill -9` it could not pass on, the channel closes and the server stops as if it had been sent SIGTERM.
  if (process.send) process.on("disconnect", () => shutdown("npm start ended"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
});
