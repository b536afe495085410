import { Check, Crown, Dices, Lightbulb, RotateCcw, ScrollText, SkipForward } from "lucide-react";
import { useReducer, useRef, useState } from "react";
import {
  BODY_PARTS,
  DICE_TO_SPICE_DIFFICULTIES,
  DICE_TO_SPICE_DIFFICULTY_DESCRIPTIONS,
  DICE_TO_SPICE_DURATION,
  DICE_TO_SPICE_PLAYERS,
  DICE_TO_SPICE_ROLL_MS,
} from "@content/games/dice";
import { ChoiceGroup } from "~/components/games/choice-group";
import { DiceReel } from "~/components/games/dice-reel";
import { PlayTogetherButton } from "~/components/together/play-together-button";
import { GamePage, InfoCard, LiveAnnouncer } from "~/components/games/game-page";
import { useLater, useNicknames, useReducedMotion } from "~/components/games/hooks";
import { NicknameForm } from "~/components/games/nickname-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import {
  actionFaces,
  DICE_TO_SPICE_PLAYER_NAMES,
  diceToSpiceReducer,
  initialDiceToSpiceState,
  rollDiceToSpice,
  type DiceToSpiceResult,
} from "~/lib/games/dice-to-spice";
import { cleanNickname } from "~/lib/games/nicknames";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/dice-to-spice";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/dice-to-spice", matches);

const HOW_TO_PLAY = [
  `Two players, ${DICE_TO_SPICE_DURATION}. Player 1 rolls first.`,
  "Roll both dice: one gives an action, the other a place on your partner.",
  "Do it together, then tap Completed for a point, or Skip with no point and no questions asked.",
  "Either way the turn passes to your partner. Play to a score you agree on, or until you forget to count.",
];

const TIPS = [
  "Start on Cute to warm up, then move to Spicy when you are both ready.",
  "Custom brings props: have an ice cube, a feather or a silk scarf ready, or invent your own.",
  "Skipping is always fine. A roll that does not feel right tonight is just a roll.",
  "Keep it slow: the point is the anticipation, not the score.",
];

function describe(result: DiceToSpiceResult) {
  return `${result.action} your partner's ${result.bodyPart.toLowerCase()}`;
}

