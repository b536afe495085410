import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
    "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server render build so that only the icons and primitives the app uses are loaded:
  // importing either package whole costs the server process 20-30 MB of memory.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
});
