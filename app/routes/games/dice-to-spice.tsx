import { Check, Crown, Dices, Lightbulb, Plus, RotateCcw, ScrollText, SkipForward, Trophy, X } from "lucide-react";
import { useMemo, useReducer, useRef, useState } from "react";
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
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { NicknameForm } from "~/components/games/nickname-form";
import { Input } from "~/components/ui/input";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { pickIndex } from "@domain/random";
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
} from "@domain/games/dice-to-spice";
import { cleanNickname } from "@domain/games/nicknames";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/dice-to-spice";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/dice-to-spice", matches);

/** A round: three rolls each, then the scores are compared. */
const ROUND_TURNS = 6;
const IDEAS_KEY = "entwine-games:dice-to-spice:ideas";
const IDEA_MAX_LENGTH = 40;
const IDEAS_MAX = 12;

/** The couple's own Custom ideas as kept on the device: up to 12 short lines. */
function validateIdeas(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((idea): idea is string => typeof idea === "string")
    .map((idea) => cleanIdea(idea))
    .filter((idea) => idea !== "")
    .slice(0, IDEAS_MAX);
}

function cleanIdea(raw: string): string {
  // Control characters out, spaces collapsed, at most 40 characters.
  const printable = Array.from(raw, (char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? "" : char)).join(
    "",
  );
  return printable.replace(/\s+/g, " ").trim().slice(0, IDEA_MAX_LENGTH).trim();
}

