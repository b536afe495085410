/** Dice to Spice's scoreboard: both players, their points, and whose turn it is. */
import { Crown } from "lucide-react";
import { DICE_TO_SPICE_PLAYERS } from "@content/games/dice";
import { cx } from "~/lib/class-names";

export function DiceScoreboard({
  names,
  scores,
  currentPlayer,
  roundOver,
}: {
  names: readonly string[];
  scores: readonly number[];
  currentPlayer: number;
  roundOver: boolean;
}) {
  return (
    <section aria-label="Scores" data-testid="dts-scores" className="grid scroll-mt-20 grid-cols-2 gap-3">
      {names.slice(0, DICE_TO_SPICE_PLAYERS).map((name, index) => {
        const active = index === currentPlayer;
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
              <span data-testid={`dts-score-${index + 1}`}>{scores[index]}</span>
              <span className="sr-only"> {scores[index] === 1 ? "point" : "points"}</span>
            </p>
            {/* The card already names its player: a short line keeps the turn readable on a 360 px phone. */}
            <p className="min-h-4 truncate text-xs font-bold uppercase tracking-widest text-rose">
              {active && !roundOver ? "Your turn" : ""}
              {active && !roundOver ? <span className="sr-only">, {name}</span> : null}
            </p>
          </div>
        );
      })}
    </section>
  );
}
