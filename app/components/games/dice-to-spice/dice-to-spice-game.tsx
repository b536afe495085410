import { Dices, RotateCcw } from "lucide-react";
import { useMemo, useReducer, useRef, useState } from "react";
import {
  BODY_PARTS,
  DICE_TO_SPICE_DIFFICULTIES,
  DICE_TO_SPICE_DIFFICULTY_DESCRIPTIONS,
  DICE_TO_SPICE_DURATION,
  DICE_TO_SPICE_ROLL_MS,
} from "@content/games/dice";
import { ChoiceGroup, choicesOf } from "~/components/games/choice-group";
import { DiceReel } from "~/components/games/dice-reel";
import { PlayTogetherButton } from "~/components/rooms/play-together-button";
import { GamePage, LiveAnnouncer, RulesAndTips } from "~/components/games/game-page";
import { useLater, useNicknames, useReducedMotion } from "~/components/games/hooks";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { SavedForLater } from "~/components/games/saved-for-later";
import { useSavedForLater } from "~/lib/games/later-storage";
import { NicknameForm } from "~/components/games/nickname-form";
import { pickIndex } from "@domain/random";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  actionFaces,
  DICE_TO_SPICE_PLAYER_NAMES,
  diceToSpiceReducer,
  initialDiceToSpiceState,
  rollDiceToSpice,
  softerDiceToSpiceAction,
  type DiceToSpiceResult,
} from "@domain/games/dice-to-spice";
import { cleanNickname } from "@domain/games/nicknames";
import { CustomIdeas, useCustomIdeas } from "./custom-ideas";
import { describeRoll, RollOutcome } from "./roll-outcome";
import { DiceScoreboard } from "./scoreboard";

/** A round: three rolls each, then the scores are compared. */
const ROUND_TURNS = 6;

const HOW_TO_PLAY = [
  `Two players, ${DICE_TO_SPICE_DURATION}. Partner 1 rolls first.`,
  "Roll both dice: one gives an action, the other a place on your partner.",
  "Do it together, then tap Completed for a point, or Skip with no point and no questions asked.",
  "Not tonight? Play the softer version of the roll, or save it for later: either one counts as Completed.",
  `Either way the turn passes to your partner. After ${ROUND_TURNS / 2} rolls each the round ends and the scores are compared.`,
];

const TIPS = [
  "Start on Cute to warm up, then move to Spicy when you are both ready.",
  "Custom brings props: have an ice cube, a feather or a silk scarf ready, or invent your own.",
  "Skipping is always fine. A roll that does not feel right tonight is just a roll.",
  "Keep it slow: the point is the anticipation, not the score.",
];

