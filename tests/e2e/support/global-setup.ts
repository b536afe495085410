import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { chooseChromium } from "./chromium";
import { prepareEmptyDatabase, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  // Chosen (and, for the packaged binary, unpacked) once, before the test files start in parallel.
  const chromium = await chooseChromium();
  console.log(`Browser tests use Chromium from ${chromium.source}: ${chromium.executablePath}`);
  project.provide("chromiumPath", chromium.executablePath);
  // Before the first server, this one included: every server on a new folder starts from a copy of it.
  const removePrepared = await prepareEmptyDatabase();
  // Every browser test is a visitor from this one machine, and the files run side by side: the per-address room
  // limits (made for one couple each) are raised to what a campus behind one router would need.
  const server = await startServer({
    ADMIN_USERNAME: "e2e-admin",
    ADMIN_PASSWORD: "e2e-password-1234",
    ROOM_OPENS_PER_HOUR: "1000",
    ROOM_JOINS_PER_10_MIN: "1000",
    ROOM_OPENS_FREE_PER_HOUR: "1000",
    ROOM_JOINS_FREE_PER_10_MIN: "1000",
    STORIES_FREE_OF_WORK_PER_HOUR: "1000",
    ROOM_CONNECTIONS_PER_ADDRESS: "1000",
  }).catch((error: unknown) => {
    removePrepared();
    throw error;
  });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    removePrepared();
  };
}
