import { describe, expect, it } from "vitest";
import { PASSION_DICE_PACK_LIST, TRUTH_OR_DARE_PACK_LIST } from "@content/games/packs";
import { seeded } from "../../tests/support/seeded-random";
import { ROOM_RULES } from "./";
import { createDiceToSpiceRules, type DiceToSpiceRoomState, type DiceToSpiceRoomView } from "./dice-to-spice";
import { parseClientMessage } from "./messages";
import { notTonightMark, setAsideBy, softenedBy, type NotTonightView } from "./not-tonight";
import { createPassionDiceRules, type PassionDiceRoomState } from "./passion-dice";
import { ROOM_ERRORS, type Seat } from "./protocol";
import type { AnyRoomRules } from "./";
import { createTruthOrDareRules, type TruthOrDareRoomState } from "./truth-or-dare";

// The softer versions are the content writers' (content/games/softer): these rules get a lookup of the test's own,
// so the tests do not depend on which entries exist.
const softerText = (id: string) => `A gentler take on ${id}.`;
const truthOrDare = createTruthOrDareRules(TRUTH_OR_DARE_PACK_LIST, softerText);
const passionDice = createPassionDiceRules(PASSION_DICE_PACK_LIST, softerText);
const gentlerFace = (face: string, part: string) => (face === "Tease" ? undefined : `Kiss (for ${face} on ${part})`);
const diceToSpice = createDiceToSpiceRules(gentlerFace);

type Result<S> = { ok: true; state: S } | { ok: false; error: string };

/** A move as the server takes it: through the game's schema (which drops anything else a phone adds), then applied. */
function play<S>(rules: AnyRoomRules, state: S, seat: Seat, move: Record<string, unknown>, random = seeded(5)) {
  const parsed = rules.moveSchema.safeParse({ game: rules.game, ...move });
  if (!parsed.success) return { ok: false, error: ROOM_ERRORS.malformed } as Result<S>;
  return rules.apply(state, seat, parsed.data, random) as Result<S>;
}

