import { CalendarX, LockKeyhole, Sparkles } from "lucide-react";
import type { JourneySlot, SlotDisplay } from "~/lib/journey/journey";
import { cx } from "~/lib/class-names";
import { PositionMedia } from "./position-media";

const base = "flex h-full min-h-40 w-full flex-col rounded-2xl border p-3 text-left text-white";

/**
 * One day of the journey in its display state: revealed ('Day N ✓', opens the detail), ready ('Reveal Day N',
 * pulsing), missed or locked. Sits on the poster's themed gradient, so its text is white.
 */
export function DayCard({
  id,
  slot,
  display,
  waitingForTomorrow,
  disabled,
  onReveal,
  onOpen,
}: {
  id?: string;
  slot: Pick<JourneySlot, "day" | "position">;
  display: SlotDisplay;
  /** This is the next day and today's reveal is used. */
  waitingForTomorrow?: boolean;
  disabled?: boolean;
  onReveal?: () => void;
  onOpen?: () => void;
}) {
  const { day, position } = slot;
  if (display === "revealed" && position) {
    return (
      <button
        id={id}
        type="button"
        onClick={onOpen}
        className={cx(base, "gap-2 border-white/40 bg-white/15 transition hover:bg-white/25 focus-visible:bg-white/25")}
      >
        <PositionMedia position={position} />
        <span className="text-xs font-bold uppercase tracking-wider text-white">Day {day} ✓</span>
        <span className="line-clamp-2 font-display text-lg font-semibold leading-snug">{position.name}</span>
        <span className="sr-only">, show details</span>
      </button>
    );
  }
  if (display === "ready") {
    return (
      <button
        id={id}
        type="button"
        onClick={onReveal}
        disabled={disabled}
        className={cx(
          base,
          "items-center justify-center gap-3 border-white/70 bg-white/10 text-center transition hover:bg-white/20 motion-safe:animate-pulse-soft",
        )}
      >
        <Sparkles aria-hidden className="size-8" />
        <span className="font-display text-lg font-semibold sm:text-xl">Reveal Day {day}</span>
        <span className="text-sm text-white">Tap to uncover today&rsquo;s position</span>
      </button>
    );
  }
  const missed = display === "missed";
  return (
    <div
      className={cx(base, "items-center justify-center gap-2 border-dashed border-white/35 bg-black/10 text-center")}
    >
      {missed ? (
        <CalendarX aria-hidden className="size-7 text-white/80" />
      ) : (
        <LockKeyhole aria-hidden className="size-7 text-white/70" />
      )}
      <span className="font-display text-xl font-semibold">Day {day}</span>
      <span className="text-sm font-medium text-white">
        {missed ? "Missed" : waitingForTomorrow ? "Unlocks tomorrow" : "Locked"}
      </span>
    </div>
  );
}
