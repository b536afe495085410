import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@server": fileURLToPath(new URL("./server", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias },
  build: { assetsInlineLimit: 0 },
});
