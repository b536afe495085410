/**
 * What the server's heap must hold when every cap is reached: the rooms' and Our space's live connections and the
 * store of rendered pages, on top of what the server holds anyway. The costs are measured (`bench/memory-costs.ts`,
 * docs/capacity.md); the connection caps are fixed, and the page store follows whatever heap is left, so the
 * process never runs out of heap because its caps were set for a larger one. A heap that cannot hold the full
 * connections and a useful page store refuses to start.
 */
import { DEFAULT_ROOM_CONNECTION_LIMITS } from "./rooms/connection-limits";

export interface MemoryCosts {
  /** The heap a started server holds with nothing connected and nothing stored. */
  baselineBytes: number;
  /** One live connection (a room's or Our space's socket after its hello, with its ledger entries). */
  socketBytes: number;
  /** One stored page's heap (its headers, hashes and entry; its bytes live outside the heap, in Buffers). */
  pageBytes: number;
  /** Room the collector needs to work in: a heap full to its limit spends its time collecting. */
  headroomBytes: number;
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * Measured on the production bundle, 2026-12-06 (docs/capacity.md), rounded up: the heap after start and a few
 * renders (43-45 MB, collected); a room socket after its hello with its room (9.5 KB, bench/memory-costs.ts); a
 * stored page with what its render keeps (48.6 KB over 120 pages of the sitemap).
 */
export const MEASURED_MEMORY_COSTS: MemoryCosts = {
  baselineBytes: 48 * MB,
  socketBytes: 9.5 * KB,
  pageBytes: 49 * KB,
  headroomBytes: 24 * MB,
};

export interface MemoryCaps {
  /** Live connections of the rooms and of Our space (each ledger's process-wide total). */
  connections: number;
  /** The page store's largest size, when the heap allows it. */
  storedPages: number;
}

export const DEFAULT_MEMORY_CAPS: MemoryCaps = {
  // Two ledgers of the same size: the rooms' and Our space's (services/index.ts).
  connections: 2 * DEFAULT_ROOM_CONNECTION_LIMITS.total,
  storedPages: 500,
};

/** Fewer stored pages than this and most visitors' pages are rendered: too small a heap to run on. */
export const MIN_STORED_PAGES = 100;

/** The heap the caps need, all full at once. */
export function heapNeeded(caps: MemoryCaps, costs: MemoryCosts = MEASURED_MEMORY_COSTS): number {
  return (
    costs.baselineBytes +
    costs.headroomBytes +
    caps.connections * costs.socketBytes +
    caps.storedPages * costs.pageBytes
  );
}

/** How many pages the store may keep in a heap of `heapLimitBytes` once every connection is open. */
export function storedPagesThatFit(
  heapLimitBytes: number,
  caps: MemoryCaps = DEFAULT_MEMORY_CAPS,
  costs: MemoryCosts = MEASURED_MEMORY_COSTS,
): number {
  const left = heapLimitBytes - heapNeeded({ ...caps, storedPages: 0 }, costs);
  return Math.max(0, Math.min(caps.storedPages, Math.floor(left / costs.pageBytes)));
}

/** Why the heap cannot hold full connections and a useful page store, for the operator; null when it can. */
export function memoryBudgetProblem(
  heapLimitBytes: number,
  caps: MemoryCaps = DEFAULT_MEMORY_CAPS,
  costs: MemoryCosts = MEASURED_MEMORY_COSTS,
): string | null {
  if (storedPagesThatFit(heapLimitBytes, caps, costs) >= MIN_STORED_PAGES) return null;
  const needed = heapNeeded({ ...caps, storedPages: MIN_STORED_PAGES }, costs);
  return (
    `a ${Math.round(heapLimitBytes / MB)} MB heap cannot hold ${caps.connections} live connections and ` +
    `${MIN_STORED_PAGES} stored pages (${Math.ceil(needed / MB)} MB): start the server with npm start ` +
    `(scripts/server-flags.mjs) or a larger --max-old-space-size`
  );
}
