/**
 * One romantic guide: its detail view, its step-by-step walkthrough, and the view of a guide that is not here.
 */
import { BookOpen, ChevronDown, Layers, Lightbulb, Package } from "lucide-react";
import { useNavigate } from "react-router";
import type { Ref } from "react";
import { BackLink } from "~/components/guides/back-link";
import { GuideIcon as ContentIcon } from "~/components/guides/guide-icon";
import { startSteps, StepViewer } from "~/components/guides/step-viewer";
import { TINT } from "~/components/guides/theme";
import { BulletCard, StartRow } from "~/components/guides/activity-chrome";
import { ViewHeading } from "~/components/guides/view-frame";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { NumberedSteps, StepNumber, TextList } from "~/components/ui/card";
import { guideWalkthrough } from "@domain/guides/guide-walkthrough";

import { type AnyGuide, PAGE_NAME, categoryOf, href, isCustom, useCategories } from "./shared";

export function GuideView({ guide, headingRef }: { guide: AnyGuide; headingRef: Ref<HTMLHeadingElement> }) {
  const category = categoryOf(useCategories(), guide.category);
  const navigate = useNavigate();
  const start = () => startSteps(navigate, href({ kind: "walkthrough", guideId: guide.id, step: 0 }));
  return (
    <div className="pt-6">
      <BackLink to={href({ kind: "category", category: category.id })}>Back to {category.title}</BackLink>
      <ViewHeading
        eyebrow={category.title}
        title={guide.title}
        headingRef={headingRef}
        lead={guide.description}
        icon={<ContentIcon name={guide.icon} className="size-7" />}
        iconClassName={TINT[guide.color].chip}
      >
        <StartRow
          leading={isCustom(guide) ? <Badge tone="gold">Your guide</Badge> : null}
          difficulty={guide.difficulty}
          duration={guide.duration}
          count={{ icon: Layers, text: `${guide.sections.length} sections` }}
          startLabel="Start This Guide"
          onStart={start}
        />
      </ViewHeading>

      <div className="mt-10 grid gap-6 lg:grid-cols-[1.7fr_1fr]">
        <section aria-labelledby="guide-sections">
          <h2 id="guide-sections" className="flex items-center gap-2 text-2xl font-semibold">
            <BookOpen aria-hidden className="size-5 text-rose" />
            The guide
          </h2>
          <div className="mt-4 space-y-3">
            {guide.sections.map((section, index) => (
              <details
                key={section.id}
                open={index === 0}
                className="group rounded-[var(--radius-card)] border border-border bg-surface/90 open:border-rose/40"
              >
                <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-[var(--radius-card)] px-5 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                  <StepNumber index={index} />
                  <span className="flex-1 font-display text-lg">{section.title}</span>
                  <ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition group-open:rotate-180" />
                </summary>
                <div className="px-5 pb-5">
                  <SectionBody
                    content={section.content}
                    steps={section.steps ?? []}
                    examples={section.examples ?? []}
                  />
                </div>
              </details>
            ))}
          </div>
        </section>

        <div className="space-y-4">
          <BulletCard
            title="Materials"
            icon={<Package aria-hidden className="size-5 text-gold" />}
            items={guide.materials ?? []}
          />
          <BulletCard
            title="Pro tips"
            icon={<Lightbulb aria-hidden className="size-5 text-gold" />}
            items={guide.tips}
            bullet="dot"
            className="border-gold/40 bg-gold/5"
          />
        </div>
      </div>
    </div>
  );
}

export function SectionBody({
  content,
  steps,
  examples,
}: {
  content: string;
  steps: readonly string[];
  examples: readonly string[];
}) {
  return (
    <div className="space-y-4">
      <p className="leading-relaxed text-fg/90">{content}</p>
      {steps.length > 0 ? <NumberedSteps steps={steps} small /> : null}
      {examples.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-muted">For example</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {examples.map((example) => (
              <li key={example} className="rounded-xl border border-border bg-surface-2/70 px-3 py-1.5 text-sm">
                {example}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function GuideWalkthrough({
  guide,
  step,
  headingRef,
}: {
  guide: AnyGuide;
  step: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const categories = useCategories();
  const steps = guideWalkthrough(guide);
  const current = steps[step]!;
  const last = step === steps.length - 1;
  return (
    <StepViewer
      detailHref={href({ kind: "guide", guideId: guide.id })}
      backLabel="Back to the guide"
      stepHref={(next) => href({ kind: "walkthrough", guideId: guide.id, step: next })}
      eyebrow={`${PAGE_NAME} · ${categoryOf(categories, guide.category).title}`}
      title={guide.title}
      headingRef={headingRef}
      materials={guide.materials}
      step={step}
      total={steps.length}
      stepTitle={current.title}
      completeLabel="Finish Guide"
      completeToast={{ title: "Guide complete", description: `${guide.title}: well done, both of you.` }}
    >
      <SectionBody content={current.content} steps={current.steps} examples={current.examples} />
      {last && guide.tips.length > 0 ? (
        <div className="mt-5 rounded-2xl border border-gold/40 bg-gold/5 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <Lightbulb aria-hidden className="size-4 text-gold" />
            Before you finish
          </p>
          <TextList items={guide.tips} className="mt-2 space-y-1.5 text-sm" />
        </div>
      ) : null}
    </StepViewer>
  );
}

export function MissingGuide({ loaded, headingRef }: { loaded: boolean; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="mx-auto max-w-2xl pt-10 text-center">
      {loaded ? (
        <>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold outline-none">
            Guide not found
          </h1>
          <p className="mt-3 text-muted">
            This guide is not one of ours, and it is not saved on this device. Custom guides live only on the device
            that saved them.
          </p>
          <ButtonLink to={href({ kind: "landing" })} className="mt-6">
            Browse all guides
          </ButtonLink>
        </>
      ) : (
        <h1 className="text-3xl font-semibold">{PAGE_NAME}</h1>
      )}
    </div>
  );
}
