/**
 * One love-language activity: its detail view and its step-by-step try-it view.
 */
import { ListChecks, Package } from "lucide-react";
import { useNavigate } from "react-router";
import type { LoveLanguageActivity } from "@content/guides/love-languages";
import { BackLink } from "~/components/guides/back-link";
import { LoveLanguageIcon as ContentIcon } from "~/components/guides/love-language-icon";
import { startSteps, StepViewer } from "~/components/guides/step-viewer";
import { TINT } from "~/components/guides/theme";
import { BulletCard, DifficultyBadge, FactBadge, StartRow } from "~/components/guides/activity-chrome";
import { CardGrid, ViewHeading } from "~/components/guides/view-frame";
import { Card, NumberedSteps } from "~/components/ui/card";

import { href, useLoveLanguages } from "./shared";
import { ActivityLinkCard } from "./languages";

export function ActivityDetail({
  activity,
  headingRef,
}: {
  activity: LoveLanguageActivity;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { findLoveLanguage, activitiesForLanguage } = useLoveLanguages();
  const language = findLoveLanguage(activity.type);
  const navigate = useNavigate();
  const others = activitiesForLanguage(activity.type).filter((entry) => entry.id !== activity.id);
  const startTrying = () => startSteps(navigate, href({ kind: "try", activityId: activity.id, step: 0 }));
  return (
    <div className="pt-6">
      <BackLink to={href({ kind: "language", language: language.id })}>Back to {language.title}</BackLink>
      <ViewHeading
        eyebrow={language.title}
        title={activity.title}
        headingRef={headingRef}
        lead={activity.description}
        icon={<ContentIcon name={language.icon} className="size-7" />}
        iconClassName={TINT[language.color].chip}
      >
        <StartRow
          difficulty={activity.difficulty}
          duration={activity.duration}
          count={{ icon: ListChecks, text: `${activity.instructions.length} steps` }}
          startLabel="Try This Activity"
          onStart={startTrying}
        />
      </ViewHeading>

      <div className="mt-10 grid gap-4 md:grid-cols-[1.6fr_1fr]">
        <Card>
          <h2 className="text-2xl font-semibold">Instructions</h2>
          <NumberedSteps steps={activity.instructions} className="mt-4" />
        </Card>
        <BulletCard
          title="Materials"
          icon={<Package aria-hidden className="size-5 text-gold" />}
          items={activity.materials ?? []}
          className="h-fit"
          titleClassName="text-2xl"
          empty="Nothing to gather: just the two of you and a little time."
        />
      </div>

      {others.length > 0 ? (
        <section aria-labelledby="more-activities" className="mt-12">
          <h2 id="more-activities" className="text-2xl font-semibold">
            More {language.title.toLowerCase()} activities
          </h2>
          <CardGrid
            entries={others}
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            card={(entry) => <ActivityLinkCard activity={entry} />}
          />
        </section>
      ) : null}
    </div>
  );
}

export function TryActivity({
  activity,
  step,
  headingRef,
}: {
  activity: LoveLanguageActivity;
  step: number;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { findLoveLanguage } = useLoveLanguages();
  const language = findLoveLanguage(activity.type);
  return (
    <StepViewer
      detailHref={href({ kind: "activity", activityId: activity.id })}
      backLabel="Back to activity details"
      stepHref={(next) => href({ kind: "try", activityId: activity.id, step: next })}
      eyebrow={`Try this activity · ${language.title}`}
      title={activity.title}
      headingRef={headingRef}
      meta={
        <>
          <DifficultyBadge difficulty={activity.difficulty} />
          <FactBadge>{activity.duration}</FactBadge>
        </>
      }
      materials={activity.materials}
      step={step}
      total={activity.instructions.length}
      completeToast={{ title: "Activity complete", description: `${activity.title}: beautifully done.` }}
    >
      <p className="text-lg leading-relaxed sm:text-xl">{activity.instructions[step]}</p>
    </StepViewer>
  );
}
