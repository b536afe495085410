/** The pack picker of a game's setup screen, the "N left in this pack" line and the "pack finished" screen. */
import { PartyPopper, RotateCcw, SkipForward } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import { ChoiceFieldset, RadioTile } from "./choice-group";

export interface PackChoice {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Items of the pack for the current settings. */
  readonly total: number;
  /** Of those, not yet seen on this device. */
  readonly left: number;
}

/** The picker's rows: each pack with how many of its items the current settings allow, and how many are left. */
export function packChoices<P extends { id: string; name: string; description: string }>(
  packs: readonly P[],
  countsOf: (pack: P) => { total: number; left: number },
): PackChoice[] {
  return packs.map((pack) => {
    const { total, left } = countsOf(pack);
    return { id: pack.id, name: pack.name, description: pack.description, total, left };
  });
}

function leftText(left: number, total: number) {
  return left === 0 ? "All played" : left === total ? `${total} to play` : `${left} of ${total} left`;
}

/** A compact list of radio rows: each pack's name, one line about it and how many are left. */
export function PackPicker({
  packs,
  value,
  onChange,
  disabled,
  name,
  legend = "Pack",
}: {
  packs: readonly PackChoice[];
  value: string;
  onChange: (packId: string) => void;
  disabled?: boolean;
  name: string;
  legend?: string;
}) {
  return (
    <ChoiceFieldset legend={legend} disabled={disabled} testId="pack-picker">
      <div className="grid gap-2 sm:grid-cols-2">
        {packs.map((pack) => (
          <RadioTile
            key={pack.id}
            name={name}
            value={pack.id}
            checked={pack.id === value}
            onSelect={() => onChange(pack.id)}
            rounded="rounded-2xl"
            className="min-w-0"
            checkedClassName="peer-checked:bg-rose/10"
            tileClassName="flex-col px-3.5 py-2 text-left"
          >
            <span className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 font-semibold text-fg">{pack.name}</span>
              <span data-testid="pack-count" className="shrink-0 text-xs text-muted">
                {leftText(pack.left, pack.total)}
              </span>
            </span>
            <span className="mt-0.5 line-clamp-1 text-xs text-muted">{pack.description}</span>
          </RadioTile>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

/** "12 left in this pack" under a prompt. */
export function PackLeft({ left, packName, className }: { left: number; packName: string; className?: string }) {
  return (
    <p data-testid="pack-left" className={cx("text-sm text-muted", className)}>
      <strong className="text-fg">{left}</strong> left in this pack <span className="sr-only">({packName})</span>
    </p>
  );
}

/** Shown instead of a repeat when every item of the pack (for these settings) has been played on this device. */
export function PackFinished({
  packName,
  next,
  onNext,
  onRestart,
  onSettings,
  what = "prompt",
}: {
  packName: string;
  /** The pack to offer next; omitted when the game has only one. */
  next?: { name: string } | null;
  onNext?: () => void;
  onRestart: () => void;
  /** Back to the settings (another level or topic may still have prompts left). */
  onSettings?: () => void;
  what?: string;
}) {
  return (
    <Card data-testid="pack-finished" className="p-5 text-center sm:p-8">
      <PartyPopper aria-hidden className="mx-auto size-8 text-gold" />
      <h2 className="mt-3 text-2xl font-semibold">That was the last one in {packName}</h2>
      <p className="mt-2 text-muted">
        You have played every {what} of this pack for these settings on this device. Nothing repeats until you start it
        again{next ? `, or try ${next.name} next` : ""}.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {next && onNext ? (
          <Button size="lg" onClick={onNext}>
            <SkipForward aria-hidden className="size-5" /> Play {next.name}
          </Button>
        ) : null}
        <Button variant="secondary" size="lg" onClick={onRestart}>
          <RotateCcw aria-hidden className="size-4" /> Start {packName} again
        </Button>
      </div>
      {onSettings ? (
        <Button variant="ghost" size="sm" className="mt-3" onClick={onSettings}>
          Change settings
        </Button>
      ) : null}
    </Card>
  );
}
