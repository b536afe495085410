import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets benchmarks and parallel runs build elsewhere without touching ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest comes with the first page (one cached file, about 3 KB brotli), so the browser never
  // asks the server which route a link leads to. Lazy discovery would send every link on the page in a query string
  // (/__manifest?paths=…), and on Our space and the saved positions those links are the couple's favourites.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
