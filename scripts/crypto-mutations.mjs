#!/usr/bin/env node
/**
 * Breaks the cryptography on purpose, one mistake at a time, and checks that the tests notice (issue #44): for each
 * mutation below (exact text replaced in one file) it applies the change, runs that mutation's test files with
 * Vitest, records which tests failed, and puts the file back. A mutation no test catches is "survived", and the
 * script exits 1. The files are always restored from a copy taken first: after each run, on an error, and on Ctrl-C.
 *
 *   npm run crypto:mutations                 every mutation
 *   npm run crypto:mutations -- "fixed nonce" only those whose name contains the words
 *
 * Our space's (a fixed nonce, an unchecked tag, ignored associated data, one key for every space) and the desire
 * match's (those three, a blinding scalar of 1, hash-to-curve replaced by a fixed-point multiple). To add one, append
 * an entry to MUTATIONS: a name, the file, its [find, replace] pairs
 * (each `find` must occur exactly once, so a mutation that no longer applies fails loudly instead of passing), and
 * the test files that should catch it.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");

const OUR_SPACE_TESTS = [
  "domain/our-space/crypto.test.ts",
  "domain/our-space/envelope.test.ts",
  "domain/our-space/messages.test.ts",
  "domain/our-space/space-doc.test.ts",
  "app/lib/our-space/engine.test.ts",
  "app/lib/our-space/pairing.test.ts",
  "app/lib/our-space/connection.test.ts",
  "app/lib/our-space/storage.test.ts",
  "app/lib/our-space/bridge.test.ts",
];

const OUR_SPACE_CRYPTO = "domain/our-space/crypto.ts";

const PSI = "domain/desire-match/psi.ts";
const DESIRE_MATCH_CHANNEL = "domain/desire-match/channel.ts";
const DESIRE_MATCH_TESTS = [
  "domain/desire-match/psi.test.ts",
  "domain/desire-match/channel.test.ts",
  "domain/desire-match/exchange.test.ts",
  "tests/integration/desire-match.test.ts",
  "domain/tonight-limit/exchange.test.ts",
];

/** @type {{ name: string; file: string; replace: [string, string][]; tests: string[] }[]} */
const MUTATIONS = [
  {
    name: "Our space: fixed nonce (all zeros in seal)",
    file: OUR_SPACE_CRYPTO,
    replace: [["const nonce = randomBytes(random, NONCE_BYTES);", "const nonce = new Uint8Array(NONCE_BYTES);"]],
    tests: OUR_SPACE_TESTS,
  },
  {
    name: "Our space: tag not checked (open decrypts with the tag ignored)",
    file: OUR_SPACE_CRYPTO,
    replace: [
      [
        'import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";',
        'import { xchacha20, xchacha20poly1305 } from "@noble/ciphers/chacha.js";',
      ],
      [
        "return xchacha20poly1305(key, sealed.subarray(0, NONCE_BYTES), aad).decrypt(sealed.subarray(NONCE_BYTES));",
        // The AEAD's own keystream (counter 1) over the ciphertext, the 16-byte tag cut off unread.
        "return xchacha20(key, sealed.subarray(0, NONCE_BYTES), sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES), undefined, 1);",
      ],
    ],
    tests: OUR_SPACE_TESTS,
  },
  {
    name: "Our space: associated data ignored (empty in seal and open)",
    file: OUR_SPACE_CRYPTO,
    replace: [
      [
        "xchacha20poly1305(key, nonce, aad).encrypt(plaintext)",
        "xchacha20poly1305(key, nonce, new Uint8Array(0)).encrypt(plaintext)",
      ],
      [
        "xchacha20poly1305(key, sealed.subarray(0, NONCE_BYTES), aad)",
        "xchacha20poly1305(key, sealed.subarray(0, NONCE_BYTES), new Uint8Array(0))",
      ],
    ],
    tests: OUR_SPACE_TESTS,
  },
  {
    name: "Our space: one content key for every space (derived without the space key)",
    file: OUR_SPACE_CRYPTO,
    replace: [
      ['contentKey: subkey(spaceKey, "content-key"),', 'contentKey: subkey(new Uint8Array(KEY_BYTES), "content-key"),'],
    ],
    tests: OUR_SPACE_TESTS,
  },
  {
    name: "Our space: one content key for every space (a constant)",
    file: OUR_SPACE_CRYPTO,
    replace: [['contentKey: subkey(spaceKey, "content-key"),', "contentKey: new Uint8Array(KEY_BYTES).fill(7),"]],
    tests: OUR_SPACE_TESTS,
  },
  {
    name: "Desire match: blinding scalar of 1",
    file: PSI,
    replace: [
      [
        "export function createSecret(random: RandomBytes): bigint {",
        "export function createSecret(random: RandomBytes): bigint {\n  if (random) return 1n;",
      ],
    ],
    tests: DESIRE_MATCH_TESTS,
  },
  {
    name: "Desire match: hash-to-curve replaced by a fixed-point multiple",
    file: PSI,
    replace: [
      [
        'import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";',
        'import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";\nimport { sha256 } from "@noble/hashes/sha2.js";',
      ],
      [
        "return ristretto255_hasher.hashToCurve(concatBytes(salt, utf8ToBytes(id)), { DST: DST[set] });",
        'void ristretto255_hasher;\n  return Point.BASE.multiply((BigInt("0x" + bytesToHex(sha256(concatBytes(salt, utf8ToBytes(DST[set] + id))))) % (ORDER - 1n)) + 1n);',
      ],
    ],
    tests: DESIRE_MATCH_TESTS,
  },
  {
    name: "Desire match: fixed nonce (all zeros in sealStep)",
    file: DESIRE_MATCH_CHANNEL,
    replace: [["const nonce = random(NONCE_BYTES);", "const nonce = new Uint8Array(NONCE_BYTES);\n  void random;"]],
    tests: DESIRE_MATCH_TESTS,
  },
  {
    name: "Desire match: tag not checked (openStep decrypts with the tag cut off)",
    file: DESIRE_MATCH_CHANNEL,
    replace: [
      [
        'import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";',
        'import { xchacha20, xchacha20poly1305 } from "@noble/ciphers/chacha.js";',
      ],
      [
        "    plaintext = xchacha20poly1305(\n      channel.receiveKey,\n      sealed.subarray(0, NONCE_BYTES),\n      associated(channel.protocol, channel.id, other(channel.role), kind),\n    ).decrypt(sealed.subarray(NONCE_BYTES));",
        "    plaintext = xchacha20(channel.receiveKey, sealed.subarray(0, NONCE_BYTES), sealed.subarray(NONCE_BYTES, -16), undefined, 1);",
      ],
    ],
    tests: DESIRE_MATCH_TESTS,
  },
  {
    name: "Desire match: associated data ignored (empty)",
    file: DESIRE_MATCH_CHANNEL,
    replace: [
      [
        "function associated(protocol: string, id: string, sender: Role, kind: DesireMatchStep): Uint8Array {",
        "function associated(protocol: string, id: string, sender: Role, kind: DesireMatchStep): Uint8Array {\n  if (protocol || id || sender || kind) return new Uint8Array(0);",
      ],
    ],
    tests: DESIRE_MATCH_TESTS,
  },
];

