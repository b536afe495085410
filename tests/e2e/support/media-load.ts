import fs from "node:fs";
import sharp from "sharp";

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples a process's resident memory every `intervalMs` until stopped; `stop()` answers the peak in MB. */
export function sampleResidentMemory(pid: number, intervalMs = 25) {
  let peak = residentMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid))), intervalMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, residentMb(pid));
    },
  };
}

/**
 * A photo-sized JPEG (4000x3000 by default) that is the same on every run: seeded noise, blurred so that it
 * compresses like a photograph (about 2.5 MB) rather than like pure noise.
 */
export async function photoSizedJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 3;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[i] = (seed >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface TimedUpload {
  ms: number;
  status: number;
  body: { id?: string; width?: number; height?: number; variants?: Record<string, string>; error?: string };
}

/** Uploads a JPEG to `POST /api/media` as the signed-in admin and times the whole request. */
export async function uploadJpeg(url: string, cookie: string, jpeg: Buffer, name: string): Promise<TimedUpload> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), name);
  const started = performance.now();
  const response = await fetch(`${url}/api/media`, {
    method: "POST",
    body: form,
    headers: { Origin: url, Cookie: cookie },
  });
  const body = (await response.json()) as TimedUpload["body"];
  return { ms: performance.now() - started, status: response.status, body };
}
