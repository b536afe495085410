// Breaks the desire match's cryptography one way at a time and checks that its tests notice (issue #44): each
// mutation is applied to the source, the desire match's unit and integration tests run, and the file is restored
// with `git checkout`. Prints, for each mutation, the tests that failed; exits 1 if any mutation went unnoticed.
//   node scripts/mutations/desire-match.mjs            every mutation
//   node scripts/mutations/desire-match.mjs nonce tag  only those named
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const PSI = "domain/desire-match/psi.ts";
const CHANNEL = "domain/desire-match/channel.ts";
const TESTS = ["domain/desire-match/", "tests/integration/desire-match.test.ts"];

/** Each mutation: the file and [text, replacement] pairs, every text found exactly as written. */
const MUTATIONS = {
  "scalar-one": [
    PSI,
    [
      "export function createSecret(random: RandomBytes): bigint {",
      "export function createSecret(random: RandomBytes): bigint {\n  if (random) return 1n;",
    ],
  ],
  "fixed-point-hash": [
    PSI,
    [
      'import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";',
      'import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";\nimport { sha256 } from "@noble/hashes/sha2.js";',
    ],
    [
      "return ristretto255_hasher.hashToCurve(concatBytes(salt, utf8ToBytes(id)), { DST: DST[set] });",
      'void ristretto255_hasher;\n  return Point.BASE.multiply((BigInt("0x" + bytesToHex(sha256(concatBytes(salt, utf8ToBytes(DST[set] + id))))) % (ORDER - 1n)) + 1n);',
    ],
  ],
  nonce: [
    CHANNEL,
    ["const nonce = random(NONCE_BYTES);", "const nonce = new Uint8Array(NONCE_BYTES);\n  void random;"],
  ],
  tag: [
    CHANNEL,
    [
      'import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";',
      'import { xchacha20, xchacha20poly1305 } from "@noble/ciphers/chacha.js";',
    ],
    [
      "    plaintext = xchacha20poly1305(\n      channel.receiveKey,\n      sealed.subarray(0, NONCE_BYTES),\n      associated(channel.id, other(channel.role), kind),\n    ).decrypt(sealed.subarray(NONCE_BYTES));",
      "    plaintext = xchacha20(channel.receiveKey, sealed.subarray(0, NONCE_BYTES), sealed.subarray(NONCE_BYTES, -16), undefined, 1);",
    ],
  ],
  "associated-data": [
    CHANNEL,
    [
      "function associated(id: string, sender: Role, kind: DesireMatchStep): Uint8Array {",
      "function associated(id: string, sender: Role, kind: DesireMatchStep): Uint8Array {\n  if (id || sender || kind) return new Uint8Array(0);",
    ],
  ],
};

const wanted = process.argv.slice(2);
let unnoticed = 0;
for (const [name, [file, ...edits]] of Object.entries(MUTATIONS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const full = path.join(root, file);
  let text = readFileSync(full, "utf8");
  for (const [from, to] of edits) {
    if (!text.includes(from)) throw new Error(`${name}: "${from.slice(0, 60)}" is no longer in ${file}`);
    text = text.replace(from, to);
  }
  writeFileSync(full, text);
  try {
    const run = spawnSync("npx", ["vitest", "run", ...TESTS], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    const failed = [...new Set((run.stdout + run.stderr).match(/FAIL .+/g) ?? [])];
    if (!failed.length) unnoticed++;
    console.log(`${name}: ${failed.length ? `caught by ${failed.length}` : "NOT CAUGHT"}`);
    for (const line of failed) console.log(`  ${line}`);
  } finally {
    spawnSync("git", ["checkout", "--", file], { cwd: root });
  }
}
process.exit(unnoticed ? 1 : 0);
