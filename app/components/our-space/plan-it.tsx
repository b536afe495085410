/**
 * The quiet "Plan it" control of a shared favourite, a desire match or a bucket-list idea. An item already planned
 * says so instead ("Planned for Friday 12 December", in the phone's language and region) and opens its plan, so it is
 * never planned twice by accident. The sheet (and the space's code behind it) loads only when tapped, so the pages
 * that show the control carry almost nothing for it. Shown once the page runs, so no control is painted that a tap
 * could not yet answer.
 */
import { CalendarCheck, CalendarHeart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import { useReaderLocale } from "~/components/ui/local-time";
import { cx } from "~/lib/class-names";
import { useKeepForOffline } from "~/lib/keep-for-offline";
import { planOf, useKnownPlans } from "~/lib/our-space/use-known-plans";
import { useHydrated } from "~/lib/use-hydrated";
import { planWhenText } from "./plan-date";
import type { PlanTarget } from "./plan-target";

const loadPlanSheet = () => import("./plan-sheet");
const PlanSheet = lazy(loadPlanSheet);

export type { PlanTarget } from "./plan-target";

/** A desire-match card as a plan's item: a position card plans the position itself, so "Loved it" files it. */
export const planItemOfCard = (cardId: string) => (cardId.startsWith("position:") ? cardId : `desire:${cardId}`);

export function PlanIt({
  target,
  className,
  label = "Plan it",
  change = false,
}: {
  target: PlanTarget;
  className?: string;
  label?: string;
  /** The control changes a plan shown beside it (Our space's list): it opens the form, whatever is planned. */
  change?: boolean;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const plans = useKnownPlans();
  const locale = useReaderLocale();
  useKeepForOffline(loadPlanSheet, hydrated);
  if (!hydrated) return null;
  const planned = change ? undefined : planOf(plans, target.item);
  const when = planned ? planWhenText(planned, locale) : "";
  return (
    <>
      {planned ? (
        <Button
          variant="ghost"
          size="sm"
          className={cx("gap-1.5 text-success hover:text-fg", className)}
          aria-label={`${target.label}: planned for ${when}. Open the plan`}
          data-testid="plan-planned"
          data-item={target.item}
          onClick={() => setOpen(true)}
        >
          <CalendarCheck aria-hidden className="size-4 shrink-0" /> <span>Planned for {when}</span>
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className={cx("gap-1.5 text-muted hover:text-fg", className)}
          aria-label={`${label}: ${target.label}`}
          data-testid="plan-it"
          onClick={() => setOpen(true)}
        >
          <CalendarHeart aria-hidden className="size-4" /> {label}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <PlanSheet target={target} planned={planned} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
