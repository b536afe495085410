import { SCRATCH } from "./types";

/** Share of the cover erased, from canvas RGBA data (alpha 0 = erased), sampling every `stride`-th pixel. */
export function erasedShare(rgba: ArrayLike<number>, stride = 4): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let sampled = 0;
  let erased = 0;
  for (let pixel = 0; pixel < pixels; pixel += stride) {
    sampled++;
    if ((rgba[pixel * 4 + 3] ?? 255) < 128) erased++;
  }
  return erased / sampled;
}

/** More than 30 % erased reveals the card. */
export function isScratchedEnough(share: number, threshold: number = SCRATCH.threshold): boolean {
  return share > threshold;
}

/** Reveal times by position id, as kept on the device. */
export type RevealMap = Record<string, number>;

/** Reads the stored reveals, dropping bad JSON, bad entries and reveals older than 24 h. */
export function parseReveals(raw: string | null, now: number, memoryMs: number = SCRATCH.revealMemoryMs): RevealMap {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: RevealMap = {};
  for (const [id, time] of Object.entries(value as Record<string, unknown>)) {
    if (typeof time === "number" && Number.isFinite(time) && isRevealStillValid(time, now, memoryMs)) out[id] = time;
  }
  return out;
}

export function isRevealStillValid(
  revealedAt: number,
  now: number,
  memoryMs: number = SCRATCH.revealMemoryMs,
): boolean {
  return revealedAt <= now + 60_000 && now - revealedAt < memoryMs;
}

/** Milliseconds until the earliest stored reveal expires (null when none). */
export function nextExpiry(reveals: RevealMap, now: number, memoryMs: number = SCRATCH.revealMemoryMs): number | null {
  const times = Object.values(reveals);
  if (times.length === 0) return null;
  return Math.max(0, Math.min(...times) + memoryMs - now);
}

/** The remembered visible count, within [min(4, total), total] and on the 4-step grid. */
export function clampVisibleCount(raw: unknown, total: number): number {
  const base = Math.min(SCRATCH.initialVisible, total);
  const value = typeof raw === "string" ? Number(raw) : typeof raw === "number" ? raw : Number.NaN;
  if (!Number.isFinite(value)) return base;
  return Math.max(base, Math.min(total, Math.floor(value)));
}

export function nextVisibleCount(current: number, total: number): number {
  return Math.min(total, current + SCRATCH.step);
}

/** Counter text pieces: revealed (among the current list) and total. */
export function revealProgress(
  ids: readonly string[],
  reveals: RevealMap,
): { revealed: number; total: number; percent: number } {
  const revealed = ids.filter((id) => id in reveals).length;
  const total = ids.length;
  return { revealed, total, percent: total === 0 ? 0 : Math.round((revealed / total) * 100) };
}
