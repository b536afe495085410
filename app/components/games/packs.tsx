/** The pack picker of a game's setup screen, the "N left in this pack" line and the "pack finished" screen. */
import { PartyPopper, RotateCcw, SkipForward } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import { ChoiceFieldset, RadioTile } from "./choice-group";
import { keepInViewSoon } from "./keep-in-view";

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

/**
 * After the "pack finished" screen appears (or a tap finds the pack still finished): its heading and its controls
 * between the fixed header and the fold, so "Play <next pack>" is never below it on a phone.
 */
export function keepPackFinishedInView(): void {
  keepInViewSoon("[data-play='pack-finished-title']", "[data-play='pack-finished-actions']");
}

/** Shown instead of a repeat when every item of the pack (for these settings) has been played on this device. */
export function PackFinished({
  packName,
  next,
  onNext,
  other,
  onRestart,
  onSettings,
  what = "prompt",
}: {
  packName: string;
  /** The pack to offer next; omitted or null when no other pack holds anything new. */
  next?: { name: string } | null;
  onNext?: () => void;
  /** Offered first when there is no next pack: other settings of this pack that still have items left. */
  other?: { label: string; sentence: string; onSelect: () => void } | null;
  onRestart: () => void;
  /** Back to the settings (another level or topic may still have prompts left). */
  onSettings?: () => void;
  what?: string;
}) {
  const offerPack = Boolean(next && onNext);
  const offerOther = !offerPack && other ? other : null;
  const suggestion = offerPack ? `, or try ${next!.name} next` : offerOther ? `, or ${offerOther.sentence}` : "";
  return (
    <Card data-testid="pack-finished" className="p-5 text-center sm:p-8">
      <PartyPopper aria-hidden className="mx-auto size-8 text-gold" />
      <h2 data-play="pack-finished-title" className="mt-3 text-2xl font-semibold">
        That was the last one in {packName}
      </h2>
      <p className="mt-2 text-muted">
        You have played every {what} of this pack for these settings on this device. Nothing repeats until you start it
        again{suggestion}.
      </p>
      <div data-play="pack-finished-actions" className="mt-5 flex flex-col items-center gap-3">
        <div className="flex w-full flex-col justify-center gap-3 sm:flex-row">
          {offerPack ? (
            <Button size="lg" onClick={onNext}>
              <SkipForward aria-hidden className="size-5" /> Play {next!.name}
            </Button>
          ) : null}
          {offerOther ? (
            <Button size="lg" onClick={offerOther.onSelect}>
              <SkipForward aria-hidden className="size-5" /> {offerOther.label}
            </Button>
          ) : null}
          <Button variant="secondary" size="lg" onClick={onRestart}>
            <RotateCcw aria-hidden className="size-4" /> Start {packName} again
          </Button>
        </div>
        {onSettings ? (
          <Button variant="ghost" size="sm" onClick={onSettings}>
            Change settings
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
