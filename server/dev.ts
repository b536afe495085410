import { createServer as createViteServer } from "vite";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { startRuntime } from "./bootstrap";
import { attachRoomSockets } from "./http/room-socket";
import { clientAddressFor } from "./http/socket-server";
import { attachSpaceSockets } from "./http/space-socket";
import { buildFonts } from "../scripts/fonts.mjs";

const runtime = await startRuntime({ NODE_ENV: "development", LOG_LEVEL: "debug", ...process.env });
// The web fonts are cut at build time; the development server needs them too.
await buildFonts();
const vite = await createViteServer({ server: { middlewareMode: true } });
const app = createApp({
  config: runtime.config,
  logger: runtime.logger,
  services: runtime.services,
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const server = app.listen(runtime.config.PORT, () =>
  runtime.logger.info(`dev server on http://localhost:${runtime.config.PORT}`),
);
attachRoomSockets(server, {
  services: runtime.services,
  logger: runtime.logger,
  publicOrigin: runtime.config.PUBLIC_ORIGIN,
  clientAddress: clientAddressFor(app),
});
attachSpaceSockets(server, {
  services: runtime.services,
  logger: runtime.logger,
  publicOrigin: runtime.config.PUBLIC_ORIGIN,
  clientAddress: clientAddressFor(app),
});
