import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets benchmarks and parallel runs build elsewhere without touching ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
