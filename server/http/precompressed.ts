import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Whether the client accepts an encoding (with a non-zero q). */
function accepts(header: string, encoding: string): boolean {
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves the build's hashed assets from the .br / .gz files made at build time (scripts/precompress.mjs): brotli when
 * the browser takes it, else gzip, else the file itself (left to express.static), always with Vary: Accept-Encoding.
 * The compression middleware leaves a response that already has a Content-Encoding alone.
 */
export function precompressedAssets(assetsDir: string) {
  const available = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.replace(/^\//, "");
    if (!name || name.includes("/") || name.includes("..") || !available.has(name)) return next();
    res.setHeader("Vary", "Accept-Encoding");
    const header = req.get("accept-encoding") ?? "";
    const choice =
      accepts(header, "br") && available.has(`${name}.br`)
        ? { encoding: "br", file: `${name}.br` }
        : accepts(header, "gzip") && available.has(`${name}.gz`)
          ? { encoding: "gzip", file: `${name}.gz` }
          : null;
    const type = TYPES[path.extname(name)];
    if (!choice || !type) return next();
    // Relative to `root`: send refuses any path with a dot-folder in it, and the build may live under one (.tmp/…).
    res.sendFile(
      choice.file,
      {
        root: assetsDir,
        headers: { "Content-Type": type, "Content-Encoding": choice.encoding },
        immutable: true,
        maxAge: "1y",
      },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}