const HOW_TO_PLAY = [
  `Two players, ${DICE_TO_SPICE_DURATION}. Partner 1 rolls first.`,
  "Roll both dice: one gives an action, the other a place on your partner.",
  "Do it together, then tap Completed for a point, or Skip with no point and no questions asked.",
  `Either way the turn passes to your partner. After ${ROUND_TURNS / 2} rolls each the round ends and the scores are compared.`,
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
  const [ideas, setIdeas] = useDeviceState<string[]>(IDEAS_KEY, [], validateIdeas);
  const [draft, setDraft] = useState("");
  const [turns, setTurns] = useState(0);
  // The Custom die carries the couple's own ideas (kept on this device) after the built-in props.
  const faces = useMemo(
    () => (state.difficulty === "Custom" ? [...actionFaces("Custom"), ...ideas] : actionFaces(state.difficulty)),
    [state.difficulty, ideas],
  );
  const [nicknames, setNicknames] = useNicknames();
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
    const dealt = rollDiceToSpice(state.difficulty);
    const actionIndex = state.difficulty === "Custom" ? pickIndex(Math.random, faces.length) : dealt.actionIndex;
    const result = { ...dealt, actionIndex, action: faces[actionIndex] ?? dealt.action };
    dispatch({ type: "roll", result });
    setAnnouncement(`${player} is rolling…`);
    later(() => {
      dispatch({ type: "reveal" });
      setAnnouncement(`${player} rolled: ${describe(result)}. Skip or Completed?`);
      requestAnimationFrame(() => resultHeading.current?.focus({ preventScroll: true }));
      keepInViewSoon(
        () => document.querySelector("[data-testid='dts-scores']"),
        () => document.querySelector("[data-play='dts-done']"),
      );
    }, DICE_TO_SPICE_ROLL_MS);
  }

  function finish(kind: "skip" | "complete") {
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
        ? `Completed: ${player} now has ${score} ${score === 1 ? "point" : "points"}.${end}`
        : `Skipped, no point.${end}`,
    );
    requestAnimationFrame(() => rollButton.current?.focus({ preventScroll: true }));
    keepInViewSoon(
      () => document.querySelector("[data-testid='dts-scores']"),
      () => document.querySelector("[data-play='dts-roll']"),
    );
  }

  function newGame() {
    dispatch({ type: "new-game" });
    setTurns(0);
    setAnnouncement(`New round. Scores are back to zero and ${names[0]} starts.`);
    requestAnimationFrame(() => rollButton.current?.focus({ preventScroll: true }));
    keepInViewSoon(
      () => document.querySelector("[data-testid='dts-scores']"),
      () => document.querySelector("[data-play='dts-roll']"),
    );
  }

  function addIdea() {
    const idea = cleanIdea(draft);
    if (!idea || ideas.length >= IDEAS_MAX) return;
    setIdeas((current) => [...current.filter((existing) => existing !== idea), idea].slice(0, IDEAS_MAX));
    setDraft("");
    setAnnouncement(`Added to the Custom die: ${idea}.`);
  }

  return (
    <GamePage path="/games/dice-to-spice" icon={Dices} duration={DICE_TO_SPICE_DURATION}>
      <PlayTogetherButton game="dice-to-spice" />
      <LiveAnnouncer message={announcement} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <section aria-label="Scores" data-testid="dts-scores" className="grid scroll-mt-20 grid-cols-2 gap-3">
          {names.slice(0, DICE_TO_SPICE_PLAYERS).map((name, index) => {
            const active = index === state.currentPlayer;
            return (
              <div
                key={index}
                data-testid={`dts-player-${index + 1}`}
                aria-current={active ? "true" : undefined}
                className={cx(
                  "min-w-0 rounded-[var(--radius-card)] border-2 p-3 text-center transition sm:p-4",
                  active ? "border-rose bg-rose/10 shadow-glow" : "border-border bg-surface/80",
                )}
              >
                <p className="flex items-center justify-center gap-1.5 font-semibold">
                  {active ? <Crown aria-hidden className="size-4 shrink-0 text-gold" /> : null}
                  <span className="truncate">{name}</span>
                </p>
                <p className="font-display text-3xl font-semibold sm:text-4xl">
                  <span data-testid={`dts-score-${index + 1}`}>{state.scores[index]}</span>
                  <span className="sr-only"> {state.scores[index] === 1 ? "point" : "points"}</span>
                </p>
                <p className="min-h-4 truncate text-xs font-bold uppercase tracking-widest text-rose">
                  {active && !roundOver ? `${name}'s turn` : ""}
                </p>
              </div>
            );
          })}
        </section>

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
            options={DICE_TO_SPICE_DIFFICULTIES.map((difficulty) => ({
              value: difficulty,
              label: difficulty,
              hint: DICE_TO_SPICE_DIFFICULTY_DESCRIPTIONS[difficulty],
            }))}
          />
          {state.difficulty === "Custom" ? (
            <div data-testid="dts-ideas" className="mt-5 rounded-2xl border border-border p-4 text-sm">
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  addIdea();
                }}
              >
                <label htmlFor="dts-idea" className="font-semibold">
                  Your own ideas for the Custom die
                </label>
                <p className="mt-1 text-xs text-muted">
                  Write an action that ends before the place, like &ldquo;Trace a heart on&rdquo;. Up to {IDEAS_MAX},
                  kept on this device only.
                </p>
                <div className="mt-2 flex gap-2">
                  <Input
                    id="dts-idea"
                    name="idea"
                    autoComplete="off"
                    maxLength={IDEA_MAX_LENGTH}
                    value={draft}
                    disabled={rolling || ideas.length >= IDEAS_MAX}
                    onChange={(event) => setDraft(event.target.value)}
                  />
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={rolling || cleanIdea(draft) === "" || ideas.length >= IDEAS_MAX}
                  >
                    <Plus aria-hidden className="size-4" />
                    Add
                  </Button>
                </div>
              </form>
              {ideas.length > 0 ? (
                <ul aria-label="Your ideas" className="mt-3 flex flex-wrap gap-2">
                  {ideas.map((idea) => (
                    <li key={idea} className="inline-flex items-center gap-1 rounded-full bg-surface-2 py-1 pl-3 pr-1">
                      {idea}
                      <button
                        type="button"
                        disabled={rolling}
                        aria-label={`Remove ${idea}`}
                        onClick={() => setIdeas((current) => current.filter((existing) => existing !== idea))}
                        className="grid size-8 place-items-center rounded-full hover:bg-surface"
                      >
                        <X aria-hidden className="size-4" />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <NicknameForm nicknames={nicknames} onChange={setNicknames} />
        </Card>

        <Card className="p-4 sm:p-7">
          <div className="grid grid-cols-2 gap-3 sm:gap-5">
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
            <div
              data-testid="dts-result"
              className="mt-4 rounded-2xl border border-rose/40 bg-rose/5 p-4 text-center sm:p-5"
            >
              <p className="text-sm font-semibold text-muted">{player} rolled</p>
              <p
                ref={resultHeading}
                tabIndex={-1}
                className="mt-1 font-display text-xl leading-snug outline-none sm:text-3xl"
              >
                {describe(state.result)}
              </p>
              <div className="mt-4 grid grid-cols-2 gap-3">
                <Button variant="secondary" size="lg" onClick={() => finish("skip")}>
                  <SkipForward aria-hidden className="size-5" />
                  Skip
                </Button>
                <Button data-play="dts-done" size="lg" onClick={() => finish("complete")}>
                  <Check aria-hidden className="size-5" />
                  Completed
                </Button>
              </div>
              <p className="mt-3 text-xs text-muted">
                Completed earns {player} a point; Skip earns none. Then it is {names[state.currentPlayer === 0 ? 1 : 0]}
                's turn.
              </p>
            </div>
          ) : roundOver ? (
            <div
              data-testid="dts-winner"
              className="mt-4 rounded-2xl border border-gold/50 bg-gold/10 p-4 text-center sm:p-5"
            >
              <p className="flex items-center justify-center gap-2 font-display text-xl font-semibold sm:text-2xl">
                <Trophy aria-hidden className="size-5 text-gold" />
                {verdict}
              </p>
              <p className="mt-1 text-sm text-muted">
                {first === second
                  ? "Perfectly matched. Call it a draw, or play one more roll each?"
                  : "The winner picks the song for the next round."}
              </p>
              <Button
                ref={rollButton}
                data-play="dts-roll"
                size="lg"
                className="mt-4 w-full sm:w-auto"
                onClick={newGame}
              >
                <RotateCcw aria-hidden className="size-5" />
                Play another round
              </Button>
            </div>
          ) : (
            <div className="mt-4 text-center">
              <p className="mb-3 text-xs text-muted">
                Roll {Math.min(turns + 1, ROUND_TURNS)} of {ROUND_TURNS}
              </p>
              <Button
                ref={rollButton}
                data-play="dts-roll"
                size="lg"
                className="w-full sm:w-auto"
                onClick={roll}
                disabled={rolling}
              >
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
      </div>

      <section aria-label="How to play and tips" className="mt-10 grid gap-4 md:grid-cols-2">
        <InfoCard title="How to play" icon={ScrollText} items={HOW_TO_PLAY} ordered />
        <InfoCard title="Tips" icon={Lightbulb} items={TIPS} />
      </section>
    </GamePage>
  );
}
