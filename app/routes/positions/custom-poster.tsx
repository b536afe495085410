import { usePageInfo } from "~/lib/page-info";
import { useState } from "react";
import { DayCard } from "~/components/journey/day-card";
import { JourneyBanner } from "~/components/journey/journey-banner";
import { PositionDetail } from "~/components/journey/position-detail";
import { PlannedJourney } from "~/components/journey/planned-journey";
import { PosterActions } from "~/components/journey/poster-actions";
import { SidePanel } from "~/components/journey/side-panel";
import { ThemePicker } from "~/components/journey/theme-picker";
import { useJourney } from "~/components/journey/use-journey";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { sitePageHead } from "~/lib/head";
import {
  cycleNumber,
  isComplete,
  JOURNEY_DAYS,
  journeyBanner,
  progressPercent,
  revealedCount,
  slotDisplay,
  slotForDay,
} from "~/lib/journey/journey";
import { posterTitle, SUBTITLE_MAX, THEME_PALETTES, TITLE_MAX } from "~/lib/journey/settings";
import { decodeJourneyIds } from "~/lib/journey/link";
import { readPool, readPoolPosition } from "~/lib/journey/storage";
import { posterPoolFrom, posterPositionsFor } from "@server/services/game-positions/poster-pool";
import type { Route } from "./+types/custom-poster";

/**
 * The pool is the admin's journey positions (topped up from the catalogue); the journey lives on the device. A link
 * from the planner or a partner (`?journey=id~id…`, see ~/lib/journey/link) names the positions of a planned
 * journey: they are looked up here, and a bad or unknown id is simply not shown.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const [{ positions }, defaults] = await Promise.all([
    services.gamePositions.journey.list(),
    services.defaultImages.list(),
  ]);
  const ids = decodeJourneyIds(new URL(request.url).searchParams);
  const planned = ids
    ? posterPositionsFor(ids, positions, defaults)
        .map(readPoolPosition)
        .filter((position) => position !== null)
    : [];
  return { pool: readPool(posterPoolFrom(positions, defaults, services.random)), planned };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/positions/custom-poster", matches);

const placeholderDays = Array.from({ length: JOURNEY_DAYS }, (_, index) => ({ day: index + 1, position: null }));

export default function CustomPosterPage({ loaderData }: Route.ComponentProps) {
  const { pool, planned } = loaderData;
  const page = usePageInfo("/positions/custom-poster");
  const {
    journey,
    settings,
    today,
    reveal,
    reset,
    updateSettings,
    saveSettings,
    restoredFromCorrupt,
    plan,
    adoptPlan,
  } = useJourney(pool, planned);
  const { toast } = useToast();
  const [detailDay, setDetailDay] = useState<number | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [confirmPlan, setConfirmPlan] = useState(false);

  const palette = THEME_PALETTES[settings.theme];
  const ready = journey && today ? { journey, today } : null;
  const banner = ready ? journeyBanner(ready.journey, ready.today) : null;
  const percent = journey ? progressPercent(journey.slots) : 0;
  const revealed = journey ? revealedCount(journey.slots) : 0;
  const cycle = ready ? cycleNumber(ready.journey.state.startDate, ready.today) : 1;
  const canStartOver = pool.length > 0;
  const detailSlot = journey && detailDay !== null ? (slotForDay(journey, detailDay) ?? null) : null;

  function handleReveal() {
    const result = reveal();
    if (!result) return;
    if (result.ok) {
      setDetailDay(result.day);
    } else if (result.reason === "already-revealed-today") {
      toast({ title: "Come back tomorrow", description: "One reveal a day keeps the anticipation sweet." });
    }
  }

  function closeDetail() {
    const day = detailDay;
    setDetailDay(null);
    if (day !== null) window.requestAnimationFrame(() => document.getElementById(`journey-day-${day}`)?.focus());
  }

  function startOver() {
    setConfirmReset(false);
    setDetailDay(null);
    if (reset())
      toast({
        title: "A new journey has begun",
        description: "Seven fresh positions are waiting, one a day.",
        duration: 2000,
      });
  }

  function startPlan() {
    setConfirmPlan(false);
    setDetailDay(null);
    if (adoptPlan())
      toast({ title: "Your journey has begun", description: "Day 1 is ready to reveal.", duration: 2000 });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />

      {planned.length > 0 && plan !== "none" ? (
        <div className="mb-6">
          <PlannedJourney positions={planned} plan={plan} onStart={() => setConfirmPlan(true)} />
        </div>
      ) : null}

      {restoredFromCorrupt ? (
        <p role="status" className="mb-4 rounded-2xl border border-warning/50 bg-warning/10 p-4 text-sm">
          Your saved journey on this device could not be read, so a fresh one has started.
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <JourneyBanner banner={banner} onStartAgain={() => (canStartOver ? setConfirmReset(true) : undefined)} />

          <section
            aria-labelledby="poster-heading"
            className="rounded-[var(--radius-card)] p-5 text-white shadow-glow transition-[background] sm:p-8"
            style={{ background: `linear-gradient(160deg, ${palette.to}, ${palette.from})` }}
          >
            <p className="text-center text-xs font-semibold uppercase tracking-[0.2em] text-white">
              Your 7-day journey
            </p>
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

            {pool.length === 0 && (!journey || journey.slots.every((slot) => !slot.scratchPosition)) ? (
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
                      onReveal={handleReveal}
                      onOpen={() => setDetailDay(slot.day)}
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

          <Card className="flex flex-col gap-5">
            <h2 className="text-2xl font-semibold">Design Your Poster</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Title" hint={`Up to ${TITLE_MAX} characters`}>
                {(id, describedBy) => (
                  <Input
                    id={id}
                    aria-describedby={describedBy}
                    value={settings.title}
                    maxLength={TITLE_MAX}
                    onChange={(event) => updateSettings({ title: event.target.value })}
                  />
                )}
              </Field>
              <Field label="Subtitle" hint={`Up to ${SUBTITLE_MAX} characters`}>
                {(id, describedBy) => (
                  <Input
                    id={id}
                    aria-describedby={describedBy}
                    value={settings.subtitle}
                    maxLength={SUBTITLE_MAX}
                    onChange={(event) => updateSettings({ subtitle: event.target.value })}
                  />
                )}
              </Field>
            </div>
            <ThemePicker value={settings.theme} onChange={(theme) => updateSettings({ theme })} />
            <PosterActions
              journey={journey}
              settings={settings}
              today={today}
              onSave={saveSettings}
              onReset={() => setConfirmReset(true)}
              canReset={canStartOver}
            />
            {!canStartOver ? (
              <p className="text-sm text-muted">Reset becomes available once positions are ready.</p>
            ) : null}
          </Card>
        </div>

        <SidePanel journey={journey} today={today} />
      </div>

      <PositionDetail slot={detailSlot} onClose={closeDetail} />

      <Dialog
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        title="Start a new journey?"
        description={
          journey && isComplete(journey.state)
            ? "Your finished journey will be cleared and seven new positions chosen. Download your poster first if you want to keep it."
            : "This clears your progress on this device and chooses seven new positions, starting again from Day 1 today."
        }
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmReset(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={startOver}>
            Start Over
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={confirmPlan}
        onClose={() => setConfirmPlan(false)}
        title="Start this journey?"
        description="The journey on your poster now, and what you have revealed of it, will be replaced by this one, starting from Day 1 today."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmPlan(false)}>
            Keep mine
          </Button>
          <Button onClick={startPlan}>Start this journey</Button>
        </div>
      </Dialog>
    </div>
  );
}
