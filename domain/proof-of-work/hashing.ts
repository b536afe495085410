/**
 * The hashing of the proof-of-work (./index.ts), apart from its schemas so that the browser's worker
 * (app/lib/proof-of-work.worker.ts) carries noble's SHA-256 and nothing else.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

/** What is solved: the challenge and the leading zero bits its digest must have. */
export interface WorkPuzzle {
  challenge: string;
  bits: number;
}

/** How many leading bits of a digest are zero. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const workDigest = (challenge: string, nonce: string) => sha256(utf8ToBytes(`${challenge}:${nonce}`));

/**
 * Finds a nonce, `slice` hashes at a time, handing control back between slices through `pause` (the browser's
 * next task, so taps and paints go first). Expected 2^bits hashes; `signal` stops it.
 */
export async function solveWork(
  demand: WorkPuzzle,
  options: { slice?: number; pause?: () => Promise<void>; signal?: AbortSignal } = {},
): Promise<string> {
  const slice = options.slice ?? 2000;
  const pause = options.pause ?? (() => Promise.resolve());
  for (let nonce = 0; ;) {
    const end = nonce + slice;
    for (; nonce < end; nonce++) {
      const candidate = String(nonce);
      if (leadingZeroBits(workDigest(demand.challenge, candidate)) >= demand.bits) return candidate;
    }
    options.signal?.throwIfAborted();
    await pause();
  }
}
