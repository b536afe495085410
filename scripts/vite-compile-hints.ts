import type { Plugin } from "vite";

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Marks the chunks every page runs while it hydrates (React DOM in `entry.client`, React Router and the shell in
 * `shared`) for eager compilation. Without the mark V8 compiles each function on the main thread the first time it is
 * called, which on a slow phone is while the page hydrates; with it, Chrome compiles them on a background thread while
 * the file is still arriving. The comment must be the file's first line. Other browsers ignore it.
 */
export function eagerCompileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: "entwine:eager-compile-hints",
    apply: "build",
    enforce: "post",
    // The file's name must change with its content.
    augmentChunkHash(chunk) {
      return chunkNames.includes(chunk.name) ? EAGER_COMPILE_HINT : undefined;
    },
    // After minification, which would drop the comment; the sourcemap's lines move down by the one added.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !chunkNames.includes(output.name)) continue;
          output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}
