import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { createManualChunks, lucideDirectImports, routeModulesMayExtend } from "./scripts/vite-chunks";
import { lucideOnePath } from "./scripts/vite-icons";
import { eagerCompileHints } from "./scripts/vite-compile-hints";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
  "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};

const lucideBarrel = fileURLToPath(new URL("./node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url));
const manualChunks = createManualChunks();

export default defineConfig(({ isSsrBuild }) => ({
  // The browser build imports each icon from its own file (see scripts/vite-chunks.ts); the server keeps the index.
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Both builds, so that the server's HTML and the browser's render draw each icon the same way.
    lucideOnePath(),
    ...(isSsrBuild ? [] : [lucideDirectImports(lucideBarrel), routeModulesMayExtend()]),
    ...(isSsrBuild || process.env.COMPILE_HINTS === "0" ? [] : [eagerCompileHints()]),
  ],
  resolve: { alias },
  build: {
    assetsInlineLimit: 0,
    // SOURCEMAP=1 (bench/bundle-breakdown.ts) writes the browser build's sourcemaps, to see what each chunk holds.
    sourcemap: !isSsrBuild && process.env.SOURCEMAP === "1",
    // Few requests on a page's critical path (browser build only): see scripts/vite-chunks.ts.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks } },
  },
  // Bundled into the server render build so that only the icons and primitives the app uses are loaded:
  // importing either package whole costs the server process 20-30 MB of memory.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
}));
