import { describe, expect, it } from "vitest";
import {
  BODY_PARTS,
  DICE_TO_SPICE_ACTIONS,
  DICE_TO_SPICE_DIFFICULTIES,
  DICE_TO_SPICE_PLACES,
} from "@content/games/dice";
import {
  bodyPartsFor,
  buildReel,
  diceToSpiceReducer,
  initialDiceToSpiceState,
  reelStopIndex,
  rollDiceToSpice,
  softerDiceToSpiceAction,
  type DiceToSpiceState,
} from "./dice-to-spice";
import { sequence } from "../../tests/support/seeded-random";

function rolled(state: DiceToSpiceState, random = sequence(0.5, 0.5)): DiceToSpiceState {
  const result = rollDiceToSpice(state.difficulty, random);
  return diceToSpiceReducer(diceToSpiceReducer(state, { type: "roll", result }), { type: "reveal" });
}

describe("rollDiceToSpice", () => {
  it("rolls an action of the difficulty and one of the 21 body parts", () => {
    expect(BODY_PARTS).toHaveLength(21);
    const first = rollDiceToSpice("Cute", sequence(0, 0));
    expect(first).toEqual({
      action: DICE_TO_SPICE_ACTIONS.Cute[0],
      bodyPart: BODY_PARTS[0],
      actionIndex: 0,
      bodyPartIndex: 0,
    });
    const last = rollDiceToSpice("Custom", sequence(0.999, 0.999));
    expect(last.action).toBe(DICE_TO_SPICE_ACTIONS.Custom[9]);
    // The last place a lip print suits, at its own face index on the 21-face die.
    expect(last.bodyPart).toBe("Thighs");
    expect(last.bodyPartIndex).toBe(BODY_PARTS.indexOf("Thighs"));
  });

  it("lands only where the action makes sense, every pair of the table reachable", () => {
    for (const difficulty of DICE_TO_SPICE_DIFFICULTIES) {
      for (const [actionIndex, action] of DICE_TO_SPICE_ACTIONS[difficulty].entries()) {
        const places = DICE_TO_SPICE_PLACES[action];
        expect(places, action).toBeDefined();
        const landed = new Set<string>();
        for (let step = 0; step < places!.length; step++) {
          const roll = rollDiceToSpice(
            difficulty,
            sequence((actionIndex + 0.5) / DICE_TO_SPICE_ACTIONS[difficulty].length, (step + 0.5) / places!.length),
          );
          expect(roll.action).toBe(action);
          landed.add(roll.bodyPart);
        }
        expect([...landed].sort(), action).toEqual([...places!].sort());
      }
    }
  });

  it("never says what nobody would say", () => {
    const sentence = (action: string, part: string) => `${action} your partner's ${part.toLowerCase()}`;
    const said = new Set(
      DICE_TO_SPICE_DIFFICULTIES.flatMap((difficulty) =>
        DICE_TO_SPICE_ACTIONS[difficulty].flatMap((action) =>
          bodyPartsFor(action, BODY_PARTS).map((index) => sentence(action, BODY_PARTS[index]!)),
        ),
      ),
    );
    for (const nonsense of [
      "Squeeze your partner's hair",
      "Lightly scratch your partner's lips",
      "Squeeze your partner's neck",
      "Silk scarf across your partner's neck",
      "Hold your partner's neck",
      "Massage warm oil into your partner's lips",
    ])
      expect(said.has(nonsense), nonsense).toBe(false);
    expect(said.has("Massage warm oil into your partner's calves")).toBe(true);
    expect([...said].some((line) => line.startsWith("Massage with oil"))).toBe(false);
  });
});

