import { useMemo, useState, type ReactNode } from "react";
import { bucketListProgress } from "@domain/guides/bucket-filters";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { titleCase, toggleTick } from "@domain/guides/bucket-list";
import { idListValidator } from "~/lib/guides/device-state";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { BucketCard, BucketProgress } from "./bucket-list";
import { HydrateLater } from "~/components/ui/hydrate-later";
import { Switch } from "./switch";
import { DifficultyBadge } from "./activity-chrome";
import type { DIFFICULTY_TONE } from "./theme";

/** What a bucket-list card needs of an idea: the pages add their own details. */
export interface BucketIdea {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly difficulty: keyof typeof DIFFICULTY_TONE;
  readonly tips: readonly string[];
  readonly spiceTips?: readonly string[];
}

/**
 * The frame of a bucket-list page (honeymoon, first night): progress with its completion message, the page's
 * filters and the "Show extra tips" switch, the summary line and the grid of tickable cards. Ticks stay on the
 * device under `ticksKey`. The page owns its filters and passes the ideas they leave visible.
 */
export function BucketListPage<Idea extends BucketIdea>({
  heading,
  lead,
  ideas,
  visible,
  ticksKey,
  progressOver,
  progressText,
  filters,
  summary,
  details,
  empty,
  footer,
}: {
  heading: string;
  lead: string;
  /** Every idea of the list (ticks of other ids are dropped). */
  ideas: readonly Idea[];
  /** The ideas the page's filters leave visible. */
  visible: readonly Idea[];
  ticksKey: string;
  /** Whether completion counts every idea or only the visible ones. */
  progressOver: "all" | "visible";
  progressText: { scope: string; completeTitle: string; completeMessage: string };
  filters: ReactNode;
  /** The end of the "Showing N ideas…" line; receives how many visible ideas are ticked. */
  summary: (visibleDone: number) => ReactNode;
  details: (idea: Idea) => ReactNode;
  /** Shown instead of the grid when no idea is visible. */
  empty?: ReactNode;
  footer: ReactNode;
}) {
  const validateTicks = useMemo(() => idListValidator(ideas.map((idea) => idea.id)), [ideas]);
  const [showExtra, setShowExtra] = useState(false);
  const [ticked, setTicked] = useDeviceState<string[]>(ticksKey, [], validateTicks);
  const tickedSet = useMemo(() => new Set(ticked), [ticked]);
  const progress = bucketListProgress(progressOver === "all" ? ideas : visible, tickedSet);
  const visibleDone = visible.filter((idea) => tickedSet.has(idea.id)).length;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <PageHeader title={heading} lead={lead} />

      <div className="grid gap-4 lg:grid-cols-[1fr_1.4fr]">
        <BucketProgress
          done={progress.done}
          total={progress.total}
          complete={progress.complete}
          {...progressText}
          onReset={() => setTicked([])}
        />
        <div className="space-y-5 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5">
          {filters}
          <div className="border-t border-border pt-2">
            <Switch label="Show extra tips" checked={showExtra} onCheckedChange={setShowExtra} />
          </div>
        </div>
      </div>

      <p className="mt-8 text-sm text-muted" aria-live="polite">
        Showing {visible.length} {visible.length === 1 ? "idea" : "ideas"}
        {summary(visibleDone)}
      </p>
      {visible.length === 0 && empty ? (
        empty
      ) : (
        <HydrateLater>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((idea) => (
              <li key={idea.id} className="card-drawn-near-screen">
                <BucketCard
                  id={idea.id}
                  title={idea.title}
                  description={idea.description}
                  checked={tickedSet.has(idea.id)}
                  onToggle={() => setTicked((current) => toggleTick(current, idea.id))}
                  badges={
                    <>
                      <Badge tone="rose">{titleCase(idea.category)}</Badge>
                      <DifficultyBadge difficulty={idea.difficulty} />
                    </>
                  }
                  details={details(idea)}
                  tips={idea.tips}
                  extraTips={showExtra ? idea.spiceTips : undefined}
                />
              </li>
            ))}
          </ul>
        </HydrateLater>
      )}
      <p className="mt-10 text-center text-sm text-muted">{footer}</p>
    </div>
  );
}
