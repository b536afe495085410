import { describe, expect, it } from "vitest";
import { bytesToHex } from "@noble/hashes/utils.js";
import { seededBytes } from "../../tests/support/seeded-bytes";
import { toBase64Url } from "../our-space/crypto";
import { STEP_SEALED_CHARS, type DesireMatchStep } from "./api";
import {
  decodeStep,
  encodeStep,
  matchChannel,
  MatchRefusedError,
  newMatchSecret,
  openStep,
  sealStep,
  type Role,
} from "./channel";
import { desireDeck } from "./deck";
import { runMatch, type MatchAnswers, type MatchRelay } from "./exchange";
import { blindSet, createSecret, hashCard, reblind } from "./psi";

const ID = "match-under-test-0001";
const cards = desireDeck("sweet").map((card) => card.id);
const [c1, c2, c3, c4, c5, c6] = cards as [string, string, string, string, string, string];
const other = (role: Role): Role => (role === "host" ? "guest" : "host");
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A relay in memory, recording every step as the server would store it; `serve` lets a test play a dishonest one. */
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
type RelayStore = Record<Role, Map<DesireMatchStep, string>>;

function answers(yes: string[], maybe: string[]): MatchAnswers {
  return { yes, yesOrMaybe: [...yes, ...maybe] };
}

async function honestMatch(seed: string, hostAnswers: MatchAnswers, guestAnswers: MatchAnswers) {
  const secret = newMatchSecret(seededBytes(`${seed}:link`));
  const { store, relay } = memoryRelay();
  const [host, guest] = await Promise.all([
    runMatch(relay("host"), matchChannel(secret, ID, "host"), hostAnswers, seededBytes(`${seed}:host`)),
    runMatch(relay("guest"), matchChannel(secret, ID, "guest"), guestAnswers, seededBytes(`${seed}:guest`)),
  ]);
  const stored = [...store.host.values(), ...store.guest.values()];
  return { secret, host, guest, stored };
}

describe("a desire match between two honest phones", () => {
  it("shows both exactly the shared cards; the server stores six sealed steps of one size and nothing readable", async () => {
    const { secret, host, guest, stored } = await honestMatch(
      "honest",
      answers([c1, c2, c3], [c5, c6]),
      answers([c2, c3, c4], [c5]),
    );
    for (const result of [host, guest]) {
      expect(result.bothYes.sort()).toEqual([c2, c3].sort());
      expect(result.worthTalking).toEqual([c5]);
    }
    expect([host.partnerYes, host.partnerYesOrMaybe]).toEqual([3, 4]);
    expect([guest.partnerYes, guest.partnerYesOrMaybe]).toEqual([3, 5]);
    expect(stored).toHaveLength(6);
    const text = stored.join("\n");
    for (const sealed of stored) expect(sealed).toHaveLength(STEP_SEALED_CHARS);
    for (const id of cards) expect(text).not.toContain(id);
    expect(text).not.toContain(toBase64Url(secret));
    expect(text).not.toContain(bytesToHex(secret));
  });

  it("sends the server the same sizes whether the couple share nothing or everything", async () => {
    const none = await honestMatch("none", answers([c1], []), answers([c2], []));
    const all = await honestMatch(
      "all",
      answers(cards.slice(0, 40), cards.slice(40, 60)),
      answers(cards.slice(0, 40), cards.slice(40, 60)),
    );
    expect(none.host.bothYes).toEqual([]);
    expect(all.host.bothYes).toHaveLength(40);
    expect(all.host.worthTalking).toHaveLength(20);
    expect(new Set([...none.stored, ...all.stored].map((sealed) => sealed.length))).toEqual(
      new Set([STEP_SEALED_CHARS]),
    );
  });
});

