// Compresses the client build's hashed assets once, at build time, at the highest levels (brotli 11, gzip 9), so
// the server sends stored bytes instead of compressing every response at its default level.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
/** Below this size compression saves nothing worth a second file. */
const MIN_BYTES = 512;

export function precompressAssets(assetsDir) {
  let files = 0;
  for (const name of fs.readdirSync(assetsDir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(assetsDir, name);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gzip = zlib.gzipSync(raw, { level: 9 });
    if (brotli.length < raw.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < raw.length) fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
  }
  return files;
}
