import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, eagerCompileHints } from "./vite-compile-hints";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
type RenderedChunk = Rollup.RenderedChunk;

function chunk(name: string, code: string, mappings: string): OutputChunk {
  return { type: "chunk", name, code, map: { mappings } } as unknown as OutputChunk;
}

function run(bundle: OutputBundle, names: string[]) {
  const plugin = eagerCompileHints(names);
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, bundle);
}

describe("eager compile hints (scripts/vite-compile-hints.ts)", () => {
  it("puts the hint on the first line of the named chunks only, after everything else has written them", () => {
    const bundle = {
      "assets/entry.client-a.js": chunk("entry.client", 'const __vite__mapDeps=1;\nimport"x";', "AAAA;AACA"),
      "assets/shared-b.js": chunk("shared", "function f(){}", "AAAA"),
      "assets/home-c.js": chunk("home", "export default 1", "AAAA"),
      "assets/app-d.css": { type: "asset", name: "app.css", source: "body{}" },
    } as unknown as OutputBundle;
    run(bundle, ["entry.client", "shared"]);
    const code = (file: string) => (bundle[file] as OutputChunk).code;
    expect(code("assets/entry.client-a.js").split("\n")[0]).toBe(EAGER_COMPILE_HINT);
    expect(code("assets/entry.client-a.js")).toContain('const __vite__mapDeps=1;\nimport"x";');
    expect(code("assets/shared-b.js")).toBe(`${EAGER_COMPILE_HINT}\nfunction f(){}`);
    expect(code("assets/home-c.js")).toBe("export default 1");
    // The sourcemap's lines move down by the line added, so a mapped position still points at its source.
    expect((bundle["assets/shared-b.js"] as OutputChunk).map!.mappings).toBe(";AAAA");
    expect((bundle["assets/home-c.js"] as OutputChunk).map!.mappings).toBe("AAAA");
    expect(EAGER_COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
  });

  it("changes the name of a marked file with its content, and no other", () => {
    const plugin = eagerCompileHints(["shared"]);
    const augment = plugin.augmentChunkHash as (chunk: RenderedChunk) => string | undefined;
    expect(augment({ name: "shared" } as RenderedChunk)).toBe(EAGER_COMPILE_HINT);
    expect(augment({ name: "home" } as RenderedChunk)).toBeUndefined();
    expect(plugin.enforce).toBe("post");
  });
});