describe("a dishonest server", () => {
  /** The host's own run against a relay the test controls; resolves with its error and what it posted. */
  async function hostAgainst(serve: (asker: Role, kind: DesireMatchStep, stored: RelayStore) => string | undefined) {
    const secret = newMatchSecret(seededBytes("victim-link"));
    const { store, relay } = memoryRelay(serve);
    const error = await runMatch(
      relay("host"),
      matchChannel(secret, ID, "host"),
      answers([c1, c2, c3], [c4]),
      seededBytes("victim"),
    ).then(
      () => null,
      (reason: unknown) => reason,
    );
    return { error, posted: [...store.host.keys()] };
  }

  it("cannot play the partner: steps it makes without the link's secret are refused, and the host sends nothing more", async () => {
    // What the server can make: random steps of the right size, and steps sealed under a secret of its own for the
    // right match and role, carrying real points.
    const forged = (kind: DesireMatchStep) =>
      sealStep(
        matchChannel(newMatchSecret(seededBytes("server's own")), ID, "guest"),
        kind,
        encodeStep({ yes: [], maybe: [] }),
        seededBytes(`forge:${kind}`),
      );
    const random = toBase64Url(seededBytes("noise")(Math.ceil((STEP_SEALED_CHARS * 3) / 4))).slice(
      0,
      STEP_SEALED_CHARS,
    );
    for (const make of [forged, () => random]) {
      const { error, posted } = await hostAgainst((_asker, kind) => make(kind));
      expect(error).toBeInstanceOf(MatchRefusedError);
      expect(posted).toEqual(["blinded"]);
    }
  });

  it("cannot hand the host its own step back as the guest's", async () => {
    const { error, posted } = await hostAgainst((asker, kind, stored) => stored[asker].get(kind));
    expect(error).toBeInstanceOf(MatchRefusedError);
    expect(posted).toEqual(["blinded"]);
  });

  it("cannot swap the partner's steps: a blinded step served as the answer is refused before any result", async () => {
    const secret = newMatchSecret(seededBytes("swap-link"));
    const { relay } = memoryRelay((asker, kind, stored) =>
      stored[other(asker)].get(kind === "reblinded" ? "blinded" : kind),
    );
    const [host] = await Promise.allSettled([
      runMatch(relay("host"), matchChannel(secret, ID, "host"), answers([c1], []), seededBytes("swap-host")),
      runMatch(relay("guest"), matchChannel(secret, ID, "guest"), answers([c1], []), seededBytes("swap-guest")),
    ]);
    expect(host.status).toBe("rejected");
    expect(host.status === "rejected" && host.reason).toBeInstanceOf(MatchRefusedError);
  });
});

describe("a partner running modified code", () => {
  /** The guest's view of the host's blinded step, read by hand as modified code could. */
  async function hostBlindedSeenByGuest(hostAnswers: MatchAnswers) {
    const secret = newMatchSecret(seededBytes("modified-link"));
    const { store, relay } = memoryRelay();
    const guest = matchChannel(secret, ID, "guest");
    const salt = guest.psiSalt;
    // The guest's own yes and maybe exchanges both carry c1, c2, c3, c4, and its code answers honestly otherwise.
    const yesSecret = createSecret(seededBytes("g-yes"));
    const maybeSecret = createSecret(seededBytes("g-maybe"));
    const mine = [c1, c2, c3, c4];
    const guestYes = blindSet(mine, salt, "yes", yesSecret, seededBytes("g-order"));
    const guestMaybe = blindSet(mine, salt, "maybe", maybeSecret, seededBytes("g-order"));
    const hostRun = runMatch(relay("host"), matchChannel(secret, ID, "host"), hostAnswers, seededBytes("h"));
    const guestRelay = relay("guest");
    const send = (kind: DesireMatchStep, sets: { yes: string[]; maybe: string[] }) =>
      guestRelay.post(kind, sealStep(guest, kind, encodeStep(sets), seededBytes(`g-${kind}`)));
    await send("blinded", { yes: guestYes.points, maybe: guestMaybe.points });
    const theirs = decodeStep(openStep(guest, "blinded", await guestRelay.partner("blinded")));
    await send("reblinded", { yes: reblind(theirs.yes, yesSecret), maybe: reblind(theirs.maybe, maybeSecret) });
    const answer = decodeStep(openStep(guest, "reblinded", await guestRelay.partner("reblinded")));
    await send("done", { yes: [], maybe: [] });
    await hostRun;
    expect(store.host.size).toBe(3);
    return { secret, theirs, answer, yesSecret, maybeSecret };
  }

  it("cannot read the host's cards off its points, nor tell which of its yes-or-maybe cards were a yes", async () => {
    // The host said yes to c1, c2, c3 and maybe to c4: its first three cards are in both of its sets.
    const { secret, theirs, answer, yesSecret, maybeSecret } = await hostBlindedSeenByGuest(
      answers([c1, c2, c3], [c4]),
    );
    expect(theirs.yes).toHaveLength(3);
    expect(theirs.maybe).toHaveLength(4);
    // It knows the salt and the whole deck, yet no point it received is a card's hash: each is blinded.
    const salt = matchChannel(secret, ID, "guest").psiSalt;
    const hashes = new Set(
      cards.flatMap((id) => (["yes", "maybe"] as const).map((set) => bytesToHex(hashCard(salt, set, id).toBytes()))),
    );
    expect([...theirs.yes, ...theirs.maybe].filter((point) => hashes.has(point))).toEqual([]);
    // As sent, and once raised to the guest's own secrets (either one), the two sets share no point.
    const none = (a: string[], b: string[]) => expect(a.filter((point) => b.includes(point))).toEqual([]);
    none(theirs.yes, theirs.maybe);
    for (const secret of [yesSecret, maybeSecret]) none(reblind(theirs.yes, secret), reblind(theirs.maybe, secret));
    // Nor do the host's answers to the guest's two exchanges, though both named the same four cards.
    none(answer.yes, answer.maybe);
    none(reblind(theirs.yes, yesSecret), answer.maybe);
    none(reblind(theirs.maybe, maybeSecret), answer.yes);
  });
});
