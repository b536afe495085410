/**
 * The quiet "Plan it" control of a shared favourite, a desire match or a bucket-list idea. The sheet (and the space's
 * code behind it) loads only when tapped, so the pages that show the control carry almost nothing for it. Shown once
 * the page runs, so no control is painted that a tap could not yet answer.
 */
import { CalendarHeart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/class-names";
import { useKeepForOffline } from "~/lib/keep-for-offline";
import { useHydrated } from "~/lib/use-hydrated";
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
}: {
  target: PlanTarget;
  className?: string;
  label?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  useKeepForOffline(loadPlanSheet, hydrated);
  if (!hydrated) return null;
  return (
    <>
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
      {open ? (
        <Suspense fallback={null}>
          <PlanSheet target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
