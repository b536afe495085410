import { describe, expect, it } from "vitest";
import { ristretto255_hasher } from "@noble/curves/ed25519.js";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { seededBytes } from "../../tests/support/seeded-bytes";
import { desireDeck, DESIRE_LEVELS, MAX_DESIRE_DECK_CARDS, MIN_DESIRE_DECK, shortLine } from "./deck";
import {
  blindSet,
  createSecret,
  decodePoint,
  hashCard,
  intersection,
  InvalidPointError,
  reblind,
  type DesireSet,
} from "./psi";

const SALT = Uint8Array.from({ length: 32 }, (_, index) => index);

/** Runs one set's exchange between two phones (the salt both derive from the link) and records the points sent. */
function run(mineA: string[], mineB: string[], seed: string, set: DesireSet = "yes") {
  const randomA = seededBytes(`${seed}:a`);
  const randomB = seededBytes(`${seed}:b`);
  const salt = seededBytes(`${seed}:salt`)(32);
  const a = createSecret(randomA);
  const b = createSecret(randomB);
  const blindedA = blindSet(mineA, salt, set, a, randomA);
  const blindedB = blindSet(mineB, salt, set, b, randomB);
  const answerForA = reblind(blindedA.points, b);
  const answerForB = reblind(blindedB.points, a);
  return {
    salt,
    seenByA: intersection(blindedA, answerForA, blindedB.points, a).sort(),
    seenByB: intersection(blindedB, answerForB, blindedA.points, b).sort(),
    sent: [...blindedA.points, ...blindedB.points, ...answerForA, ...answerForB],
    blindedA,
    partnerSizeSeenByA: blindedB.points.length,
  };
}

describe("private set intersection", () => {
  it("finds exactly the shared cards, on both phones", () => {
    const result = run(["c1", "c2", "c3"], ["c2", "c3", "c4"], "basic");
    expect(result.seenByA).toEqual(["c2", "c3"]);
    expect(result.seenByB).toEqual(["c2", "c3"]);
    expect(result.partnerSizeSeenByA).toBe(3);
  });

  // ~5 s alone, but 30 s was once not enough on a 2-core machine running other suites: the limit is for hangs.
  it("is right for random sets, including empty and disjoint ones", { timeout: 120_000 }, () => {
    const random = seededBytes("sets");
    // 120 real cards (the deck's size before issue #33): enough for the sets, and the elliptic-curve work stays quick.
    const deck = desireDeck("spicy")
      .slice(0, 120)
      .map((card) => card.id);
    for (let round = 0; round < 12; round++) {
      const pick = () => deck.filter(() => random(1)[0]! < 80);
      const yesA = round === 0 ? [] : pick();
      const yesB = round === 1 ? deck.filter((id) => !yesA.includes(id)) : pick();
      const expected = yesA.filter((id) => yesB.includes(id)).sort();
      const result = run(yesA, yesB, `round-${round}`, round % 2 ? "yes" : "maybe");
      expect(result.seenByA).toEqual(expected);
      expect(result.seenByB).toEqual(expected);
    }
  });

  it("never sends a card's hash unblinded, and the same answers give other points in another session", () => {
    const cards = desireDeck("sensual")
      .slice(0, 20)
      .map((card) => card.id);
    const first = run(cards.slice(0, 12), cards.slice(6), "session-1");
    const second = run(cards.slice(0, 12), cards.slice(6), "session-2");
    for (const session of [first, second]) {
      const hashes = new Set(
        cards.flatMap((id) =>
          (["yes", "maybe"] as const).map((set) => bytesToHex(hashCard(session.salt, set, id).toBytes())),
        ),
      );
      for (const point of session.sent) {
        expect(hashes.has(point)).toBe(false);
        for (const id of cards) expect(point).not.toBe(bytesToHex(sha256(utf8ToBytes(id))));
      }
    }
    // The same salt, the same cards, another secret: no point in common (a scalar of 1 would repeat them all).
    const again = blindSet(cards.slice(0, 12), first.salt, "yes", createSecret(seededBytes("again")), seededBytes("x"));
    expect(again.points.filter((point) => first.blindedA.points.includes(point))).toEqual([]);
  });

  it("a card's yes point and its maybe point are unrelated, even under one secret", () => {
    const cards = desireDeck("sweet")
      .slice(0, 10)
      .map((card) => card.id);
    const secret = createSecret(seededBytes("one"));
    const yes = blindSet(cards, SALT, "yes", secret, seededBytes("order"));
    const maybe = blindSet(cards, SALT, "maybe", secret, seededBytes("order"));
    expect(yes.ids).toEqual(maybe.ids);
    yes.points.forEach((point, index) => expect(point).not.toBe(maybe.points[index]));
    expect(yes.points.filter((point) => maybe.points.includes(point))).toEqual([]);
  });

  // Known answers, computed when the protocol was written. Each hash's 64 uniform bytes were worked out apart from
  // noble (expand_message_xmd with SHA-512, RFC 9380 5.3.1, in Python's hashlib) and map to the same points.
  it("hashes a card to ristretto255 as RFC 9380 says, each set in its own domain", () => {
    const known: [DesireSet, string, string][] = [
      ["yes", "position:romantic-1", "3e7c7d7f8fab398927f88151112fcb88261d211883c915fbdfa3a2ec62ad1670"],
      ["yes", "wish:blindfold", "9a95dc5c8716589af24304e63c1469fb8738cfd05b4e944c4e53ad1d0b413105"],
      ["maybe", "position:romantic-1", "92acf59d05a570902815b837ad8df27e5d5a7268214a000786588433dce29c51"],
      ["maybe", "wish:blindfold", "0249746b84141481ef0b83673fe46124ca7599d4206838ae8df5ccdc703f0514"],
    ];
    for (const [set, id, hex] of known) expect(bytesToHex(hashCard(SALT, set, id).toBytes()), `${set} ${id}`).toBe(hex);
    const uniform: [string, string][] = [
      [
        "88dfb91f1bc9d632e71c6f25d984b95a3384ff8c6ac4a9b96871135cd39675c5e2ea8d2575cde4aaa1c21a9536cf35aa7fc1b2327f8860c3833ff50f496d7120",
        known[0]![2],
      ],
      [
        "f4215e9d1280efe2c20b9091e0562881a2706e9e1a4bff3d4d04b5cc1eb4a6e2c70b4a2f3a13a9f3960ffb7d9e60048e6698e35d1a53d06d01e3e10008482b38",
        known[2]![2],
      ],
    ];
    for (const [bytes, hex] of uniform)
      expect(bytesToHex(ristretto255_hasher.deriveToCurve!(hexToBytes(bytes)).toBytes())).toBe(hex);
    // The map itself against RFC 9496's element-derivation vectors (appendix A.3).
    const rfc9496: [string, string][] = [
      [
        "Ristretto is traditionally a short shot of espresso coffee",
        "3066f82a1a747d45120d1740f14358531a8f04bbffe6a819f86dfe50f44a0a46",
      ],
      [
        "made with the normal amount of ground coffee but extracted with",
        "f26e5b6f7d362d2d2a94c5d0e7602cb4773c95a2e5c31a64f133189fa76ed61b",
      ],
    ];
    for (const [label, hex] of rfc9496)
      expect(bytesToHex(ristretto255_hasher.deriveToCurve!(sha512(utf8ToBytes(label))).toBytes())).toBe(hex);
  });

  it("refuses malformed points and a salt of the wrong size", () => {
    expect(() => decodePoint("zz".repeat(32))).toThrow(InvalidPointError);
    expect(() => decodePoint("ff".repeat(32))).toThrow(InvalidPointError);
    expect(() => decodePoint("00".repeat(32))).toThrow(InvalidPointError);
    expect(() => reblind(["12"], 5n)).toThrow(InvalidPointError);
    expect(() => hashCard(new Uint8Array(16), "yes", "c1")).toThrow();
  });
});

