import { CalendarHeart, Check } from "lucide-react";
import { Button } from "~/components/ui/button";
import { JOURNEY_DAYS, type PoolPosition } from "~/lib/journey/journey";

/**
 * The journey a link brought here (the home page's planner, or a partner's Share): its positions in order, named and
 * pictured, and whether it is this device's poster yet. A journey already under way is never replaced unasked: then
 * "Start this journey" asks first (the page's confirmation).
 */
export function PlannedJourney({
  positions,
  plan,
  onStart,
}: {
  positions: readonly PoolPosition[];
  plan: "reading" | "on-poster" | "waiting";
  onStart: () => void;
}) {
  const goesRound = positions.length < JOURNEY_DAYS;
  return (
    <section
      aria-labelledby="planned-heading"
      className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-4 sm:p-6"
      data-testid="planned-journey"
    >
      <div className="flex items-start gap-3">
        <CalendarHeart aria-hidden className="mt-1 size-6 shrink-0 text-rose" />
        <div className="min-w-0">
          <h2 id="planned-heading" className="text-xl font-semibold sm:text-2xl">
            Your journey, {positions.length} {positions.length === 1 ? "position" : "positions"}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {goesRound
              ? `Seven days, one reveal a day, going round these ${positions.length} in order.`
              : "Seven days, one reveal a day, in this order."}
          </p>
        </div>
      </div>
      <div className="mt-3 min-h-11" aria-live="polite">
        {plan === "on-poster" ? (
          <p className="flex items-start gap-2 text-sm font-semibold" role="status">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-rose" />
            <span>
              This journey is on your poster below.{" "}
              <a
                href="#poster-heading"
                className="inline-flex min-h-11 items-center text-rose underline underline-offset-4 sm:min-h-0"
              >
                Go to your poster
              </a>
            </span>
          </p>
        ) : plan === "waiting" ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted">Your poster already has a journey under way on this phone.</p>
            <Button onClick={onStart}>Start this journey</Button>
          </div>
        ) : null}
      </div>
      <ol className="mt-2 grid gap-1.5 sm:grid-cols-2" aria-label="Positions in this journey">
        {positions.map((position, index) => (
          <li
            key={`${position.id}-${index}`}
            className="flex min-w-0 items-center gap-3 rounded-2xl bg-surface-2/70 px-2 py-1.5"
            data-testid="planned-position"
          >
            {position.mediaType === "video" ? (
              <span aria-hidden className="h-10 w-14 shrink-0 rounded-lg bg-black/20" />
            ) : (
              <img
                src={position.image}
                alt=""
                width={56}
                height={40}
                loading="lazy"
                decoding="async"
                className="h-10 w-14 shrink-0 rounded-lg bg-black/10 object-cover"
              />
            )}
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-gradient-to-r from-rose to-coral text-sm font-bold text-accent-fg">
              {index + 1}
            </span>
            <span className="min-w-0 break-words font-semibold">{position.title}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
