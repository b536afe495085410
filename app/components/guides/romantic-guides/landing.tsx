/**
 * The romantic guides' landing (featured, categories, the device's own guides) and a category's guides.
 */
import { usePageInfo } from "~/lib/page-info";
import { ArrowRight, Clock, Layers, Star } from "lucide-react";
import { Link } from "react-router";
import type { Ref } from "react";
import type { GuideCategory } from "@content/guides/romantic-guides";
import { BackLink } from "~/components/guides/back-link";
import { GuideIcon as ContentIcon } from "~/components/guides/guide-icon";
import { TINT } from "~/components/guides/theme";
import { DifficultyBadge, FactsLine } from "~/components/guides/activity-chrome";
import { CardGrid, ViewHeading } from "~/components/guides/view-frame";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { cx } from "~/lib/class-names";
import type { CustomGuide } from "@domain/guides/custom-guides";

import { type AnyGuide, PAGE_NAME, categoryOf, href, isCustom, useCategories } from "./shared";

export function Landing({
  guides,
  customGuides,
}: {
  guides: readonly AnyGuide[];
  customGuides: readonly CustomGuide[];
}) {
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
        <CardGrid
          entries={featured}
          className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          card={(guide) => <GuideCard guide={guide} featured />}
        />
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
          <CardGrid
            entries={customGuides}
            className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            card={(guide) => <GuideCard guide={guide} />}
          />
        </section>
      ) : null}
    </>
  );
}

export function GuideCard({ guide, featured = false }: { guide: AnyGuide; featured?: boolean }) {
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

export function CategoryView({
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
      <CardGrid
        entries={inCategory}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        card={(guide) => <GuideCard guide={guide} />}
      />
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
