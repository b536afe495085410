/** Under Dice to Spice's reels: the roll with Skip / Completed, the round's winner, or the Roll button. */
import { CareNote } from "~/components/games/care-note";
import { Check, Dices, RotateCcw, SkipForward, Trophy } from "lucide-react";
import type { Ref } from "react";
import { NotTonight, SofterLabel } from "~/components/games/not-tonight";
import { Button } from "~/components/ui/button";
import type { DiceToSpiceResult, DiceToSpiceState } from "@domain/games/dice-to-spice";

export function RollOutcome({
  state,
  names,
  player,
  roundOver,
  verdict,
  turns,
  roundTurns,
  rolling,
  reducedMotion,
  rollButton,
  resultHeading,
  dealt,
  hasSofter,
  onSofter,
  onLater,
  onFinish,
  onNewGame,
  onRoll,
}: {
  state: DiceToSpiceState;
  names: readonly string[];
  player: string;
  roundOver: boolean;
  verdict: string;
  turns: number;
  roundTurns: number;
  rolling: boolean;
  reducedMotion: boolean;
  rollButton: Ref<HTMLButtonElement>;
  resultHeading: Ref<HTMLParagraphElement>;
  /** The roll as dealt, before any softer version. */
  dealt: DiceToSpiceResult | null;
  /** A gentler face is written for this roll and not taken yet ("Not tonight"). */
  hasSofter: boolean;
  onSofter: () => void;
  onLater: () => void;
  onFinish: (kind: "skip" | "complete") => void;
  onNewGame: () => void;
  onRoll: () => void;
}) {
  const [first, second] = [state.scores[0], state.scores[1]];
  return (
    <>
      {state.phase === "result" && state.result ? (
        <div
          data-testid="dts-result"
          className="mt-4 rounded-2xl border border-rose/40 bg-rose/5 p-4 text-center sm:p-5"
        >
          <p className="flex items-center justify-center gap-2 text-sm font-semibold text-muted">
            {player} rolled
            {state.softened ? <SofterLabel /> : null}
          </p>
          <p
            ref={resultHeading}
            tabIndex={-1}
            data-testid="dts-roll-text"
            data-face={(dealt ?? state.result).action}
            data-body-part={(dealt ?? state.result).bodyPart}
            data-softer={state.softened ? "true" : undefined}
            className="mt-1 font-display text-xl leading-snug outline-none sm:text-3xl"
          >
            {describeRoll(state.result)}
          </p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            {/* Narrow padding on a phone: two large buttons share a 320 px row. */}
            <Button
              variant="secondary"
              size="lg"
              className="!px-3 !text-base sm:!px-7 sm:!text-lg"
              onClick={() => onFinish("skip")}
            >
              <SkipForward aria-hidden className="size-5" />
              Skip
            </Button>
            <Button
              data-play="dts-done"
              size="lg"
              className="!px-3 !text-base sm:!px-7 sm:!text-lg"
              onClick={() => onFinish("complete")}
            >
              <Check aria-hidden className="size-5" />
              Completed
            </Button>
          </div>
          <NotTonight key={state.rolls} className="mt-2" hasSofter={hasSofter} onSofter={onSofter} onLater={onLater} />
          <CareNote text={state.result.action} className="mt-3 justify-center text-left" />
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
          <Button ref={rollButton} data-play="dts-roll" size="lg" className="mt-4 w-full sm:w-auto" onClick={onNewGame}>
            <RotateCcw aria-hidden className="size-5" />
            Play another round
          </Button>
        </div>
      ) : (
        <div className="mt-4 text-center">
          <p className="mb-3 text-xs text-muted">
            Roll {Math.min(turns + 1, roundTurns)} of {roundTurns}
          </p>
          <Button
            ref={rollButton}
            data-play="dts-roll"
            size="lg"
            className="w-full sm:w-auto"
            onClick={onRoll}
            disabled={rolling}
          >
            <Dices aria-hidden className={rolling && !reducedMotion ? "size-5 animate-spin" : "size-5"} />
            {rolling ? "Rolling…" : `Roll the Dice · ${player}`}
          </Button>
        </div>
      )}
    </>
  );
}

export function describeRoll(result: DiceToSpiceResult) {
  return `${result.action} your partner's ${result.bodyPart.toLowerCase()}`;
}
