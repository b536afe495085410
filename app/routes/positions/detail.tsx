import { ArrowLeft, CheckCircle2, Clock, Eye, Heart, ListOrdered, Star, TrendingUp } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import { BodyNotesBlock } from "~/components/positions/body-notes";
import { FavouriteToggles } from "~/components/positions/favourite-toggles";
import { PositionImage } from "~/components/positions/position-card";
import { RatingControl } from "~/components/positions/rating-control";
import { Badge } from "~/components/ui/badge";
import { buildHead, originFromMatches } from "~/lib/head";
import { markViewed } from "~/lib/positions/device";
import { difficultyLabel, styleLabel } from "~/lib/positions/labels";
import { formatRatingSummary, formatViewCount, type Popularity } from "@domain/positions/popularity";
import { SITE_NAME } from "@domain/seo/site-name";
import type { Route } from "./+types/detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const position = await context.services.positions.get(params.id);
  if (!position) {
    const base = context.services.positions.movedTo(params.id);
    if (base) throw redirect(`/positions/${base}`, 301);
    throw new Response("Not Found", { status: 404 });
  }
  return { position };
}

function summarise(text: string, max = 158): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max - 1))}…`;
}

/** "15-20 minutes" → ISO 8601 "PT15M" (the shorter end), for structured data. */
function isoDuration(duration: string): string | undefined {
  const minutes = /^(\d+)/.exec(duration)?.[1];
  return minutes ? `PT${minutes}M` : undefined;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: `Position not found | ${SITE_NAME}` }];
  const { position } = data;
  const origin = originFromMatches(matches);
  const path = `/positions/${position.id}`;
  return buildHead({
    title: `${position.name} – ${styleLabel(position.style)} Position | ${SITE_NAME}`,
    description: summarise(position.description),
    path,
    origin,
    keywords: [position.name, `${position.style} positions`, `${position.difficulty} positions`, position.category],
    structuredData: {
      // A HowTo carries the Article-like fields search engines read for a written page about one subject.
      "@type": "HowTo",
      name: position.name,
      headline: `${position.name} – ${styleLabel(position.style)} Position`.slice(0, 110),
      mainEntityOfPage: new URL(path, origin).toString(),
      publisher: { "@type": "Organization", name: SITE_NAME },
      inLanguage: "en",
      description: position.description,
      image: new URL(position.imageUrl, origin).toString(),
      totalTime: isoDuration(position.duration),
      keywords: position.tags.join(", "),
      step: position.instructions.map((text, index) => ({ "@type": "HowToStep", position: index + 1, text })),
      audience: { "@type": "PeopleAudience", suggestedMinAge: 18 },
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/ViewAction",
        userInteractionCount: position.views,
      },
      ...(position.ratingCount > 0 && position.rating !== null
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: position.rating,
              ratingCount: position.ratingCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  });
};

type Position = Route.ComponentProps["loaderData"]["position"];

function PositionDetail({ position }: { position: Position }) {
  const [popularity, setPopularity] = useState<Popularity>({
    views: position.views,
    rating: position.rating,
    ratingCount: position.ratingCount,
  });

  // The page may come from the server's cache of rendered pages (up to a minute old): the live counts are asked for
  // when it opens. Counting the view (once per browser session) answers them too.
  useEffect(() => {
    const controller = new AbortController();
    const id = encodeURIComponent(position.id);
    const live = markViewed(position.id)
      ? fetch(`/api/catalogue/${id}/view`, { method: "POST", signal: controller.signal })
          .then((response) => (response.ok ? (response.json() as Promise<{ popularity: Popularity }>) : null))
          .then((answer) => answer?.popularity)
      : fetch(`/api/catalogue/${id}`, { signal: controller.signal, cache: "no-store" })
          .then((response) => (response.ok ? (response.json() as Promise<{ position: Popularity }>) : null))
          .then((answer) => answer?.position);
    live
      .then((counts) => {
        if (counts) setPopularity({ views: counts.views, rating: counts.rating, ratingCount: counts.ratingCount });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [position.id]);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6">
      <nav aria-label="Breadcrumb" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/positions" className="inline-flex min-h-11 items-center gap-1 font-semibold text-rose no-underline">
          <ArrowLeft aria-hidden className="size-4" /> All positions
        </Link>
        <Link
          to="/positions/most-popular"
          className="inline-flex min-h-11 items-center gap-1 text-muted no-underline hover:text-fg"
        >
          <TrendingUp aria-hidden className="size-4" /> Most popular
        </Link>
      </nav>

      <article className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div>
          <PositionImage src={position.imageUrl} alt={position.imageAlt} eager className="shadow-glow" />
        </div>
        <div>
          <div className="flex flex-wrap gap-2">
            <Badge tone="rose">{styleLabel(position.style)}</Badge>
            <Badge tone="gold">{difficultyLabel(position.difficulty)}</Badge>
            <Badge>{position.category}</Badge>
            {position.isPopular ? <Badge tone="success">Couples' favourite</Badge> : null}
          </div>
          <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">{position.name}</h1>
          <p className="mt-4 text-lg text-muted">{position.description}</p>
          <FavouriteToggles id={position.id} name={position.name} className="mt-4" />

          <dl className="mt-6 grid grid-cols-3 gap-3">
            <div className="rounded-2xl border border-border bg-surface/80 p-3 text-center">
              <dt className="flex items-center justify-center gap-1 text-xs font-semibold uppercase tracking-wide text-muted">
                <Clock aria-hidden className="size-4" /> Duration
              </dt>
              <dd className="mt-1 font-semibold">{position.duration}</dd>
            </div>
            <div className="rounded-2xl border border-border bg-surface/80 p-3 text-center">
              <dt className="flex items-center justify-center gap-1 text-xs font-semibold uppercase tracking-wide text-muted">
                <Eye aria-hidden className="size-4" /> Views
              </dt>
              <dd className="mt-1 font-semibold" data-testid="views">
                {formatViewCount(popularity.views)}
              </dd>
            </div>
            <div className="rounded-2xl border border-border bg-surface/80 p-3 text-center">
              <dt className="flex items-center justify-center gap-1 text-xs font-semibold uppercase tracking-wide text-muted">
                <Star aria-hidden className="size-4 text-gold" /> Rating
              </dt>
              <dd className="mt-1 font-semibold" data-testid="rating">
                {formatRatingSummary(popularity.rating, popularity.ratingCount)}
              </dd>
            </div>
          </dl>

          {position.bodyNotes ? (
            <div className="mt-6">
              <BodyNotesBlock notes={position.bodyNotes} />
            </div>
          ) : null}

          <section
            aria-labelledby="rate-heading"
            className="mt-6 rounded-[var(--radius-card)] border border-border bg-surface/80 p-4"
          >
            <h2 id="rate-heading" className="text-lg font-semibold">
              Rate this position
            </h2>
            <div className="mt-2">
              <RatingControl positionId={position.id} popularity={popularity} onChange={setPopularity} />
            </div>
          </section>
        </div>
      </article>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="how-heading"
          className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
        >
          <h2 id="how-heading" className="flex items-center gap-2 text-2xl font-semibold">
            <ListOrdered aria-hidden className="size-6 text-rose" /> How to
          </h2>
          <ol className="mt-4 space-y-3">
            {position.instructions.map((step, index) => (
              <li key={index} className="flex gap-3">
                <span
                  aria-hidden
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-rose/15 text-sm font-bold text-rose"
                >
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="benefits-heading"
          className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
        >
          <h2 id="benefits-heading" className="flex items-center gap-2 text-2xl font-semibold">
            <Heart aria-hidden className="size-6 text-rose" /> Why couples love it
          </h2>
          <ul className="mt-4 space-y-3">
            {position.benefits.map((benefit, index) => (
              <li key={index} className="flex gap-3">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 rounded-2xl bg-surface-2 p-3 text-sm text-muted">
            Go at the pace of the more hesitant partner, check in often, and remember either of you can pause or stop at
            any moment.
          </p>
        </section>
      </div>

      {position.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-2xl font-semibold">
            Variations of the same position
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {position.related.map((related) => (
              <li key={related.id}>
                <Link
                  to={`/positions/${related.id}`}
                  className="flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-border bg-surface/90 p-2 no-underline transition hover:border-rose"
                >
                  <PositionImage src={related.imageUrl} alt={related.imageAlt} />
                  <span className="px-1 font-semibold leading-snug">{related.name}</span>
                  <span className="px-1 pb-1 text-xs text-muted">{difficultyLabel(related.difficulty)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export default function PositionDetailPage({ loaderData }: Route.ComponentProps) {
  return <PositionDetail key={loaderData.position.id} position={loaderData.position} />;
}
