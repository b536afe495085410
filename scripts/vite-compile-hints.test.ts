import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, eagerCompileHints, filesRunOnLoad } from "./vite-compile-hints";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

function chunk(
  fileName: string,
  code: string,
  { entry = false, facade = null as string | null, imports = [] as string[], dynamic = false } = {},
): OutputChunk {
  return {
    type: "chunk",
    fileName,
    code,
    isEntry: entry,
    isDynamicEntry: dynamic,
    facadeModuleId: facade,
    imports,
    map: { mappings: "AAAA;AACA" },
  } as unknown as OutputChunk;
}

/** A browser build in small: the entry, two routes, the parts they share, and files loaded on demand. */
function bundle(): OutputBundle {
  const files = [
    chunk("assets/entry.client-a.js", 'const __vite__mapDeps=1;\nimport"./shared-b.js";', {
      entry: true,
      facade: "/work/app/entry.client.tsx",
      imports: ["assets/shared-b.js"],
    }),
    chunk("assets/shared-b.js", "function f(){}"),
    chunk("assets/root-c.js", "export default 1", {
      dynamic: true,
      facade: "/work/app/root.tsx",
      imports: ["assets/shared-b.js"],
    }),
    chunk("assets/home-d.js", "export default 2", {
      dynamic: true,
      facade: "/work/app/routes/home.tsx",
      imports: ["assets/shared-b.js", "assets/tabs-e.js"],
    }),
    chunk("assets/tabs-e.js", "export const t=3"),
    // Loaded on demand once a page has hydrated, and what only they import.
    chunk("assets/words-f.js", "export const w={}", {
      dynamic: true,
      facade: "/work/app/lib/games/truth-or-dare-words.ts",
      imports: ["assets/packs-g.js"],
    }),
    chunk("assets/packs-g.js", "export const p=[]"),
  ];
  const output = Object.fromEntries(files.map((file) => [file.fileName, file])) as OutputBundle;
  output["assets/app-h.css"] = { type: "asset", fileName: "assets/app-h.css", source: "body{}" } as never;
  return output;
}

function run(output: OutputBundle) {
  const hook = eagerCompileHints().generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, output);
}

describe("eager compile hints (scripts/vite-compile-hints.ts)", () => {
  it("finds the files a page runs while it hydrates: the entry, the route modules and what they import", () => {
    expect([...filesRunOnLoad(bundle())].sort()).toEqual([
      "assets/entry.client-a.js",
      "assets/home-d.js",
      "assets/root-c.js",
      "assets/shared-b.js",
      "assets/tabs-e.js",
    ]);
  });

  it("puts the hint on their first line, after Vite's preamble, and leaves files loaded on demand alone", () => {
    const output = bundle();
    run(output);
    const code = (file: string) => (output[file] as OutputChunk).code;
    expect(EAGER_COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
    expect(code("assets/entry.client-a.js")).toBe(
      `${EAGER_COMPILE_HINT}\nconst __vite__mapDeps=1;\nimport"./shared-b.js";`,
    );
    for (const file of ["assets/shared-b.js", "assets/root-c.js", "assets/home-d.js", "assets/tabs-e.js"])
      expect(code(file).split("\n")[0], file).toBe(EAGER_COMPILE_HINT);
    expect(code("assets/words-f.js")).toBe("export const w={}");
    expect(code("assets/packs-g.js")).toBe("export const p=[]");
    // A sourcemap's lines move down by the line added, so a mapped position still points at its source.
    expect((output["assets/shared-b.js"] as OutputChunk).map!.mappings).toBe(";AAAA;AACA");
    expect((output["assets/words-f.js"] as OutputChunk).map!.mappings).toBe("AAAA;AACA");
  });

  it("runs after minification and Vite's own writing, and changes every file's name once", () => {
    const plugin = eagerCompileHints();
    expect(plugin.enforce).toBe("post");
    expect((plugin.generateBundle as { order: string }).order).toBe("post");
    expect((plugin.augmentChunkHash as () => string)()).toBe(EAGER_COMPILE_HINT);
  });
});