// ---- restoring, whatever happens ----

/** file → its text before any mutation. */
const originals = new Map();
let child = null;

function restoreAll() {
  for (const [file, text] of originals) writeFileSync(file, text);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    child?.kill(signal);
    restoreAll();
    console.error(`\n${signal}: files restored.`);
    process.exit(130);
  });
}
process.on("exit", restoreAll);

// ---- running ----

const work = mkdtempSync(join(tmpdir(), "crypto-mutations-"));

/** Runs the test files; resolves with the full names of the failed tests, or null when Vitest gave no report. */
function runTests(files, label) {
  const report = join(work, `${label}.json`);
  return new Promise((done, fail) => {
    child = spawn("npx", ["vitest", "run", ...files, "--reporter=json", `--outputFile=${report}`], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors = (errors + chunk).slice(-4000)));
    child.on("error", fail);
    child.on("close", () => {
      child = null;
      let json;
      try {
        json = JSON.parse(readFileSync(report, "utf8"));
      } catch {
        done({ failed: null, errors });
        return;
      }
      const failed = [];
      for (const file of json.testResults ?? []) {
        for (const test of file.assertionResults ?? [])
          if (test.status === "failed") failed.push(test.fullName ?? test.title);
        // A file that does not even load (a syntax error from the mutation) fails as a whole.
        if ((file.assertionResults ?? []).length === 0 && file.status === "failed")
          failed.push(`${file.name.replace(`${ROOT}/`, "")}: ${file.message?.split("\n")[0] ?? "did not run"}`);
      }
      done({ failed, errors });
    });
  });
}

function mutate(mutation) {
  const path = join(ROOT, mutation.file);
  if (!originals.has(path)) originals.set(path, readFileSync(path, "utf8"));
  let text = originals.get(path);
  for (const [find, replace] of mutation.replace) {
    const count = text.split(find).length - 1;
    if (count !== 1) throw new Error(`"${mutation.name}": expected one "${find}" in ${mutation.file}, found ${count}`);
    text = text.replace(find, () => replace);
  }
  writeFileSync(path, text);
}

const filter = process.argv.slice(2).join(" ").toLowerCase();
const chosen = MUTATIONS.filter((mutation) => mutation.name.toLowerCase().includes(filter));
if (chosen.length === 0) {
  console.error(`No mutation matches "${filter}".`);
  process.exit(2);
}

const rows = [];
let survived = 0;
try {
  const files = [...new Set(chosen.flatMap((mutation) => mutation.tests))];
  const baseline = await runTests(files, "baseline");
  if (baseline.failed === null || baseline.failed.length > 0) {
    console.error("The tests fail before any mutation; fix them first.");
    console.error(baseline.failed?.join("\n") || baseline.errors);
    process.exit(1);
  }
  for (const [index, mutation] of chosen.entries()) {
    mutate(mutation);
    process.stderr.write(`${mutation.name} … `);
    let result;
    try {
      result = await runTests(mutation.tests, `mutation-${index}`);
    } finally {
      restoreAll();
    }
    const failed = result.failed ?? [`(no report from Vitest) ${result.errors.split("\n").at(-2) ?? ""}`];
    process.stderr.write(failed.length > 0 ? `caught by ${failed.length}\n` : "SURVIVED\n");
    if (failed.length === 0) survived += 1;
    rows.push({ name: mutation.name, failed });
  }
} finally {
  restoreAll();
  rmSync(work, { recursive: true, force: true });
}

console.log("\n| Mutation | Failing tests | First of them |");
console.log("| --- | --- | --- |");
for (const { name, failed } of rows) {
  const first = failed.slice(0, 3).join("; ") || "none: SURVIVED";
  console.log(`| ${name} | ${failed.length} | ${first} |`);
}
console.log(survived > 0 ? `\n${survived} mutation(s) survived.` : "\nEvery mutation was caught.");
process.exit(survived > 0 ? 1 : 0);