describe("diceToSpiceReducer", () => {
  it("starts on Spicy with Partner 1 to roll and no score", () => {
    expect(initialDiceToSpiceState()).toEqual({
      difficulty: "Spicy",
      phase: "idle",
      currentPlayer: 0,
      scores: [0, 0],
      result: null,
      rolls: 0,
      softened: false,
    });
  });

  it("Completed gives the current player a point, passes the turn and clears the result", () => {
    let state = rolled(initialDiceToSpiceState());
    expect(state.phase).toBe("result");
    expect(state.result).not.toBeNull();
    state = diceToSpiceReducer(state, { type: "complete" });
    expect(state).toMatchObject({ phase: "idle", currentPlayer: 1, scores: [1, 0], result: null });
    state = diceToSpiceReducer(rolled(state), { type: "complete" });
    expect(state).toMatchObject({ currentPlayer: 0, scores: [1, 1] });
  });

  it("Skip scores nothing but still passes the turn and clears the result", () => {
    const state = diceToSpiceReducer(rolled(initialDiceToSpiceState()), { type: "skip" });
    expect(state).toMatchObject({ phase: "idle", currentPlayer: 1, scores: [0, 0], result: null });
  });

  it("ignores rolls while rolling or while a result waits, and skip/complete without a result", () => {
    const idle = initialDiceToSpiceState();
    expect(diceToSpiceReducer(idle, { type: "skip" })).toBe(idle);
    expect(diceToSpiceReducer(idle, { type: "complete" })).toBe(idle);
    expect(diceToSpiceReducer(idle, { type: "reveal" })).toBe(idle);
    const rolling = diceToSpiceReducer(idle, { type: "roll", result: rollDiceToSpice("Spicy", sequence(0.1)) });
    expect(rolling.phase).toBe("rolling");
    expect(rolling.rolls).toBe(1);
    expect(diceToSpiceReducer(rolling, { type: "roll", result: rollDiceToSpice("Spicy", sequence(0.9)) })).toBe(
      rolling,
    );
    expect(diceToSpiceReducer(rolling, { type: "complete" })).toBe(rolling);
    expect(diceToSpiceReducer(rolling, { type: "set-difficulty", difficulty: "Cute" })).toBe(rolling);
    const shown = diceToSpiceReducer(rolling, { type: "reveal" });
    expect(diceToSpiceReducer(shown, { type: "roll", result: rollDiceToSpice("Spicy", sequence(0.9)) })).toBe(shown);
  });

  it("changing the difficulty clears a waiting result but keeps turn and scores; New game resets", () => {
    let state = diceToSpiceReducer(rolled(initialDiceToSpiceState()), { type: "complete" });
    state = rolled(state);
    state = diceToSpiceReducer(state, { type: "set-difficulty", difficulty: "Cute" });
    expect(state).toMatchObject({ difficulty: "Cute", phase: "idle", result: null, currentPlayer: 1, scores: [1, 0] });
    state = diceToSpiceReducer(state, { type: "new-game" });
    expect(state).toMatchObject({ difficulty: "Cute", phase: "idle", currentPlayer: 0, scores: [0, 0], result: null });
  });
});

describe("Not tonight in Dice to Spice", () => {
  // A lookup made for the test: Nibble has a gentler face on the ears only.
  const lookup = (face: string, part: string) => (face === "Nibble" && part === "Ears" ? "Nuzzle" : undefined);
  const nibbleEars = (state: DiceToSpiceState): DiceToSpiceState => {
    const result = { action: "Nibble", bodyPart: "Ears", actionIndex: 1, bodyPartIndex: 2 };
    return diceToSpiceReducer(diceToSpiceReducer(state, { type: "roll", result }), { type: "reveal" });
  };

  it("finds the gentler face for the same body part, and none for a face without one", () => {
    expect(softerDiceToSpiceAction({ action: "Nibble", bodyPart: "Ears" }, lookup)).toBe("Nuzzle");
    expect(softerDiceToSpiceAction({ action: "Nibble", bodyPart: "Neck" }, lookup)).toBeUndefined();
    expect(softerDiceToSpiceAction({ action: "Our own idea", bodyPart: "Ears" }, lookup)).toBeUndefined();
    expect(softerDiceToSpiceAction({ action: "Nuzzle", bodyPart: "Ears" }, () => "Nuzzle")).toBeUndefined();
  });

  it("shows the softer roll on the same body part, and Completed scores it exactly as the roll as dealt", () => {
    const dealt = nibbleEars(initialDiceToSpiceState());
    const softened = diceToSpiceReducer(dealt, { type: "soften", action: "Nuzzle" });
    expect(softened.result).toEqual({ ...dealt.result, action: "Nuzzle" });
    expect(softened).toMatchObject({ phase: "result", softened: true, currentPlayer: 0, scores: [0, 0] });
    const done = diceToSpiceReducer(softened, { type: "complete" });
    expect(done).toEqual(diceToSpiceReducer(dealt, { type: "complete" }));
    expect(done).toMatchObject({ scores: [1, 0], currentPlayer: 1, softened: false });
  });

  it("softens only a roll on screen", () => {
    const idle = initialDiceToSpiceState();
    expect(diceToSpiceReducer(idle, { type: "soften", action: "Nuzzle" })).toBe(idle);
    const rolling = diceToSpiceReducer(idle, { type: "roll", result: rollDiceToSpice("Spicy", sequence(0.1)) });
    expect(diceToSpiceReducer(rolling, { type: "soften", action: "Nuzzle" })).toBe(rolling);
    const shown = nibbleEars(idle);
    expect(diceToSpiceReducer(shown, { type: "soften", action: " " })).toBe(shown);
  });
});

describe("reels", () => {
  it("stack 5 copies of the faces and stop on the face in the last copy", () => {
    const faces = ["a", "b", "c"];
    const reel = buildReel(faces);
    expect(reel).toHaveLength(15);
    expect(reelStopIndex(faces.length, 2)).toBe(14);
    expect(reel[reelStopIndex(faces.length, 1)]).toBe("b");
  });
});
