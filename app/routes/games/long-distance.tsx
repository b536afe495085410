import { usePageInfo } from "~/lib/page-info";
import {
  CalendarDays,
  ChevronDown,
  Clock,
  Gift,
  Heart,
  ListChecks,
  MessageCircle,
  Play,
  Shuffle,
  Sparkles,
  Video,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useMemo, useRef, useState, type Ref } from "react";
import { LONG_DISTANCE_TABS } from "@content/guides/long-distance";
import { ALL_LONG_DISTANCE_ACTIVITIES } from "@content/guides/long-distance-all";
import { MORE_LONG_DISTANCE_ACTIVITIES } from "@content/guides/long-distance-more";
import type { LongDistanceActivity, LongDistanceTab, LongDistanceType } from "@content/guides/long-distance";
import { LongDistanceIcon as ContentIcon } from "~/components/guides/long-distance-icon";
import { StepWalkthrough } from "~/components/guides/step-walkthrough";
import { BulletCard, DifficultyBadge, FactBadge, FactsLine } from "~/components/guides/activity-chrome";
import { focusAndReveal } from "~/components/guides/use-focus-on-change";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/home/tabs";
import { useToast } from "~/components/ui/toast";
import { titleCase } from "~/lib/guides/bucket-list";
import { pickWithoutRepeat } from "~/lib/guides/no-repeat";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { idListValidator } from "~/lib/guides/device-state";
import {
  activitiesForTabIn,
  LONG_DISTANCE_PAGE_SIZE,
  nextStep,
  openActivity,
  previousStep,
  tabsWithActivities,
  visibleActivities,
  type LongDistanceStepView,
} from "@domain/guides/long-distance";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/long-distance";

// The activities and tabs travel in the loader data, not in the page's JavaScript. The later activities join the
// tabs of their category and type, after each tab's curated ones.
export function loader() {
  return {
    activities: ALL_LONG_DISTANCE_ACTIVITIES,
    tabs: tabsWithActivities(LONG_DISTANCE_TABS, MORE_LONG_DISTANCE_ACTIVITIES),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/long-distance", matches);

const TYPE_ICONS: Record<LongDistanceType, LucideIcon> = {
  video_call: Video,
  messaging: MessageCircle,
  surprise: Gift,
  planning: CalendarDays,
  other: Sparkles,
};
const TYPE_LABELS: Record<LongDistanceType, string> = {
  video_call: "Video call",
  messaging: "Messaging",
  surprise: "Surprise",
  planning: "Planning",
  other: "Together apart",
};

export default function LongDistancePage({ loaderData }: Route.ComponentProps) {
  const { activities, tabs } = loaderData;
  const page = usePageInfo("/games/long-distance");
  const { toast } = useToast();
  const [tab, setTab] = useState<string>(tabs[0]!.id);
  const [view, setView] = useState<LongDistanceStepView>(null);
  const validateSeen = useMemo(() => idListValidator(activities.map((entry) => entry.id)), [activities]);
  const [seen, setSeen] = useDeviceState<string[]>(DEVICE_KEYS.longDistanceSeen, [], validateSeen);
  const activity = view ? activities.find((entry) => entry.id === view.activityId) : undefined;

  const walkthroughHeading = useRef<HTMLHeadingElement>(null);
  const browseHeading = useRef<HTMLHeadingElement>(null);
  const openId = activity?.id ?? null;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusAndReveal(openId ? walkthroughHeading.current : browseHeading.current);
  }, [openId]);

  function start(next: LongDistanceActivity) {
    setView(openActivity(next));
  }

  function randomActivity() {
    const pick = pickWithoutRepeat(activities, seen, Math.random, view?.activityId);
    if (!pick) return;
    setSeen(pick.seen);
    setView(openActivity(pick.item));
    if (pick.restarted) {
      toast({
        title: "A fresh round of ideas",
        description: `You have tried all ${activities.length} activities, so the random picks start over.`,
        duration: 4000,
      });
    }
  }

  function complete(done: LongDistanceActivity) {
    setView(null);
    toast({
      title: "Activity complete",
      description: `${done.title}: lovely work, you two. Pick another whenever you miss each other.`,
      duration: 4000,
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description}>
        <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={randomActivity}>
            <Shuffle aria-hidden className="size-5" />
            Random Activity
          </Button>
          <p className="text-sm text-muted">
            {activities.length} activities · {tabs.length} themes · step by step
          </p>
        </div>
      </PageHeader>

      {activity && view ? (
        <div className="mx-auto max-w-3xl">
          <StepWalkthrough
            eyebrow={
              <span className="inline-flex items-center gap-2">
                <ActivityTypeIcon type={activity.type} className="size-4" />
                {TYPE_LABELS[activity.type]} · {titleCase(activity.category)}
              </span>
            }
            title={activity.title}
            headingRef={walkthroughHeading}
            meta={
              <>
                <FactBadge>{activity.duration}</FactBadge>
                <DifficultyBadge difficulty={activity.difficulty} />
                <p className="mt-1 w-full text-muted">{activity.description}</p>
                <div className="mt-1 w-full text-sm">
                  <span className="font-semibold">You will need: </span>
                  <span className="text-muted">{activity.requirements.join(" · ")}</span>
                </div>
              </>
            }
            step={view.step}
            total={activity.instructions.length}
            onPrevious={() => setView((current) => previousStep(current))}
            onNext={() => setView((current) => nextStep(current, activity))}
            onComplete={() => complete(activity)}
            footer={
              <>
                <Button variant="secondary" onClick={() => setView(null)}>
                  <ListChecks aria-hidden className="size-5" />
                  Choose Different Activity
                </Button>
                <Button variant="ghost" className="border border-border" onClick={randomActivity}>
                  <Shuffle aria-hidden className="size-5" />
                  Random Activity
                </Button>
              </>
            }
          >
            <p className="text-lg leading-relaxed sm:text-xl">{activity.instructions[view.step]}</p>
          </StepWalkthrough>
        </div>
      ) : (
        <section aria-labelledby="browse-heading">
          <h2 id="browse-heading" ref={browseHeading} tabIndex={-1} className="sr-only">
            Ideas and activities by theme
          </h2>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Themes" className="sm:flex-wrap sm:justify-center sm:rounded-3xl">
              {tabs.map((entry) => (
                <TabsTrigger key={entry.id} value={entry.id} className="inline-flex items-center gap-2">
                  <ContentIcon name={entry.icon} className="size-4" />
                  {entry.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((entry) => (
              <TabsContent key={entry.id} value={entry.id} className="mt-8 focus-visible:outline-none">
                <TabPanel tab={entry} activities={activitiesForTabIn(activities, entry)} onStart={start} />
              </TabsContent>
            ))}
          </Tabs>
        </section>
      )}

      <aside className="mx-auto mt-14 max-w-3xl rounded-[var(--radius-card)] border border-border bg-surface/70 p-6 text-center">
        <Heart aria-hidden className="mx-auto size-6 text-rose" />
        <h2 className="mt-2 text-2xl font-semibold">Distance, handled gently</h2>
        <p className="mt-2 text-muted">
          Agree on times that suit both time zones, keep anything private between the two of you, and remember that
          either of you can pause or swap an activity at any point. Closeness comes from attention, not perfection.
        </p>
      </aside>
    </div>
  );
}

function ActivityTypeIcon({ type, className }: { type: LongDistanceType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return <Icon aria-hidden className={className} />;
}

function TabPanel({
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

function ActivityCard({
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