describe("the deck", () => {
  it("grows with the level: the site's own content and the deck's own cards, 250 or more in all", () => {
    const sizes = DESIRE_LEVELS.map((level) => desireDeck(level).length);
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    expect(sizes[1]).toBeLessThan(sizes[2]!);
    expect(sizes[2]).toBeGreaterThanOrEqual(MIN_DESIRE_DECK);
    expect(sizes[2]).toBeLessThanOrEqual(MAX_DESIRE_DECK_CARDS);
    const deck = desireDeck("spicy");
    const ids = deck.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Titles name a card on the match screen and in the lists: never two alike.
    const titles = deck.map((card) => card.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(deck.every((card) => card.href === null || card.href.startsWith("/"))).toBe(true);
    for (const level of DESIRE_LEVELS)
      expect(
        deck.filter((card) => card.level === level && card.id.startsWith("wish:")).length,
        level,
      ).toBeGreaterThanOrEqual(30);
  });

  it("every card carries one line to answer it by, positions their first sentence", () => {
    for (const card of desireDeck("spicy")) {
      expect(card.description.length, card.id).toBeGreaterThan(10);
      expect(card.description.length, card.id).toBeLessThanOrEqual(200);
    }
    const lotus = desireDeck("sweet").find((card) => card.id === "position:romantic-1")!;
    expect(lotus.description).toMatch(/^Seated and wound around each other.*\.$/);
  });

  it("starts gently: every sweet card before any sensual one, every sensual before any spicy one, and the same order on both phones", () => {
    const order = desireDeck("spicy").map((card) => DESIRE_LEVELS.indexOf(card.level));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(desireDeck("spicy").map((card) => card.id)).toEqual(desireDeck("spicy").map((card) => card.id));
    expect(desireDeck("sensual")).toEqual(desireDeck("spicy").filter((card) => card.level !== "spicy"));
  });

  it("a long line is cut at a word", () => {
    expect(shortLine("One. Two.")).toBe("One.");
    expect(shortLine("No full stop here")).toBe("No full stop here");
    const cut = shortLine(`${"word ".repeat(60)}end.`, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith("word…")).toBe(true);
  });
});
