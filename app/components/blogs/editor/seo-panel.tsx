import { ChevronRight, Gauge, Heading, Image as ImageIcon, Link2, Lightbulb, Tag } from "lucide-react";
import { useDeferredValue, useMemo, type ReactNode } from "react";
import { analyzeSeo, seoBand, type SeoBand } from "@domain/blogs/seo-analysis";
import { cx } from "~/lib/class-names";

const BAND_STYLE: Record<SeoBand, { text: string; bar: string; label: string }> = {
  good: { text: "text-success", bar: "bg-success", label: "Good" },
  fair: { text: "text-warning", bar: "bg-warning", label: "Fair" },
  poor: { text: "text-danger", bar: "bg-danger", label: "Needs work" },
};

/** Live SEO analysis of the draft, as a disclosure (its summary shows the score) (the same pure function the server uses to store the post's score). */
export function SeoPanel({
  title,
  html,
  tags,
  onUseDescription,
  defaultOpen = false,
}: {
  /** Open at first (the admin's editor); visitors see it folded below their writing. */
  defaultOpen?: boolean;
  title: string;
  html: string;
  tags: readonly string[];
  onUseDescription?: (text: string) => void;
}) {
  const input = useDeferredValue({ title, html, tags });
  const analysis = useMemo(
    () =>
      analyzeSeo({
        title: input.title,
        content: input.html,
        keywords: [...input.tags],
        origin: typeof window === "undefined" ? undefined : window.location.origin,
      }),
    [input],
  );
  const band = BAND_STYLE[seoBand(analysis.score)];
  return (
    <details
      open={defaultOpen}
      aria-labelledby="seo-heading"
      data-testid="seo-panel"
      className="group rounded-card border border-border bg-surface"
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-card px-4 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose sm:px-5 [&::-webkit-details-marker]:hidden">
        <h2 id="seo-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ChevronRight
            aria-hidden
            className="size-5 text-muted transition-transform group-open:rotate-90 motion-reduce:transition-none"
          />
          <Gauge aria-hidden className="size-5 text-rose" /> SEO analysis
        </h2>
        <p
          className={cx("text-right font-display text-2xl font-semibold tabular-nums sm:text-3xl", band.text)}
          data-testid="seo-score"
        >
          {analysis.score}
          <span className="text-base text-muted">/100</span>
          <span className="sr-only"> SEO score, {band.label}</span>
        </p>
      </summary>
      <div className="px-4 pb-4 sm:px-5 sm:pb-5">
        <div
          role="meter"
          aria-label="SEO score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={analysis.score}
          aria-valuetext={`${analysis.score} out of 100, ${band.label}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className={cx("h-full rounded-full transition-[width] motion-reduce:transition-none", band.bar)}
            style={{ width: `${analysis.score}%` }}
          />
        </div>
        <p className={cx("mt-1 text-sm font-semibold", band.text)}>{band.label}</p>

        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <Stat
            icon={<Heading aria-hidden className="size-4" />}
            label="Headings"
            value={`H1 ${analysis.headings.h1} · H2 ${analysis.headings.h2} · H3 ${analysis.headings.h3}`}
          />
          <Stat
            icon={<ImageIcon aria-hidden className="size-4" />}
            label="Images"
            value={`${analysis.images.count} (${analysis.images.withAlt} with alt)`}
          />
          <Stat
            icon={<Link2 aria-hidden className="size-4" />}
            label="Links"
            value={`${analysis.links.internal} internal · ${analysis.links.external} external`}
          />
          <Stat
            icon={<Gauge aria-hidden className="size-4" />}
            label="Readability"
            value={`${analysis.readabilityScore}/100`}
          />
        </dl>

        <div className="mt-4">
          <h3 className="flex items-center gap-2 font-sans text-sm font-semibold">
            <Tag aria-hidden className="size-4 text-rose" /> Top keywords
          </h3>
          {analysis.topKeywords.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {analysis.topKeywords.map((keyword) => (
                <li key={keyword} className="rounded-full border border-border bg-surface-2 px-2.5 py-1 text-xs">
                  {keyword}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted">Keywords appear as you write.</p>
          )}
        </div>

        {analysis.suggestedMetaDescription ? (
          <div className="mt-4">
            <h3 className="font-sans text-sm font-semibold">Suggested description</h3>
            <p className="mt-1 text-sm text-muted">{analysis.suggestedMetaDescription}</p>
            {onUseDescription ? (
              <button
                type="button"
                onClick={() => onUseDescription(analysis.suggestedMetaDescription)}
                className="mt-1 min-h-11 rounded-full px-1 text-sm font-semibold text-rose underline underline-offset-4"
              >
                Use as excerpt
              </button>
            ) : null}
          </div>
        ) : null}

        <div className="mt-4">
          <h3 className="flex items-center gap-2 font-sans text-sm font-semibold">
            <Lightbulb aria-hidden className="size-4 text-gold" /> Suggestions
          </h3>
          {analysis.suggestions.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
              {analysis.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-success">Nothing to improve — lovely work.</p>
          )}
        </div>
      </div>
    </details>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2 p-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 font-medium">{value}</dd>
    </div>
  );
}
