import { usePageInfo } from "~/lib/page-info";
import { Heart, ListChecks, Shuffle } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { LongDistanceActivity, LongDistanceTab } from "@content/guides/long-distance";
import { LongDistanceIcon as ContentIcon } from "~/components/guides/long-distance-icon";
import { StepWalkthrough } from "~/components/guides/step-walkthrough";
import { DifficultyBadge, FactBadge } from "~/components/guides/activity-chrome";
import { focusAndReveal } from "~/components/guides/use-focus-on-change";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/home/tabs";
import { useToast } from "~/components/ui/toast";
import { titleCase } from "@domain/guides/bucket-list";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { idListValidator } from "~/lib/guides/device-state";
import {
  activitiesForTabIn,
  drawLongDistanceActivity,
  nextStep,
  openActivity,
  previousStep,
  type LongDistanceStepView,
} from "@domain/guides/long-distance";

import { ActivityTypeIcon, TYPE_LABELS } from "./activity-type";
import { TabPanel } from "./theme-tab";

/** Long distance: themed tabs of ideas and activities, a random pick, and each activity step by step. */
export function LongDistanceScreen({
  activities,
  tabs,
}: {
  activities: readonly LongDistanceActivity[];
  tabs: readonly LongDistanceTab[];
}) {
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
    const pick = drawLongDistanceActivity(activities, seen, Math.random, view?.activityId);
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