function ok<S>(result: Result<S>): S {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

const notNow = { ok: false, error: ROOM_ERRORS.notNow };
const notYourTurn = { ok: false, error: ROOM_ERRORS.notYourTurn };

function dareOnScreen(): TruthOrDareRoomState {
  const state = truthOrDare.initial(seeded(3), {}) as TruthOrDareRoomState;
  return ok(play(truthOrDare, state, 0, { type: "draw", choice: "dare" }));
}

describe("Not tonight in Truth or Dare", () => {
  it("softer: accepted once from the player whose turn it is; both phones get the softer words, then it scores as done", () => {
    const drawn = dareOnScreen();
    const dare = drawn.current!;
    expect(dare.type).toBe("dare");
    for (const seat of [0, 1] as const)
      expect((truthOrDare.view(drawn, seat) as NotTonightView).notTonightOffer).toEqual({ softer: true });

    expect(play(truthOrDare, drawn, 1, { type: "softer" })).toEqual(notYourTurn);
    // A phone cannot send its own words: the schema drops them and the server looks the softer text up.
    const softened = ok(play(truthOrDare, drawn, 0, { type: "softer", question: "Anything I like." }));
    expect(softened.current).toEqual({ ...dare, question: softerText(dare.id) });
    expect(softened.turn).toBe(0);
    expect(softened.scores).toEqual([0, 0]);
    expect(softenedBy(softened)).toBe(0);
    for (const seat of [0, 1] as const) {
      const view = truthOrDare.view(softened, seat) as TruthOrDareRoomState & NotTonightView;
      expect(view.current!.question).toBe(softerText(dare.id));
      expect(view.notTonightOffer).toBeNull();
    }

    // Never twice, and not Later after Softer: the choice for this card is made.
    expect(play(truthOrDare, softened, 0, { type: "softer" })).toEqual(notNow);
    expect(play(truthOrDare, softened, 0, { type: "later" })).toEqual(notNow);

    // Done scores exactly as the dare would have, and the turn passes.
    const done = ok(play(truthOrDare, softened, 0, { type: "finish", completed: true }));
    const doneUnsoftened = ok(play(truthOrDare, drawn, 0, { type: "finish", completed: true }));
    expect(done).toMatchObject({ turn: 1, scores: [1, 0], current: null });
    expect({ turn: done.turn, scores: done.scores }).toEqual({
      turn: doneUnsoftened.turn,
      scores: doneUnsoftened.scores,
    });
    expect(softenedBy(done)).toBeNull();
  });

  it("later: the dare is set aside, the turn passes as if done (with its point), once", () => {
    const drawn = dareOnScreen();
    expect(play(truthOrDare, drawn, 1, { type: "later" })).toEqual(notYourTurn);
    const later = ok(play(truthOrDare, drawn, 0, { type: "later" }));
    expect(later).toMatchObject({ turn: 1, scores: [1, 0], current: null });
    expect(setAsideBy(later)).toBe(0);
    // Nothing is showing any more: neither seat may choose again.
    expect(play(truthOrDare, later, 0, { type: "later" })).toEqual(notYourTurn);
    expect(play(truthOrDare, later, 1, { type: "later" })).toEqual(notNow);
    expect(play(truthOrDare, later, 1, { type: "softer" })).toEqual(notNow);
    expect((truthOrDare.view(later, 1) as NotTonightView).notTonightOffer).toBeNull();

    // The partner's next draw is a new card: what was said of the last one is over.
    const next = ok(play(truthOrDare, later, 1, { type: "draw", choice: "dare" }));
    expect(setAsideBy(next)).toBeNull();
    expect(notTonightMark(next)).toBeNull();
    expect((truthOrDare.view(next, 0) as NotTonightView).notTonightOffer).toEqual({ softer: true });
    expect(ok(play(truthOrDare, next, 1, { type: "softer" })).current!.question).toBe(softerText(next.current!.id));
  });

  it("is refused before anything is drawn and for a truth (truths need none)", () => {
    const start = truthOrDare.initial(seeded(3), {}) as TruthOrDareRoomState;
    expect(play(truthOrDare, start, 0, { type: "softer" })).toEqual(notNow);
    expect(play(truthOrDare, start, 0, { type: "later" })).toEqual(notNow);
    const truth = ok(play(truthOrDare, start, 0, { type: "draw", choice: "truth" }));
    expect(truth.current!.type).toBe("truth");
    expect(play(truthOrDare, truth, 0, { type: "softer" })).toEqual(notNow);
    expect(play(truthOrDare, truth, 0, { type: "later" })).toEqual(notNow);
    expect((truthOrDare.view(truth, 0) as NotTonightView).notTonightOffer).toBeNull();
  });

  it("with no softer version written for a dare, offers Later only and refuses Softer", () => {
    const rules = createTruthOrDareRules(TRUTH_OR_DARE_PACK_LIST, () => undefined);
    const start = rules.initial(seeded(3), {}) as TruthOrDareRoomState;
    const drawn = ok(play(rules, start, 0, { type: "draw", choice: "dare" }));
    expect((rules.view(drawn, 0) as NotTonightView).notTonightOffer).toEqual({ softer: false });
    expect(play(rules, drawn, 0, { type: "softer" })).toEqual(notNow);
    expect(ok(play(rules, drawn, 0, { type: "later" }))).toMatchObject({ turn: 1, scores: [1, 0] });
  });

  it("keeps no count of choices: the state only says what was chosen for the latest card", () => {
    const initial = truthOrDare.initial(seeded(3), {}) as TruthOrDareRoomState;
    let state = initial;
    const random = seeded(9);
    for (let round = 0; round < 6; round++) {
      const seat = state.turn;
      state = ok(play(truthOrDare, state, seat, { type: "draw", choice: "dare" }, random));
      state = ok(play(truthOrDare, state, seat, { type: round % 2 ? "later" : "softer" }));
      if (state.current) state = ok(play(truthOrDare, state, seat, { type: "finish", completed: true }));
    }
    expect(state.scores).toEqual([3, 3]);
    expect(state.notTonight).toEqual({ seat: 1, choice: "later", draw: 6 });
    // One field more than a fresh room, whatever the number of choices made.
    expect(Object.keys(state).sort()).toEqual([...Object.keys(initial), "notTonight"].sort());
  });
});

describe("Not tonight in the dice games", () => {
  it("Passion Dice: every action may be softer (same place and time) or kept for later", () => {
    const start = passionDice.initial(seeded(3), undefined) as PassionDiceRoomState;
    const rolled = ok(play(passionDice, start, 0, { type: "roll" }));
    const roll = rolled.current!;
    expect((passionDice.view(rolled, 1) as NotTonightView).notTonightOffer).toEqual({ softer: true });
    expect(play(passionDice, rolled, 1, { type: "softer" })).toEqual(notYourTurn);
    const softened = ok(play(passionDice, rolled, 0, { type: "softer" }));
    expect(softened.current).toEqual({ ...roll, action: softerText(roll.id) });
    expect(play(passionDice, softened, 0, { type: "softer" })).toEqual(notNow);
    expect(ok(play(passionDice, softened, 0, { type: "finish", completed: true }))).toMatchObject({
      turn: 1,
      scores: [1, 0],
    });
    expect(ok(play(passionDice, rolled, 0, { type: "later" }))).toMatchObject({
      turn: 1,
      scores: [1, 0],
      current: null,
      notTonight: { seat: 0, choice: "later", draw: 1 },
    });
  });

  it("Dice to Spice: the gentler face for the same body part, from the server's lookup", () => {
    const asked: string[] = [];
    const rules = createDiceToSpiceRules((face, part) => {
      asked.push(`${face}|${part}`);
      return gentlerFace(face, part);
    });
    const start = rules.initial(seeded(3), undefined) as DiceToSpiceRoomState;
    expect(play(rules, start, 0, { type: "softer" })).toEqual(notNow);
    const rolled = ok(play(rules, start, 0, { type: "roll" }));
    const roll = rolled.current!;
    const softened = ok(play(rules, rolled, 0, { type: "softer", action: "Mine" }));
    expect(asked).toContain(`${roll.action}|${roll.bodyPart}`);
    expect(softened.current).toEqual({ ...roll, action: gentlerFace(roll.action, roll.bodyPart) });
    expect(softened.current!.bodyPart).toBe(roll.bodyPart);
    expect((rules.view(softened, 1) as DiceToSpiceRoomView).notTonightOffer).toBeNull();
    expect(play(rules, softened, 0, { type: "later" })).toEqual(notNow);
    expect(ok(play(rules, softened, 0, { type: "finish", completed: true }))).toMatchObject({
      turn: 1,
      scores: [1, 0],
    });
    const later = ok(play(rules, rolled, 0, { type: "later" }));
    expect(later).toMatchObject({ turn: 1, scores: [1, 0], current: null });
    expect(play(rules, later, 1, { type: "softer" })).toEqual(notNow);
  });

  it("Dice to Spice with no gentler face for the roll: Later only", () => {
    const state = {
      ...(diceToSpice.initial(seeded(3), undefined) as DiceToSpiceRoomState),
      current: { action: "Tease", bodyPart: "Ears", actionIndex: 9, bodyPartIndex: 1 },
      draws: 1,
    };
    expect((diceToSpice.view(state, 0) as DiceToSpiceRoomView).notTonightOffer).toEqual({ softer: false });
    expect(play(diceToSpice, state, 0, { type: "softer" })).toEqual(notNow);
    expect(ok(play(diceToSpice, state, 0, { type: "later" }))).toMatchObject({ turn: 1, scores: [1, 0] });
  });
});

describe("Not tonight in the room protocol", () => {
  it("travels in the existing move envelope, well within a room message's size", () => {
    for (const type of ["softer", "later"]) {
      const raw = JSON.stringify({ t: "move", seq: 3, id: "move-abc-123", move: { game: "passion-dice", type } });
      expect(parseClientMessage(raw)).toMatchObject({ ok: true, message: { move: { type } } });
    }
  });

  it("belongs to the games with dares and actions only", () => {
    for (const game of ["truth-or-dare", "passion-dice", "dice-to-spice"] as const)
      for (const type of ["softer", "later"])
        expect(ROOM_RULES[game].moveSchema.safeParse({ game, type }).success, `${game} ${type}`).toBe(true);
    for (const game of ["seductive-conversation", "spin-for-desire", "position-wheel", "love-quiz"] as const)
      for (const type of ["softer", "later"])
        expect(ROOM_RULES[game].moveSchema.safeParse({ game, type }).success, `${game} ${type}`).toBe(false);
  });
});
