import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

/** Deterministic "random" bytes for the cryptography's tests: SHA-256 of the seed and a counter, block after block. */
export function seededBytes(seed: string): (length: number) => Uint8Array {
  let counter = 0;
  return (length) => {
    const out = new Uint8Array(length);
    for (let filled = 0; filled < length;) {
      const block = sha256(utf8ToBytes(`${seed}:${counter++}`));
      out.set(block.subarray(0, Math.min(block.length, length - filled)), filled);
      filled += block.length;
    }
    return out;
  };
}
