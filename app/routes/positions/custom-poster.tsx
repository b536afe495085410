import { usePageInfo } from "~/lib/page-info";
import { useState } from "react";
import { JourneyBanner } from "~/components/journey/journey-banner";
import { PositionDetail } from "~/components/journey/position-detail";
import { PlannedJourney } from "~/components/journey/planned-journey";
import { SidePanel } from "~/components/journey/side-panel";
import { useJourney } from "~/components/journey/use-journey";
import { PageHeader } from "~/components/page-header";
import { ConfirmDialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { sitePageHead } from "~/lib/head";
import { isComplete, journeyBanner, slotForDay } from "~/lib/journey/journey";
import { decodeJourneyIds } from "~/lib/journey/link";
import { readPool, readPoolPosition } from "~/lib/journey/storage";
import { posterPoolFrom, posterPositionsFor } from "@server/services/journey/poster-pool";
import type { Route } from "./+types/custom-poster";
import { JourneyPoster } from "~/components/journey/journey-poster";
import { PosterDesign } from "~/components/journey/poster-design";

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

export default function CustomPosterPage({ loaderData }: Route.ComponentProps) {
  const { pool, planned } = loaderData;
  const page = usePageInfo("/positions/custom-poster");
  const poster = useJourney(pool, planned);
  const { journey, settings, today, reveal, reset, restoredFromCorrupt, plan, adoptPlan } = poster;
  const { toast } = useToast();
  const [detailDay, setDetailDay] = useState<number | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [confirmPlan, setConfirmPlan] = useState(false);

  const ready = journey && today ? { journey, today } : null;
  const banner = ready ? journeyBanner(ready.journey, ready.today) : null;
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

          <JourneyPoster
            journey={journey}
            today={today}
            settings={settings}
            poolEmpty={pool.length === 0}
            banner={banner}
            onReveal={handleReveal}
            onOpen={setDetailDay}
          />

          <PosterDesign poster={poster} canStartOver={canStartOver} onReset={() => setConfirmReset(true)} />
        </div>

        <SidePanel journey={journey} today={today} />
      </div>

      <PositionDetail slot={detailSlot} onClose={closeDetail} />

      <ConfirmDialog
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        title="Start a new journey?"
        description={
          journey && isComplete(journey.state)
            ? "Your finished journey will be cleared and seven new positions chosen. Download your poster first if you want to keep it."
            : "This clears your progress on this device and chooses seven new positions, starting again from Day 1 today."
        }
        cancelLabel="Cancel"
        confirmLabel="Start Over"
        onConfirm={startOver}
      />

      <ConfirmDialog
        open={confirmPlan}
        onClose={() => setConfirmPlan(false)}
        title="Start this journey?"
        description="The journey on your poster now, and what you have revealed of it, will be replaced by this one, starting from Day 1 today."
        cancelLabel="Keep mine"
        confirmLabel="Start this journey"
        onConfirm={startPlan}
        confirmVariant="primary"
      />
    </div>
  );
}