export default function DiceToSpice() {
  const [state, dispatch] = useReducer(diceToSpiceReducer, undefined, () => initialDiceToSpiceState());
  const [announcement, setAnnouncement] = useState("");
  const reducedMotion = useReducedMotion();
  const later = useLater();
  const rollButton = useRef<HTMLButtonElement>(null);
  const resultHeading = useRef<HTMLParagraphElement>(null);
  const faces = actionFaces(state.difficulty);
  const [nicknames, setNicknames] = useNicknames();
  // The couple's nicknames when set on this device, else Player 1 / Player 2.
  const names = DICE_TO_SPICE_PLAYER_NAMES.map((fallback, index) => cleanNickname(nicknames[index]) || fallback);
  const player = names[state.currentPlayer]!;
  const rolling = state.phase === "rolling";

  function roll() {
    if (state.phase !== "idle") return;
    const result = rollDiceToSpice(state.difficulty);
    dispatch({ type: "roll", result });
    setAnnouncement(`${player} is rolling…`);
    later(() => {
      dispatch({ type: "reveal" });
      setAnnouncement(`${player} rolled: ${describe(result)}. Skip or Completed?`);
      requestAnimationFrame(() => resultHeading.current?.focus());
    }, DICE_TO_SPICE_ROLL_MS);
  }

  function finish(kind: "skip" | "complete") {
    if (state.phase !== "result") return;
    const next = names[state.currentPlayer === 0 ? 1 : 0];
    const score = state.scores[state.currentPlayer] + (kind === "complete" ? 1 : 0);
    dispatch({ type: kind });
    setAnnouncement(
      kind === "complete"
        ? `Completed: ${player} now has ${score} ${score === 1 ? "point" : "points"}. ${next}'s turn.`
        : `Skipped, no point. ${next}'s turn.`,
    );
    requestAnimationFrame(() => rollButton.current?.focus());
  }

  return (
    <GamePage path="/games/dice-to-spice" icon={Dices} duration={DICE_TO_SPICE_DURATION}>
      <PlayTogetherButton game="dice-to-spice" />
      <LiveAnnouncer message={announcement} />
      <div className="mx-auto max-w-3xl space-y-6">
        <section aria-label="Scores" className="grid grid-cols-2 gap-3">
          {names.slice(0, DICE_TO_SPICE_PLAYERS).map((name, index) => {
            const active = index === state.currentPlayer;
            return (
              <div
                key={index}
                data-testid={`dts-player-${index + 1}`}
                aria-current={active ? "true" : undefined}
                className={cx(
                  "rounded-[var(--radius-card)] border-2 p-4 text-center transition",
                  active ? "border-rose bg-rose/10 shadow-glow" : "border-border bg-surface/80",
                )}
              >
                <p className="flex items-center justify-center gap-1.5 font-semibold">
                  {active ? <Crown aria-hidden className="size-4 text-gold" /> : null}
                  {name}
                </p>
                <p className="mt-1 font-display text-4xl font-semibold">
                  <span data-testid={`dts-score-${index + 1}`}>{state.scores[index]}</span>
                  <span className="sr-only"> {state.scores[index] === 1 ? "point" : "points"}</span>
                </p>
                <p className="mt-1 min-h-4 text-xs font-bold uppercase tracking-widest text-rose">{active ? `${name}'s turn` : ""}</p>
              </div>
            );
          })}
        </section>

        <NicknameForm nicknames={nicknames} onChange={setNicknames} />

        <Card className="p-5 sm:p-7">
          <ChoiceGroup
            legend="Difficulty"
            name="dts-difficulty"
            detailed
            columns={3}
            disabled={rolling}
            value={state.difficulty}
            onChange={(difficulty) => dispatch({ type: "set-difficulty", difficulty })}
            options={DICE_TO_SPICE_DIFFICULTIES.map((difficulty) => ({
              value: difficulty,
              label: difficulty,
              hint: DICE_TO_SPICE_DIFFICULTY_DESCRIPTIONS[difficulty],
            }))}
          />

          <div className="mt-7 grid grid-cols-2 gap-3 sm:gap-5">
            <DiceReel
              caption="Action"
              faces={faces}
              faceIndex={state.result?.actionIndex ?? 0}
              spinKey={state.rolls}
              phase={state.phase}
              durationMs={DICE_TO_SPICE_ROLL_MS}
              reducedMotion={reducedMotion}
            />
            <DiceReel
              caption="Body part"
              faces={BODY_PARTS}
              faceIndex={state.result?.bodyPartIndex ?? 0}
              spinKey={state.rolls}
              phase={state.phase}
              durationMs={DICE_TO_SPICE_ROLL_MS}
              reducedMotion={reducedMotion}
            />
          </div>

          {state.phase === "result" && state.result ? (
            <div data-testid="dts-result" className="mt-6 rounded-2xl border border-rose/40 bg-rose/5 p-5 text-center">
              <p className="text-sm font-semibold text-muted">{player} rolled</p>
              <p ref={resultHeading} tabIndex={-1} className="mt-1 font-display text-2xl leading-snug outline-none sm:text-3xl">
                {describe(state.result)}
              </p>
              <div className="mt-5 grid gap-3 sm:grid-cols-2">
                <Button variant="secondary" size="lg" onClick={() => finish("skip")}>
                  <SkipForward aria-hidden className="size-5" />
                  Skip
                </Button>
                <Button size="lg" onClick={() => finish("complete")}>
                  <Check aria-hidden className="size-5" />
                  Completed
                </Button>
              </div>
              <p className="mt-3 text-xs text-muted">Completed earns {player} a point; Skip earns none. Then it is {names[state.currentPlayer === 0 ? 1 : 0]}'s turn.</p>
            </div>
          ) : (
            <div className="mt-6 text-center">
              <Button ref={rollButton} size="lg" className="w-full sm:w-auto" onClick={roll} disabled={rolling}>
                <Dices aria-hidden className={rolling && !reducedMotion ? "size-5 animate-spin" : "size-5"} />
                {rolling ? "Rolling…" : `Roll the Dice · ${player}`}
              </Button>
            </div>
          )}
        </Card>

        <div className="text-center">
          <Button
            variant="ghost"
            size="sm"
            disabled={rolling || (state.scores[0] === 0 && state.scores[1] === 0 && state.currentPlayer === 0 && state.phase === "idle")}
            onClick={() => {
              dispatch({ type: "new-game" });
              setAnnouncement(`New game. Scores are back to zero and ${names[0]} starts.`);
            }}
          >
            <RotateCcw aria-hidden className="size-4" />
            New game
          </Button>
        </div>
      </div>

      <section aria-label="How to play and tips" className="mt-10 grid gap-4 md:grid-cols-2">
        <InfoCard title="How to play" icon={ScrollText} items={HOW_TO_PLAY} ordered />
        <InfoCard title="Tips" icon={Lightbulb} items={TIPS} />
      </section>
    </GamePage>
  );
}
