/** The 7-day journey poster as it shows on the page: title, progress, the seven days and the signature. */

type Journey = ReturnType<typeof useJourney>;

const placeholderDays = Array.from({ length: JOURNEY_DAYS }, (_, index) => ({ day: index + 1, position: null }));
import { DayCard } from "./day-card";
import { useJourney } from "./use-journey";
import {
  cycleNumber,
  JOURNEY_DAYS,
  journeyBanner,
  progressPercent,
  revealedCount,
  slotDisplay,
} from "~/lib/journey/journey";
import { posterTitle, THEME_PALETTES } from "~/lib/journey/settings";

export function JourneyPoster({
  journey,
  today,
  settings,
  poolEmpty,
  banner,
  onReveal,
  onOpen,
}: {
  journey: Journey["journey"];
  today: Journey["today"];
  settings: Journey["settings"];
  poolEmpty: boolean;
  banner: ReturnType<typeof journeyBanner> | null;
  onReveal: () => void;
  onOpen: (day: number) => void;
}) {
  const palette = THEME_PALETTES[settings.theme];
  const ready = journey && today ? { journey, today } : null;
  const percent = journey ? progressPercent(journey.slots) : 0;
  const revealed = journey ? revealedCount(journey.slots) : 0;
  const cycle = ready ? cycleNumber(ready.journey.state.startDate, ready.today) : 1;
  return (
    <section
      aria-labelledby="poster-heading"
      className="rounded-[var(--radius-card)] p-5 text-white shadow-glow transition-[background] sm:p-8"
      style={{ background: `linear-gradient(160deg, ${palette.to}, ${palette.from})` }}
    >
      <p className="text-center text-xs font-semibold uppercase tracking-[0.2em] text-white">Your 7-day journey</p>
      <h2 id="poster-heading" className="mt-2 break-words text-center text-3xl font-semibold sm:text-4xl">
        {posterTitle(settings)}
      </h2>
      {settings.subtitle.trim() ? (
        <p className="mx-auto mt-2 max-w-xl break-words text-center text-white">{settings.subtitle}</p>
      ) : null}

      <div className="mx-auto mt-6 max-w-xl">
        <div className="flex items-baseline justify-between text-sm font-semibold">
          <span id="journey-progress-label">Journey progress</span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="journey-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% · ${revealed} of ${JOURNEY_DAYS} days revealed`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-white/20"
        >
          <div
            className="h-full rounded-full bg-white transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 text-center text-sm text-white">
          {revealed} of {JOURNEY_DAYS} revealed · <span>Cycle {cycle}</span>
        </p>
      </div>

      {poolEmpty && (!journey || journey.slots.every((slot) => !slot.scratchPosition)) ? (
        <p className="mx-auto mt-6 max-w-xl rounded-2xl bg-black/20 p-4 text-center text-sm">
          Our collection of positions is being prepared. Your days will fill in as soon as it is ready.
        </p>
      ) : null}

      <ol className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Seven days">
        {(journey?.slots ?? placeholderDays).map((slot) => {
          const display = ready && "id" in slot ? slotDisplay(ready.journey, slot, ready.today) : "locked";
          return (
            <li key={slot.day}>
              <DayCard
                id={`journey-day-${slot.day}`}
                slot={slot}
                display={display}
                waitingForTomorrow={banner?.kind === "wait" && banner.day === slot.day}
                onReveal={onReveal}
                onOpen={() => onOpen(slot.day)}
              />
            </li>
          );
        })}
      </ol>
      <p className="mt-6 flex items-center justify-center gap-2 font-display text-sm text-white" aria-hidden>
        <span className="relative inline-block h-3 w-5">
          <span className="absolute left-0 top-0 size-3 rounded-full border-2 border-white/80" />
          <span className="absolute right-0 top-0 size-3 rounded-full border-2 border-white/80" />
        </span>
        Entwine
      </p>
    </section>
  );
}
