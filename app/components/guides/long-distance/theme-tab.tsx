/**
 * One theme of the long-distance page: its idea cards, then its activities, a page at a time.
 */
import { ChevronDown, Clock, Heart, ListChecks, Play } from "lucide-react";
import { useEffect, useRef, useState, type Ref } from "react";
import type { LongDistanceActivity, LongDistanceTab } from "@content/guides/long-distance";
import { LongDistanceIcon as ContentIcon } from "~/components/guides/long-distance-icon";
import { BulletCard, DifficultyBadge, FactsLine } from "~/components/guides/activity-chrome";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LONG_DISTANCE_PAGE_SIZE, visibleActivities } from "@domain/guides/long-distance";

import { ActivityTypeIcon, TYPE_LABELS } from "./activity-type";

export function TabPanel({
  tab,
  activities,
  onStart,
}: {
  tab: LongDistanceTab;
  activities: readonly LongDistanceActivity[];
  onStart: (activity: LongDistanceActivity) => void;
}) {
  // A sensible number at first (a phone stays readable), more on request; the first new card takes focus.
  const [shown, setShown] = useState(LONG_DISTANCE_PAGE_SIZE);
  const { visible, hidden } = visibleActivities(activities, shown);
  const firstNew = useRef<HTMLHeadingElement>(null);
  const grown = useRef(false);
  useEffect(() => {
    if (!grown.current) return;
    grown.current = false;
    firstNew.current?.focus();
  }, [shown]);
  return (
    <div>
      <div className="grid gap-4 md:grid-cols-2">
        {tab.sections.map((section) => (
          <BulletCard
            key={section.title}
            heading="h3"
            title={section.title}
            icon={<ContentIcon name={tab.icon} className="size-5 text-rose" />}
            items={section.ideas}
            bullet={<Heart aria-hidden className="mt-1 size-4 shrink-0 text-coral" />}
            className="bg-gradient-to-br from-surface to-surface-2/60"
          />
        ))}
      </div>

      <h3 className="mt-10 text-2xl font-semibold">{tab.label} activities</h3>
      <p className="mt-1 text-sm text-muted" data-testid="ld-count">
        Showing {visible.length} of {activities.length}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((activity, index) => (
          <li key={activity.id}>
            <ActivityCard
              activity={activity}
              onStart={onStart}
              headingRef={index === shown - LONG_DISTANCE_PAGE_SIZE && index > 0 ? firstNew : undefined}
            />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <div className="mt-6 text-center">
          <Button
            variant="secondary"
            onClick={() => {
              grown.current = true;
              setShown(visible.length + LONG_DISTANCE_PAGE_SIZE);
            }}
          >
            <ChevronDown aria-hidden className="size-4" />
            Show {Math.min(hidden, LONG_DISTANCE_PAGE_SIZE)} more
            <span className="text-sm font-normal text-muted">({hidden} not shown)</span>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function ActivityCard({
  activity,
  onStart,
  headingRef,
}: {
  activity: LongDistanceActivity;
  onStart: (activity: LongDistanceActivity) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const titleId = `activity-${activity.id}`;
  return (
    <Card className="flex h-full flex-col transition motion-safe:hover:-translate-y-0.5 hover:border-rose/60">
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-2 text-sm font-semibold text-rose">
          <ActivityTypeIcon type={activity.type} className="size-4" />
          {TYPE_LABELS[activity.type]}
        </span>
        <DifficultyBadge difficulty={activity.difficulty} />
      </div>
      <h4
        id={titleId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mt-3 font-display text-xl font-semibold outline-none"
      >
        {activity.title}
      </h4>
      <p className="mt-2 flex-1 text-muted">{activity.description}</p>
      <FactsLine
        className="mt-4"
        facts={[
          { icon: Clock, text: activity.duration },
          { icon: ListChecks, text: `${activity.instructions.length} steps` },
        ]}
      />
      <Button
        variant="secondary"
        className="mt-4 w-full"
        aria-label={`Start Activity: ${activity.title}`}
        onClick={() => onStart(activity)}
      >
        <Play aria-hidden className="size-4" />
        Start Activity
      </Button>
    </Card>
  );
}
