import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({ ADMIN_USERNAME: "e2e-admin", ADMIN_PASSWORD: "e2e-password-1234" });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
