import type { Plugin, Rollup } from "vite";

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Route modules and the root: what React Router loads up front for the page asked for. */
const ROUTE_MODULE = /\/app\/(?:routes\/|root\.tsx$)/;

/**
 * The files a page runs while it hydrates: the browser entry (React DOM), every route module, and every file those
 * import statically (React Router, the shell, shared parts). Files imported on demand later (a game's words, the
 * Web Vitals library, the story editor) are left out, unless a route also imports them statically (the vitals reporter:
 * the admin's SEO report does).
 */
export function filesRunOnLoad(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = chunks
    .filter((chunk) => chunk.isEntry || (chunk.facadeModuleId !== null && ROUTE_MODULE.test(chunk.facadeModuleId)))
    .map((chunk) => chunk.fileName);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !byFile.has(file)) continue;
    seen.add(file);
    pending.push(...byFile.get(file)!.imports);
  }
  return seen;
}

/**
 * Marks the files every page runs while it hydrates for eager compilation. Without the mark, V8 compiles each
 * function on the main thread the first time it is called, which on a slow phone is while the page hydrates; with
 * it, Chrome compiles them on a background thread while the file is still arriving. The comment must be the file's
 * first line, so it is added after minification (which drops comments) and after Vite has written its preamble.
 * Other browsers ignore it.
 */
export function eagerCompileHints(): Plugin {
  return {
    name: "entwine:eager-compile-hints",
    apply: "build",
    enforce: "post",
    // Every file's name changes once with this plugin. A later build that marks a file it did not mark before (or
    // the reverse) may keep its name: the comment changes nothing the file does, so either copy runs the same.
    augmentChunkHash() {
      return EAGER_COMPILE_HINT;
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const marked = filesRunOnLoad(bundle);
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !marked.has(output.fileName)) continue;
          output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
          // The sourcemap's lines move down by the one added.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}
