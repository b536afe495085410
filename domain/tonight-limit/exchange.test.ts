import { describe, expect, it } from "vitest";
import { bytesToHex } from "@noble/hashes/utils.js";
import { ristretto255_hasher } from "@noble/curves/ed25519.js";
import { concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import type { SpicyLevel } from "@content/games/types";
import { seededBytes } from "../../tests/support/seeded-bytes";
import { toBase64Url } from "../our-space/crypto";
import type { DesireMatchStep } from "../desire-match/api";
import {
  matchChannel,
  newMatchSecret,
  openStep,
  sealedChars,
  sealStep,
  type MatchChannel,
  type Role,
} from "../desire-match/channel";
import { runMatch, type MatchRelay } from "../desire-match/exchange";
import { blindSet, createSecret, DST, hashCard, reblind } from "../desire-match/psi";
import { LIMIT_STEP_PLAINTEXT_BYTES, LIMIT_STEP_SEALED_CHARS, TONIGHT_SET_SIZE } from "./api";
import {
  decodeLimitStep,
  encodeLimitStep,
  LIMIT_REFUSED_MESSAGE,
  levelElement,
  levelFromShared,
  limitChannel,
  LimitRefusedError,
  paddedSet,
  limitInvitationLink,
  readLimitInvitation,
  runLimit,
} from "./exchange";
import { TONIGHT_LEVELS } from "./levels";

const ID = "limit-under-test-0001";
const other = (role: Role): Role => (role === "host" ? "guest" : "host");
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
type RelayStore = Record<Role, Map<DesireMatchStep, string>>;

/** A relay in memory, keeping every step as the server would; `serve` lets a test play a dishonest one. */
function memoryRelay(serve?: (asker: Role, kind: DesireMatchStep, stored: RelayStore) => string | undefined) {
  const store: RelayStore = { host: new Map(), guest: new Map() };
  const relay = (role: Role): MatchRelay => ({
    async post(kind, sealed) {
      if (store[role].has(kind)) throw new Error("step sent twice");
      store[role].set(kind, sealed);
    },
    async partner(kind) {
      for (;;) {
        const sealed = serve ? serve(role, kind, store) : store[other(role)].get(kind);
        if (sealed !== undefined) return sealed;
        await tick();
      }
    },
  });
  return { store, relay };
}

async function honestLimit(seed: string, hostChoice: SpicyLevel, guestChoice: SpicyLevel) {
  const secret = newMatchSecret(seededBytes(`${seed}:link`));
  const { store, relay } = memoryRelay();
  const [host, guest] = await Promise.all([
    runLimit(relay("host"), limitChannel(secret, ID, "host"), hostChoice, seededBytes(`${seed}:host`)),
    runLimit(relay("guest"), limitChannel(secret, ID, "guest"), guestChoice, seededBytes(`${seed}:guest`)),
  ]);
  return { secret, host, guest, store };
}

/** What a phone's partner receives in its first step: the blinded set, opened with the link's secret. */
function partnerSees(store: RelayStore, secret: Uint8Array, from: Role): string[] {
  return decodeLimitStep(
    "blinded",
    openStep(limitChannel(secret, ID, other(from)), "blinded", store[from].get("blinded")),
  );
}

describe("the padded set", () => {
  it("always has five elements: the levels up to the choice, then padding that differs every time and names its phone", () => {
    const random = seededBytes("padding");
    for (const choice of TONIGHT_LEVELS) {
      const host = paddedSet(choice, "host", random);
      const guest = paddedSet(choice, "guest", random);
      for (const set of [host, guest]) {
        expect(set).toHaveLength(TONIGHT_SET_SIZE);
        expect(new Set(set).size).toBe(TONIGHT_SET_SIZE);
        expect(set.slice(0, choice)).toEqual(TONIGHT_LEVELS.filter((level) => level <= choice).map(levelElement));
      }
      expect(host.slice(choice).every((id) => id.startsWith("padding/host/"))).toBe(true);
      expect(guest.slice(choice).every((id) => id.startsWith("padding/guest/"))).toBe(true);
      // The padding is fresh: the same choice pads with other elements the next time.
      if (choice < 5) expect(paddedSet(choice, "host", random).slice(choice)).not.toEqual(host.slice(choice));
    }
    expect(() => paddedSet(0 as SpicyLevel, "host", random)).toThrow();
    expect(() => paddedSet(6 as SpicyLevel, "host", random)).toThrow();
  });

  it("reads tonight's level only from a run of levels from the first, and refuses anything else", () => {
    expect(levelFromShared(["level-1"])).toBe(1);
    expect(levelFromShared(["level-3", "level-1", "level-2"])).toBe(3);
    for (const shared of [[], ["level-2"], ["level-1", "level-3"], ["level-1", "level-1"], ["level-1", "padding/x"]])
      expect(() => levelFromShared(shared)).toThrow(LimitRefusedError);
  });

  it("hashes in a domain of its own, never the desire match's", () => {
    const salt = seededBytes("salt")(32);
    expect(DST["tonight-limit"]).toBe("entwine-tonight-limit-v1");
    const point = hashCard(salt, "tonight-limit", "level-1");
    // Known answer, computed apart from hashCard with the tag written out here.
    const expected = ristretto255_hasher.hashToCurve(concatBytes(salt, utf8ToBytes("level-1")), {
      DST: "entwine-tonight-limit-v1",
    });
    expect(point.equals(expected)).toBe(true);
    for (const set of ["yes", "maybe"] as const) {
      expect(DST[set]).not.toBe(DST["tonight-limit"]);
      expect(hashCard(salt, set, "level-1").equals(point)).toBe(false);
    }
    // And its channel is its own: another protocol label, so other keys and another salt from the same secret.
    const secret = newMatchSecret(seededBytes("shared secret"));
    const desire = matchChannel(secret, ID, "host");
    const limit = limitChannel(secret, ID, "host");
    expect(limit.protocol).not.toBe(desire.protocol);
    expect(bytesToHex(limit.sendKey)).not.toBe(bytesToHex(desire.sendKey));
    expect(bytesToHex(limit.psiSalt)).not.toBe(bytesToHex(desire.psiSalt));
  });
});

describe("tonight's limit between two honest phones", () => {
  it("gives both phones the lower choice, for every pair of choices", async () => {
    for (const a of TONIGHT_LEVELS) {
      for (const b of TONIGHT_LEVELS) {
        const { host, guest } = await honestLimit(`pair-${a}-${b}`, a, b);
        expect([a, b, host, guest]).toEqual([a, b, Math.min(a, b), Math.min(a, b)]);
      }
    }
  });

  it("Fiery and Sweet: both phones get Sweet (2)", async () => {
    const { host, guest } = await honestLimit("fiery-sweet", 5, 2);
    expect(host).toBe(2);
    expect(guest).toBe(2);
  });

  it("sends the partner five points and the server six steps of one size, whatever each chose", async () => {
    const lengths = new Set<number>();
    for (const [a, b] of [
      [1, 1],
      [1, 5],
      [5, 1],
      [3, 4],
      [5, 5],
    ] as [SpicyLevel, SpicyLevel][]) {
      const { store, secret } = await honestLimit(`sizes-${a}-${b}`, a, b);
      // The partner's view of each phone's set: five points, whatever was chosen (no padding: a choice's size).
      expect(partnerSees(store, secret, "host")).toHaveLength(TONIGHT_SET_SIZE);
      expect(partnerSees(store, secret, "guest")).toHaveLength(TONIGHT_SET_SIZE);
      const stored = [...store.host.values(), ...store.guest.values()];
      expect(stored).toHaveLength(6);
      for (const sealed of stored) lengths.add(sealed.length);
      const text = stored.join("\n");
      expect(text).not.toContain("level-");
      expect(text).not.toContain(toBase64Url(secret));
    }
    expect([...lengths]).toEqual([LIMIT_STEP_SEALED_CHARS]);
    expect(LIMIT_STEP_SEALED_CHARS).toBe(sealedChars(LIMIT_STEP_PLAINTEXT_BYTES));
  });

  it("cannot be confused with a desire match: a limit step does not open in a match's channel, nor the other way", async () => {
    const secret = newMatchSecret(seededBytes("confusion"));
    const random = seededBytes("confusion:random");
    const points = blindSet(
      ["level-1", "level-2", "a", "b", "c"],
      limitChannel(secret, ID, "guest").psiSalt,
      "tonight-limit",
      createSecret(random),
      random,
    ).points;
    const limitStep = sealStep(limitChannel(secret, ID, "guest"), "blinded", encodeLimitStep(points), random);
    expect(() => openStep(matchChannel(secret, ID, "host"), "blinded", limitStep)).toThrow();
    // A desire match's phone given the limit's relay refuses at its first step.
    const { relay } = memoryRelay((asker, kind) => (asker === "host" && kind === "blinded" ? limitStep : undefined));
    await expect(
      runMatch(relay("host"), matchChannel(secret, ID, "host"), { yes: [], yesOrMaybe: [] }, random),
    ).rejects.toThrow();
    // And the limit refuses to run over a desire match's channel.
    await expect(runLimit(relay("host"), matchChannel(secret, ID, "host"), 3, random)).rejects.toThrow();
  });
});

describe("a dishonest relay trying to learn a choice", () => {
  /** The host's own run (choice 5) against a relay the test controls: its error, its result and what it posted. */
  async function hostAgainst(
    serve: (asker: Role, kind: DesireMatchStep, stored: RelayStore) => string | undefined,
    secret = newMatchSecret(seededBytes("victim-link")),
  ) {
    const { store, relay } = memoryRelay(serve);
    let shown: SpicyLevel | null = null;
    const error = await runLimit(relay("host"), limitChannel(secret, ID, "host"), 5, seededBytes("victim")).then(
      (level) => {
        shown = level;
        return null;
      },
      (reason: unknown) => reason,
    );
    return { error, shown, posted: [...store.host.keys()], store };
  }

  const refused = (outcome: { error: unknown; shown: SpicyLevel | null }) => {
    expect(outcome.error).toBeInstanceOf(LimitRefusedError);
    expect((outcome.error as Error).message).toBe(LIMIT_REFUSED_MESSAGE);
    expect(outcome.shown).toBeNull();
  };

  it("cannot play the partner without the link's secret: its steps are refused and the phone sends nothing more", async () => {
    // The server's best forgery: a whole honest-looking guest run under a secret of its own, for this limit and role.
    const own: MatchChannel = limitChannel(newMatchSecret(seededBytes("server's own")), ID, "guest");
    const random = seededBytes("forger");
    const points = blindSet(
      paddedSet(1, "guest", random),
      own.psiSalt,
      "tonight-limit",
      createSecret(random),
      random,
    ).points;
    const forged = sealStep(own, "blinded", encodeLimitStep(points), random);
    const outcome = await hostAgainst((asker, kind) => (kind === "blinded" ? forged : undefined));
    refused(outcome);
    expect(outcome.posted).toEqual(["blinded"]);
    // Random bytes of the right size fare no better.
    const noise = toBase64Url(seededBytes("noise")(LIMIT_STEP_PLAINTEXT_BYTES + 40));
    const second = await hostAgainst((asker, kind) => (kind === "blinded" ? noise : undefined));
    refused(second);
    expect(second.posted).toEqual(["blinded"]);
  });

  it("cannot hand the host its own step back as its partner's (a replay)", async () => {
    const outcome = await hostAgainst((asker, kind, stored) => stored.host.get(kind));
    refused(outcome);
    expect(outcome.posted).toEqual(["blinded"]);
  });

  it("cannot swap the partner's steps, nor send a changed byte", async () => {
    const secret = newMatchSecret(seededBytes("swap-link"));
    const { store, relay } = memoryRelay();
    // A real partner (choice 2) whose steps the server then serves in the wrong places.
    const guestRun = runLimit(relay("guest"), limitChannel(secret, ID, "guest"), 2, seededBytes("guest"));
    const hostRun = runLimit(relay("host"), limitChannel(secret, ID, "host"), 2, seededBytes("host-1"));
    await Promise.all([guestRun, hostRun]);
    const guestSteps = store.guest;

    // The guest's "reblinded" handed over as its "blinded".
    const swapped = await hostAgainst(
      (asker, kind) => (kind === "blinded" ? guestSteps.get("reblinded") : guestSteps.get("blinded")),
      secret,
    );
    refused(swapped);
    expect(swapped.posted).toEqual(["blinded"]);

    // The guest's "blinded" handed over again as its "reblinded" answer.
    const replayed = await hostAgainst(() => guestSteps.get("blinded"), secret);
    refused(replayed);
    expect(replayed.posted).toEqual(["blinded", "reblinded"]);

    // One byte changed in the guest's step.
    const original = guestSteps.get("blinded")!;
    const flipped = original.slice(0, 40) + (original[40] === "A" ? "B" : "A") + original.slice(41);
    const changed = await hostAgainst((asker, kind) => (kind === "blinded" ? flipped : undefined), secret);
    refused(changed);
  });

  it("a partner sending points of levels it did not hold shows nothing (a gap is no honest answer)", async () => {
    const secret = newMatchSecret(seededBytes("gap-link"));
    const guest = limitChannel(secret, ID, "guest");
    const random = seededBytes("gap");
    const scalar = createSecret(random);
    // A partner (with the secret, running modified code) that holds level-2 and level-3 but not level-1.
    const blinded = blindSet(["level-2", "level-3", "x", "y", "z"], guest.psiSalt, "tonight-limit", scalar, random);
    const outcome = await hostAgainst((asker, kind, stored) => {
      if (kind === "blinded") return sealStep(guest, "blinded", encodeLimitStep(blinded.points), random);
      const hostBlinded = stored.host.get("blinded");
      if (!hostBlinded) return undefined;
      const points = decodeLimitStep("blinded", openStep(guest, "blinded", hostBlinded));
      return sealStep(guest, "reblinded", encodeLimitStep(reblind(points, scalar)), random);
    }, secret);
    refused(outcome);
    expect(outcome.posted).toEqual(["blinded", "reblinded"]);
  });
});

describe("the invitation link", () => {
  it("carries the secret after '#' on /together, and reads back only a complete one", () => {
    const secret = newMatchSecret(seededBytes("link"));
    const link = limitInvitationLink("https://entwine.example/", "a".repeat(22), "b".repeat(32), secret);
    expect(link.startsWith("https://entwine.example/together#tonight=")).toBe(true);
    const read = readLimitInvitation(new URL(link).hash);
    expect(read?.id).toBe("a".repeat(22));
    expect(read?.joinToken).toBe("b".repeat(32));
    expect(bytesToHex(read!.secret)).toBe(bytesToHex(secret));
    expect(readLimitInvitation(new URL(link).hash.slice(0, -1))).toBeNull();
    expect(readLimitInvitation("#join=" + new URL(link).hash.slice("#tonight=".length))).toBeNull();
    expect(readLimitInvitation("#ABC123")).toBeNull();
  });
});
