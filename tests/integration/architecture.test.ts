import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The import rules of .dependency-cruiser.cjs, checked with the dependency-cruiser CLI exactly as a developer
// would run it, so a wrong import fails `npm test` with the rule's name in the message.
const root = path.resolve(import.meta.dirname, "../..");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const RULES = [
  "no-circular",
  "app-client-not-server",
  "server-not-app",
  "server-base-stands-alone",
  "services-not-edge",
  "content-self-contained",
  "domain-pure",
  "domain-no-io",
  "product-not-tests",
];

function cruise(cwd: string, config: string, folders: string[]) {
  const result = spawnSync(depcruise, [...folders, "--config", config, "--output-type", "err"], {
    cwd,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("import rules (dependency-cruiser)", () => {
  it("the project keeps every rule", { timeout: 60_000 }, () => {
    const { status, output } = cruise(root, ".dependency-cruiser.cjs", [
      "app",
      "server",
      "content",
      "domain",
      "tests",
      "scripts",
      "bench",
    ]);
    expect(output, output).toContain("no dependency violations found");
    expect(status).toBe(0);
  });

  describe("a wrong import fails naming its rule", () => {
    // A small project in a temporary folder with one wrong import per rule; the committed config runs on it.
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-depcruise-"));
    afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
    const files: Record<string, string> = {
      "app/components/card.ts": `import { secret } from "../../server/secret";\nexport const card = secret;\n`,
      "app/lib/format.ts": `export const format = (value: string) => value.trim();\n`,
      "server/secret.ts": `export const secret = "s";\n`,
      "server/render.ts": `import { format } from "../app/lib/format";\nexport const render = format;\n`,
      "server/app.ts": `export const app = "app";\n`,
      "server/http/route.ts": `export const route = "route";\n`,
      "server/base/config.ts": `import { route } from "../http/route";\nexport const config = route;\n`,
      "server/services/thing.ts": `import { route } from "../http/route";\nexport const thing = route;\n`,
      "server/db/client.ts": `import { app } from "../app";\nexport const client = app;\n`,
      "content/data.ts": `import { rule } from "../domain/rule";\nexport const data = rule;\n`,
      "domain/rule.ts": `import { format } from "../app/lib/format";\nexport const rule = format;\n`,
      "domain/disk.ts": `import fs from "node:fs";\nexport const exists = fs.existsSync;\n`,
      "domain/ping.ts": `import { pong } from "./pong";\nexport const ping = () => pong;\n`,
      "domain/pong.ts": `import { ping } from "./ping";\nexport const pong = () => ping;\n`,
      "tests/support/fake-api.ts": `export const fakeApi = "fake";\n`,
      "app/lib/space.ts": `import { fakeApi } from "../../tests/support/fake-api";\nexport const space = fakeApi;\n`,
      "app/lib/space.test.ts": `import { fakeApi } from "../../tests/support/fake-api";\nexport const checked = fakeApi;\n`,
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      fs.writeFileSync(path.join(fixture, file), text);
    }
    // The committed rules, without the project's tsconfig (the fixture uses relative imports only).
    fs.writeFileSync(
      path.join(fixture, "depcruise.cjs"),
      `const base = require(${JSON.stringify(path.join(root, ".dependency-cruiser.cjs"))});\n` +
        `module.exports = { ...base, options: { ...base.options, tsConfig: undefined } };\n`,
    );

    let result: ReturnType<typeof cruise> | undefined;
    const fixtureResult = () => (result ??= cruise(fixture, "depcruise.cjs", ["app", "server", "content", "domain"]));

    it.each([
      ["app-client-not-server", "app/components/card.ts → server/secret.ts"],
      ["server-not-app", "server/render.ts → app/lib/format.ts"],
      ["server-base-stands-alone", "server/base/config.ts → server/http/route.ts"],
      ["services-not-edge", "server/services/thing.ts → server/http/route.ts"],
      ["services-not-edge", "server/db/client.ts → server/app.ts"],
      ["content-self-contained", "content/data.ts → domain/rule.ts"],
      ["domain-pure", "domain/rule.ts → app/lib/format.ts"],
      ["domain-no-io", "domain/disk.ts → fs"],
      ["no-circular", "domain/ping.ts →"],
      ["product-not-tests", "app/lib/space.ts → tests/support/fake-api.ts"],
    ])("%s: %s", { timeout: 60_000 }, (rule, edge) => {
      const { status, output } = fixtureResult();
      expect(status).not.toBe(0);
      const line = output.split("\n").find((text) => text.includes(`${rule}:`) && text.includes(edge));
      expect(line, output).toBeDefined();
    });

    it("lets a test beside the code import tests/", { timeout: 60_000 }, () => {
      const { output } = fixtureResult();
      expect(output).toContain("app/lib/space.ts → tests/support/fake-api.ts");
      expect(output).not.toContain("app/lib/space.test.ts →");
    });

    it("names every rule of the config", () => {
      const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs")) as {
        forbidden: { name: string }[];
      };
      expect(config.forbidden.map((rule) => rule.name).sort()).toEqual([...RULES].sort());
    });
  });
});
