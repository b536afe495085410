// What a public page's first-load JavaScript is made of: per route, the bytes of each source (app module or package)
// in the files it loads before hydrating. Needs a browser build with sourcemaps:
//   SOURCEMAP=1 BUILD_DIR=.tmp/sizes node scripts/build.mjs --quiet && BUILD_DIR=.tmp/sizes tsx bench/bundle-breakdown.ts [/path ...]
// Each file's served (brotli) size is shared out among its sources in proportion to the minified bytes each one
// produced, so the figures are estimates that add up to the bundle report's totals.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleReport } from "./bundle-report";

const VLQ = new Map(
  [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((char, index) => [char, index]),
);

/** The minified bytes each source of a file produced, from its sourcemap's mappings. */
export function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const totals = new Map<string, number>();
  const lines = code.split("\n");
  let source = 0;
  map.mappings.split(";").forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? "";
    let column = 0;
    const segments: Array<[column: number, source: number | null]> = [];
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = VLQ.get(char)!;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push([column, fields.length > 1 ? source : null]);
    }
    segments.forEach(([start, owner], index) => {
      const end = segments[index + 1]?.[0] ?? text.length;
      const name = owner === null ? "(unmapped)" : (map.sources[owner] ?? "(unmapped)");
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - start));
    });
  });
  return totals;
}

/** A source path shortened to its package, or to its place in the app. */
function label(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1] === "lucide-react" ? "lucide-react (icons)" : pkg[1]!;
  const app = /\/((?:app|domain|content|server)\/.*)$/.exec(source);
  return app ? app[1]! : source.replace(/^(\.\.\/)+/, "");
}

export async function breakdown(buildDir: string, routePath: string) {
  const report = await bundleReport(buildDir);
  const entry = report.find((candidate) => candidate.path === routePath);
  if (!entry) throw new Error(`no route ${routePath}`);
  const clientDir = path.resolve(buildDir, "client");
  const bySource = new Map<string, number>();
  const byFile: Array<[file: string, bytes: number]> = [];
  for (const url of entry.files) {
    const file = path.join(clientDir, url);
    const served = fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
    byFile.push([url, served]);
    const code = fs.readFileSync(file, "utf8");
    const sizes = fs.existsSync(`${file}.map`)
      ? bytesPerSource(code, JSON.parse(fs.readFileSync(`${file}.map`, "utf8")))
      : new Map([[url, code.length]]);
    const minified = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [source, bytes] of sizes) {
      const name = label(source);
      bySource.set(name, (bySource.get(name) ?? 0) + (served * bytes) / minified);
    }
  }
  return { entry, byFile, bySource: [...bySource].sort((a, b) => b[1] - a[1]) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const routes = process.argv.slice(2);
  for (const routePath of routes.length ? routes : ["/", "/games/truth-or-dare", "/positions"]) {
    const { entry, byFile, bySource } = await breakdown(buildDir, routePath);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
    console.log(`\n${routePath}: ${kb(entry.bytes)} KB brotli`);
    for (const [file, bytes] of byFile) console.log(`  ${kb(bytes)} KB  ${file}`);
    console.log("  by source (estimated share of the brotli bytes):");
    for (const [name, bytes] of bySource.filter(([, bytes]) => bytes >= 200)) console.log(`  ${kb(bytes)} KB  ${name}`);
  }
}
