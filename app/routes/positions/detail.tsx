import { ArrowLeft, ShieldCheck, TrendingUp } from "lucide-react";
import { redirect } from "react-router";
import { BodyNotesBlock } from "~/components/positions/body-notes";
import { FavouriteToggles } from "~/components/positions/favourite-toggles";
import { PositionImage } from "~/components/positions/position-card";
import { RatingControl } from "~/components/positions/rating-control";
import { Badge } from "~/components/ui/badge";
import { IconLink } from "~/components/ui/button";
import { buildHead, originFromMatches } from "~/lib/head";
import { difficultyLabel, styleLabel } from "~/lib/positions/labels";
import { SITE_NAME } from "@domain/seo/site-name";
import type { Route } from "./+types/detail";
import { useLivePopularity } from "~/components/positions/use-live-popularity";
import { PositionStats } from "~/components/positions/position-stats";
import { PositionHowTo } from "~/components/positions/position-how-to";
import { RelatedPositions } from "~/components/positions/related-positions";

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
  const [popularity, setPopularity] = useLivePopularity(position.id, {
    views: position.views,
    rating: position.rating,
    ratingCount: position.ratingCount,
  });

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6">
      <nav aria-label="Breadcrumb" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <IconLink to="/positions" icon={ArrowLeft} className="gap-1 font-semibold text-rose no-underline">
          All positions
        </IconLink>
        <IconLink
          to="/positions/most-popular"
          icon={TrendingUp}
          className="gap-1 text-muted no-underline hover:text-fg"
        >
          Most popular
        </IconLink>
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
          {position.careNote ? (
            <p data-testid="care-note" className="mt-3 flex gap-2 rounded-2xl bg-surface-2 p-3 text-sm">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
              <span>{position.careNote}</span>
            </p>
          ) : null}
          <FavouriteToggles id={position.id} name={position.name} className="mt-4" />

          <PositionStats duration={position.duration} popularity={popularity} />

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

      <PositionHowTo instructions={position.instructions} benefits={position.benefits} />

      <RelatedPositions related={position.related} />
    </div>
  );
}

export default function PositionDetailPage({ loaderData }: Route.ComponentProps) {
  return <PositionDetail key={loaderData.position.id} position={loaderData.position} />;
}
