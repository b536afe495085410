/** Passion Dice's previous rolls, newest first (beside the dice on a wide screen). */
import { History } from "lucide-react";
import { PASSION_DICE_HISTORY_LIMIT } from "@content/games/dice";
import { SofterLabel } from "~/components/games/not-tonight";
import { Card } from "~/components/ui/card";
import type { PassionHistoryEntry } from "@domain/games/passion-dice";

export function RollHistory({ history }: { history: readonly PassionHistoryEntry[] }) {
  return (
    <aside aria-labelledby="pd-history" className="hidden md:block">
      <Card className="sticky top-20">
        <h2 id="pd-history" className="flex items-center gap-2 text-lg font-semibold">
          <History aria-hidden className="size-5 text-rose" />
          Previous rolls
        </h2>
        {history.length === 0 ? (
          <p className="mt-3 text-sm text-muted">
            Your last {PASSION_DICE_HISTORY_LIMIT} rolls will appear here, newest first.
          </p>
        ) : (
          <ol data-testid="pd-history" className="mt-3 space-y-3">
            {history.map((entry) => (
              <li key={entry.n} className="rounded-xl bg-surface-2 p-3 text-sm">
                <p className="flex items-center justify-between gap-2 text-xs text-muted">
                  <span>Roll {entry.n}</span>
                  <span>
                    {entry.roll.bodyPart} · {entry.roll.levelName}
                  </span>
                </p>
                <p className="mt-1 line-clamp-3" data-softer={entry.softer ? "true" : undefined}>
                  {entry.roll.action}
                </p>
                {entry.softer ? <SofterLabel testId="history-softer" className="mt-1.5" /> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </aside>
  );
}
