import { usePageInfo } from "~/lib/page-info";
import { ArrowRight, BookOpen, ChevronDown, Clock, Layers, Lightbulb, Package, Star } from "lucide-react";
import { Link, useLoaderData, useNavigate, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { useMemo, type Ref } from "react";
import { GUIDE_CATEGORIES, ROMANTIC_GUIDES } from "@content/guides/romantic-guides";
import type { GuideCategory, GuideCategoryId, RomanticGuide } from "@content/guides/romantic-guides";
import { BackLink } from "~/components/guides/back-link";
import { GuideIcon as ContentIcon } from "~/components/guides/guide-icon";
import { startSteps, StepViewer } from "~/components/guides/step-viewer";
import { TINT } from "~/components/guides/theme";
import { BulletCard, DifficultyBadge, FactsLine, StartRow } from "~/components/guides/activity-chrome";
import { useFocusOnChange } from "~/components/guides/use-focus-on-change";
import { ViewHeading } from "~/components/guides/view-frame";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { cx } from "~/lib/class-names";
import { customGuidesParser, type CustomGuide } from "~/lib/guides/custom-guides";
import { guideWalkthrough } from "@domain/guides/guide-walkthrough";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { guidesSearch, guidesViewFromParams } from "~/lib/guides/views";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/romantic-guides";

/**
 * The guides and categories travel in the loader data, not in the page's JavaScript. Every view of the page is
 * a search of the same URL and is drawn from this data, so switching views does not ask the server again.
 */
export function loader() {
  return { guides: ROMANTIC_GUIDES, categories: GUIDE_CATEGORIES };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/romantic-guides", matches);

const PATH = "/romantic-guides";
const PAGE_NAME = "Romantic Guides";
type AnyGuide = RomanticGuide | CustomGuide;
type ViewTarget = Parameters<typeof guidesSearch>[0];

function href(view: ViewTarget) {
  return { pathname: PATH, search: guidesSearch(view) };
}

function isCustom(guide: AnyGuide): guide is CustomGuide {
  return "custom" in guide && guide.custom === true;
}

function useCategories(): readonly GuideCategory[] {
  return useLoaderData<typeof loader>().categories;
}

function categoryOf(categories: readonly GuideCategory[], id: GuideCategoryId): GuideCategory {
  return categories.find((category) => category.id === id)!;
}

export default function RomanticGuidesPage({ loaderData }: Route.ComponentProps) {
  const { guides: builtIn, categories } = loaderData;
  const [params] = useSearchParams();
  const parseCustomGuides = useMemo(() => customGuidesParser(builtIn.map((entry) => entry.id)), [builtIn]);
  const [customGuides, , loaded] = useDeviceState<CustomGuide[]>(DEVICE_KEYS.customGuides, [], parseCustomGuides);
  const guides: readonly AnyGuide[] = [...builtIn, ...customGuides];
  const view = guidesViewFromParams<AnyGuide>(params, guides);
  const viewKey =
    view.kind === "landing"
      ? "landing"
      : view.kind === "category"
        ? `category:${view.category}`
        : view.kind === "missing"
          ? `missing:${view.guideId}`
          : `${view.kind}:${view.guide.id}`;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(viewKey);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      {view.kind === "landing" ? <Landing guides={guides} customGuides={customGuides} /> : null}
      {view.kind === "category" ? (
        <CategoryView category={categoryOf(categories, view.category)} guides={guides} headingRef={headingRef} />
      ) : null}
      {view.kind === "guide" ? <GuideView guide={view.guide} headingRef={headingRef} /> : null}
      {view.kind === "walkthrough" ? (
        <GuideWalkthrough guide={view.guide} step={view.step} headingRef={headingRef} />
      ) : null}
      {view.kind === "missing" ? <MissingGuide loaded={loaded} headingRef={headingRef} /> : null}
    </div>
  );
}

function Landing({ guides, customGuides }: { guides: readonly AnyGuide[]; customGuides: readonly CustomGuide[] }) {
  const page = usePageInfo("/romantic-guides");
  const categories = useCategories();
  const featured: AnyGuide[] = guides.filter((guide) => guide.featured && !isCustom(guide));
  featured.push(...customGuides.filter((guide) => guide.featured));
  return (
    <>
      <PageHeader title={page.heading} lead={page.description} />
      <section aria-labelledby="featured-guides">
        <h2 id="featured-guides" className="flex items-center gap-2 text-3xl font-semibold">
          <Star aria-hidden className="size-6 text-gold" />
          Featured guides
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} featured />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guide-categories" className="mt-14">
        <h2 id="guide-categories" className="text-3xl font-semibold">
          Browse by category
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => {
            const count = guides.filter((guide) => guide.category === category.id).length;
            return (
              <li key={category.id}>
                <Link
                  to={href({ kind: "category", category: category.id })}
                  className="group flex h-full items-start gap-4 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 no-underline transition hover:border-rose/70 motion-safe:hover:-translate-y-0.5"
                >
                  <span
                    className={cx("grid size-12 shrink-0 place-items-center rounded-2xl", TINT[category.color].chip)}
                  >
                    <ContentIcon name={category.icon} className="size-6" />
                  </span>
                  <span className="flex flex-1 flex-col">
                    <span className="font-display text-xl font-semibold">{category.title}</span>
                    <span className="mt-1 text-muted">{category.description}</span>
                    <span className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-rose">
                      {count} {count === 1 ? "guide" : "guides"}
                      <ArrowRight aria-hidden className="size-4 transition motion-safe:group-hover:translate-x-0.5" />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {customGuides.length > 0 ? (
        <section aria-labelledby="your-guides" className="mt-14">
          <h2 id="your-guides" className="text-3xl font-semibold">
            Your guides
          </h2>
          <p className="mt-1 text-muted">Saved on this device.</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {customGuides.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function GuideCard({ guide, featured = false }: { guide: AnyGuide; featured?: boolean }) {
  const category = categoryOf(useCategories(), guide.category);
  return (
    <Link
      to={href({ kind: "guide", guideId: guide.id })}
      className={cx(
        "group flex h-full flex-col rounded-[var(--radius-card)] border bg-surface/90 p-5 no-underline transition hover:border-rose/70 motion-safe:hover:-translate-y-0.5",
        featured ? "border-rose/30 bg-gradient-to-br from-surface to-surface-2/70" : "border-border",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className={cx("grid size-12 shrink-0 place-items-center rounded-2xl", TINT[guide.color].chip)}>
          <ContentIcon name={guide.icon} className="size-6" />
        </span>
        <span className="flex flex-wrap justify-end gap-1.5">
          {isCustom(guide) ? <Badge tone="gold">Your guide</Badge> : null}
          <DifficultyBadge difficulty={guide.difficulty} />
        </span>
      </div>
      <span className="mt-4 text-xs font-semibold uppercase tracking-[0.14em] text-muted">{category.title}</span>
      <h3 className="mt-1 text-xl font-semibold">{guide.title}</h3>
      <p className="mt-2 flex-1 text-muted">{guide.description}</p>
      <FactsLine
        as="span"
        className="mt-4"
        facts={[
          { icon: Clock, text: guide.duration },
          { icon: Layers, text: `${guide.sections.length} sections` },
        ]}
      />
    </Link>
  );
}

function CategoryView({
  category,
  guides,
  headingRef,
}: {
  category: GuideCategory;
  guides: readonly AnyGuide[];
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const categories = useCategories();
  const inCategory = guides.filter((guide) => guide.category === category.id);
  return (
    <div className="pt-6">
      <BackLink to={href({ kind: "landing" })}>All guides</BackLink>
      <ViewHeading
        eyebrow={PAGE_NAME}
        title={category.title}
        headingRef={headingRef}
        lead={category.description}
        icon={<ContentIcon name={category.icon} className="size-7" />}
        iconClassName={TINT[category.color].chip}
      />
      <h2 className="mt-10 text-2xl font-semibold">
        {inCategory.length} {inCategory.length === 1 ? "guide" : "guides"}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {inCategory.map((guide) => (
          <li key={guide.id}>
            <GuideCard guide={guide} />
          </li>
        ))}
      </ul>
      <nav aria-label="Other categories" className="mt-12 flex flex-wrap gap-2">
        {categories
          .filter((entry) => entry.id !== category.id)
          .map((entry) => (
            <Link
              key={entry.id}
              to={href({ kind: "category", category: entry.id })}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border px-4 text-sm font-semibold no-underline hover:border-rose"
            >
              <ContentIcon name={entry.icon} className="size-4 text-rose" />
              {entry.title}
            </Link>
          ))}
      </nav>
    </div>
  );
}

function GuideView({ guide, headingRef }: { guide: AnyGuide; headingRef: Ref<HTMLHeadingElement> }) {
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
                  <span
                    aria-hidden
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-rose/15 text-sm text-rose"
                  >
                    {index + 1}
                  </span>
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

function SectionBody({
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
      {steps.length > 0 ? (
        <ol className="space-y-2">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden
                className="grid size-6 shrink-0 place-items-center rounded-full border border-rose/50 text-xs font-semibold text-rose"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      ) : null}
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

function GuideWalkthrough({
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
          <ul className="mt-2 space-y-1.5 text-sm">
            {guide.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </StepViewer>
  );
}

function MissingGuide({ loaded, headingRef }: { loaded: boolean; headingRef: Ref<HTMLHeadingElement> }) {
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
