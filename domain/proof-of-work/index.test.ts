import { describe, expect, it } from "vitest";
import { bitsOwed, leadingZeroBits, readProof, solves, solveWork, workDigest } from "./index";

describe("proof-of-work rules", () => {
  it("counts the leading zero bits of a digest", () => {
    expect(leadingZeroBits(new Uint8Array([0x80, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0, 0x10]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it("asks nothing of the free actions, then one bit more each time the count grows fourfold, up to the most", () => {
    const policy = { free: 20, baseBits: 12, maxBits: 16 };
    expect([1, 20].map((n) => bitsOwed(policy, n))).toEqual([0, 0]);
    expect([21, 79, 80, 320, 1000, 1280].map((n) => bitsOwed(policy, n))).toEqual([12, 12, 13, 14, 14, 15]);
    expect(bitsOwed(policy, 1_000_000)).toBe(16);
    // No free actions at all (stories): every one owes the base.
    expect(bitsOwed({ free: 0, baseBits: 10, maxBits: 20 }, 1)).toBe(10);
  });

  it("finds a nonce that solves the challenge, and a wrong or odd nonce does not", async () => {
    let pauses = 0;
    const demand = { challenge: "room.8.1.abc.def", bits: 8 };
    const nonce = await solveWork(demand, { slice: 16, pause: async () => void (pauses += 1) });
    expect(solves(demand.challenge, nonce, 8)).toBe(true);
    expect(leadingZeroBits(workDigest(demand.challenge, nonce))).toBeGreaterThanOrEqual(8);
    // It handed control back between slices (2^8 hashes expected, 16 a slice), unless luck found it at once.
    if (Number(nonce) >= 16) expect(pauses).toBeGreaterThan(0);
    expect(solves(demand.challenge, nonce, 64)).toBe(false);
    expect(solves(demand.challenge, `${nonce}x`, 8)).toBe(false);
    expect(solves(demand.challenge, "1".repeat(17), 0)).toBe(false);
  });

  it("reads a proof header, and nothing else", () => {
    expect(readProof("a.b.c:42")).toEqual({ challenge: "a.b.c", nonce: "42" });
    expect(readProof(undefined)).toBeNull();
    expect(readProof("no-colon")).toBeNull();
    expect(readProof(`${"x".repeat(300)}:1`)).toBeNull();
  });
});
