import { Heart, MoonStar, PackageOpen, Sparkles } from "lucide-react";
import { Button } from "~/components/ui/button";
import { bannerTitle, type Banner } from "~/lib/journey/journey";
import { cx } from "~/lib/class-names";

const copy: Record<Banner["kind"], (banner: Banner) => string> = {
  ready: () => "Your next position is waiting. Reveal it together whenever you are both ready.",
  wait: (banner) =>
    `Today's reveal is yours to enjoy. Day ${banner.kind === "wait" ? banner.day : ""} unlocks tomorrow, so save a little anticipation for later.`,
  complete: () =>
    "Seven days, seven new ways to be close. Download your poster, then begin a fresh journey whenever you like.",
  empty: () =>
    "There are no positions to reveal just yet. Check back soon: your journey fills itself in the moment they arrive.",
};

const icons = { ready: Sparkles, wait: MoonStar, complete: Heart, empty: PackageOpen } as const;

/** 'Day N Ready!', 'Come Back Tomorrow' or 'Journey Complete!' (with a start-again button). */
export function JourneyBanner({ banner, onStartAgain }: { banner: Banner | null; onStartAgain: () => void }) {
  if (!banner) {
    // The same shape as the banner it turns into once the device's journey is read, so nothing below it moves.
    return (
      <section
        aria-label="Journey status"
        aria-busy="true"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 sm:flex-row sm:items-center"
      >
        <span aria-hidden className="size-12 shrink-0 rounded-full bg-surface-2" />
        <div className="flex-1">
          <p className="text-2xl font-semibold text-muted">Your journey</p>
          <p className="mt-1 min-h-12 text-muted sm:min-h-0">Loading your journey from this device…</p>
        </div>
      </section>
    );
  }
  const Icon = icons[banner.kind];
  return (
    <section
      aria-live="polite"
      aria-label="Journey status"
      className={cx(
        "flex flex-col gap-4 rounded-[var(--radius-card)] border p-5 sm:flex-row sm:items-center",
        banner.kind === "ready" || banner.kind === "complete"
          ? "border-rose/60 bg-rose/10"
          : "border-border bg-surface/90",
      )}
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-rose to-coral text-accent-fg">
        <Icon aria-hidden className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="text-2xl font-semibold">{bannerTitle(banner)}</h2>
        <p className="mt-1 min-h-12 text-muted sm:min-h-0">{copy[banner.kind](banner)}</p>
      </div>
      {banner.kind === "complete" ? <Button onClick={onStartAgain}>Start a New Journey</Button> : null}
    </section>
  );
}