/** Dice to Spice on one phone: two players take turns rolling an action and a place, three rolls each a round. */
export function DiceToSpiceGame({
  softer,
}: {
  /** The gentler face for each built-in face and body part ("Not tonight"): face → body part → face. */
  softer: Readonly<Record<string, Readonly<Record<string, string>>>>;
}) {
  const [state, dispatch] = useReducer(diceToSpiceReducer, undefined, () => initialDiceToSpiceState());
  const saved = useSavedForLater();
  /** The roll as dealt, before any softer version (what "Save for later" keeps). */
  const dealt = useRef<DiceToSpiceResult | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const reducedMotion = useReducedMotion();
  const later = useLater();
  const rollButton = useRef<HTMLButtonElement>(null);
  const resultHeading = useRef<HTMLParagraphElement>(null);
  const custom = useCustomIdeas();
  const { ideas } = custom;
  const [turns, setTurns] = useState(0);
  // The Custom die carries the couple's own ideas (kept on this device) after the built-in props.
  const faces = useMemo(
    () => (state.difficulty === "Custom" ? [...actionFaces("Custom"), ...ideas] : actionFaces(state.difficulty)),
    [state.difficulty, ideas],
  );
  const nicknameSetting = useNicknames();
  const { nicknames } = nicknameSetting;
  // The couple's nicknames when set on this device, else Partner 1 / Partner 2.
  const names = DICE_TO_SPICE_PLAYER_NAMES.map((fallback, index) => cleanNickname(nicknames[index]) || fallback);
  const player = names[state.currentPlayer]!;
  const rolling = state.phase === "rolling";
  const roundOver = turns >= ROUND_TURNS && state.phase === "idle";
  const [first, second] = [state.scores[0], state.scores[1]];
  const verdict =
    first === second
      ? `A tie, ${first} all`
      : `${names[first > second ? 0 : 1]} wins the round, ${Math.max(first, second)} to ${Math.min(first, second)}`;

  function roll() {
    if (state.phase !== "idle" || roundOver) return;
    const rolled = rollDiceToSpice(state.difficulty);
    const actionIndex = state.difficulty === "Custom" ? pickIndex(Math.random, faces.length) : rolled.actionIndex;
    const result = { ...rolled, actionIndex, action: faces[actionIndex] ?? rolled.action };
    dealt.current = result;
    dispatch({ type: "roll", result });
    setAnnouncement(`${player} is rolling…`);
    later(() => {
      dispatch({ type: "reveal" });
      setAnnouncement(`${player} rolled: ${describeRoll(result)}. Skip or Completed?`);
      requestAnimationFrame(() => resultHeading.current?.focus({ preventScroll: true }));
      keepInViewSoon("[data-testid='dts-scores']", "[data-play='dts-done']");
    }, DICE_TO_SPICE_ROLL_MS);
  }

  const lookup = (face: string, part: string) =>
    Object.hasOwn(softer, face) && Object.hasOwn(softer[face]!, part) ? softer[face]![part] : undefined;
  const softerFace =
    state.phase === "result" && state.result && !state.softened
      ? softerDiceToSpiceAction(state.result, lookup)
      : undefined;

  /** Not tonight → the softer version: a gentler face on the same body part; Completed scores it as the roll. */
  function takeSofter() {
    if (!state.result || !softerFace) return;
    const gentler = { ...state.result, action: softerFace };
    dispatch({ type: "soften", action: softerFace });
    setAnnouncement(`Softer version: ${describeRoll(gentler)}. Skip or Completed?`);
    requestAnimationFrame(() => resultHeading.current?.focus({ preventScroll: true }));
    keepInViewSoon("[data-testid='dts-scores']", "[data-play='dts-done']");
  }

  /** Not tonight → Save for later: the roll waits in "Saved for later" and counts as Completed (a point, the turn passes). */
  function saveForLater() {
    const roll = dealt.current ?? state.result;
    if (state.phase !== "result" || !roll) return;
    saved.save({
      game: "dice-to-spice",
      ref: `${roll.action}|${roll.bodyPart}`,
      text: describeRoll(roll),
      at: new Date().toISOString(),
    });
    finish("complete", "Saved for later. ");
  }

  function finish(kind: "skip" | "complete", said = "") {
    if (state.phase !== "result") return;
    const next = names[state.currentPlayer === 0 ? 1 : 0];
    const score = state.scores[state.currentPlayer] + (kind === "complete" ? 1 : 0);
    dispatch({ type: kind });
    const taken = turns + 1;
    setTurns(taken);
    const scores = [state.scores[0], state.scores[1]];
    scores[state.currentPlayer] = score;
    const end =
      taken >= ROUND_TURNS
        ? ` End of the round: ${scores[0] === scores[1] ? `a tie, ${scores[0]} all` : `${names[scores[0]! > scores[1]! ? 0 : 1]} wins, ${Math.max(scores[0]!, scores[1]!)} to ${Math.min(scores[0]!, scores[1]!)}`}.`
        : ` ${next}'s turn.`;
    setAnnouncement(
      kind === "complete"
        ? `${said}Completed: ${player} now has ${score} ${score === 1 ? "point" : "points"}.${end}`
        : `Skipped, no point.${end}`,
    );
    backToRoll();
  }

  /** After a turn or a new round: the Roll button takes the focus, and the scores and Roll come into view. */
  function backToRoll() {
    requestAnimationFrame(() => rollButton.current?.focus({ preventScroll: true }));
    keepInViewSoon("[data-testid='dts-scores']", "[data-play='dts-roll']");
  }

  function newGame() {
    dispatch({ type: "new-game" });
    setTurns(0);
    setAnnouncement(`New round. Scores are back to zero and ${names[0]} starts.`);
    backToRoll();
  }

  return (
    <GamePage path="/games/dice-to-spice" icon={Dices} duration={DICE_TO_SPICE_DURATION}>
      <PlayTogetherButton game="dice-to-spice" />
      <LiveAnnouncer message={announcement} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <DiceScoreboard names={names} scores={state.scores} currentPlayer={state.currentPlayer} roundOver={roundOver} />

        {/* The settings follow the dice, so the scores, the reels and Skip / Completed share one phone screen. */}
        <Card className="order-last p-5 sm:p-7">
          <ChoiceGroup
            legend="Difficulty"
            name="dts-difficulty"
            detailed
            columns={3}
            disabled={rolling}
            value={state.difficulty}
            onChange={(difficulty) => dispatch({ type: "set-difficulty", difficulty })}
            options={choicesOf(DICE_TO_SPICE_DIFFICULTIES, { hints: DICE_TO_SPICE_DIFFICULTY_DESCRIPTIONS })}
          />
          {state.difficulty === "Custom" ? (
            <CustomIdeas
              custom={custom}
              rolling={rolling}
              onAdded={(idea) => setAnnouncement(`Added to the Custom die: ${idea}.`)}
            />
          ) : null}
          <NicknameForm setting={nicknameSetting} />
        </Card>

        <Card className="p-4 sm:p-7">
          <div className="grid grid-cols-2 gap-3 sm:gap-5">
            {[
              {
                caption: "Action",
                faces,
                faceIndex: state.result?.actionIndex ?? 0,
                // After "Softer" the action die shows the gentler face being played, not the one it landed on.
                shownFace: state.softened ? state.result?.action : undefined,
              },
              { caption: "Body part", faces: BODY_PARTS, faceIndex: state.result?.bodyPartIndex ?? 0 },
            ].map((die) => (
              <DiceReel
                key={die.caption}
                {...die}
                spinKey={state.rolls}
                phase={state.phase}
                durationMs={DICE_TO_SPICE_ROLL_MS}
                reducedMotion={reducedMotion}
              />
            ))}
          </div>

          <RollOutcome
            state={state}
            names={names}
            player={player}
            roundOver={roundOver}
            verdict={verdict}
            turns={turns}
            roundTurns={ROUND_TURNS}
            rolling={rolling}
            reducedMotion={reducedMotion}
            rollButton={rollButton}
            resultHeading={resultHeading}
            dealt={dealt.current}
            hasSofter={softerFace !== undefined}
            onSofter={takeSofter}
            onLater={saveForLater}
            onFinish={finish}
            onNewGame={newGame}
            onRoll={roll}
          />
        </Card>

        <div className="text-center">
          <Button
            variant="ghost"
            size="sm"
            disabled={
              rolling ||
              (state.scores[0] === 0 &&
                state.scores[1] === 0 &&
                state.currentPlayer === 0 &&
                state.phase === "idle" &&
                turns === 0)
            }
            onClick={newGame}
          >
            <RotateCcw aria-hidden className="size-4" />
            New game
          </Button>
        </div>
        <SavedForLater game="dice-to-spice" />
      </div>

      <RulesAndTips label="How to play and tips" rules={HOW_TO_PLAY} tips={TIPS} />
    </GamePage>
  );
}
