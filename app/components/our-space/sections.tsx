/** The shared parts of Our space as the page shows them: favourites, bucket-list ticks, the journey, saved matches, cards saved for later. */
import { Bookmark, Heart, ListChecks, Map as MapIcon, MessageCircleHeart, Sparkles, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LATER_GAME_NAMES, LATER_GAME_PATHS, LATER_GAMES, laterKey } from "@domain/games/later";
import { JOURNEY_DAYS } from "@domain/journey/pool";
import { FAVOURITE_LABELS } from "@domain/positions/favourites";
import type { BucketListId, SavedMatch, SpaceLaterItem, SpaceView } from "@domain/our-space/view";
import type { PoolEntry } from "~/components/positions/saved/saved-list";
import { Button } from "~/components/ui/button";
import { readJourney } from "~/lib/journey/stored";
import { PlanIt, planItemOfCard } from "./plan-it";
import { groupFavourites, ticksOfList, type FavouriteLine } from "./view-groups";

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short" });

export type BucketTitles = Record<BucketListId, Record<string, string>>;

const LISTS: { id: BucketListId; title: string; href: string }[] = [
  { id: "honeymoon", title: "Honeymoon", href: "/games/honeymoon-bucket-list" },
  { id: "first-night", title: "First night", href: "/games/first-night-bucket-list" },
];

export function Section({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: typeof Heart;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`space-${id}-title`}
      data-testid={`space-${id}`}
      className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-4 sm:p-6"
    >
      <h2 id={`space-${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden className="size-5 text-rose" />
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function PositionLink({ id, pool }: { id: string; pool: Map<string, PoolEntry> | null }) {
  const name = pool?.get(id)?.name;
  if (pool && !name) return null;
  return (
    <Link to={`/positions/${id}`} className="font-semibold">
      {name ?? "…"}
    </Link>
  );
}

function FavouriteList({
  label,
  lines,
  pool,
  testId,
}: {
  label: string;
  lines: FavouriteLine[];
  pool: Map<string, PoolEntry> | null;
  testId: string;
}) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-bold uppercase tracking-wider text-muted">{label}</h3>
      {lines.length ? (
        <ul className="mt-2 grid gap-1.5" data-testid={testId}>
          {lines.map((line) => (
            <li key={`${line.kind}:${line.positionId}`} className="flex flex-wrap items-baseline gap-x-2">
              <PositionLink id={line.positionId} pool={pool} />
              <span className="text-sm text-muted">{FAVOURITE_LABELS[line.kind]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">Nothing yet.</p>
      )}
    </div>
  );
}

export function FavouritesSection({
  view,
  me,
  partner,
  pool,
}: {
  view: SpaceView;
  me: string;
  partner: string;
  pool: Map<string, PoolEntry> | null;
}) {
  const groups = groupFavourites(view, me);
  return (
    <Section id="favourites" title="Favourites" icon={Heart}>
      <div className="rounded-2xl bg-rose/10 p-3" data-testid="space-both-want">
        <h3 className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden className="size-4 text-rose" /> We both want to try
        </h3>
        {groups.bothWant.length ? (
          <ul className="mt-2 grid gap-1.5">
            {groups.bothWant.map((id) => {
              const name = pool?.get(id)?.name;
              return (
                <li key={id} className="flex flex-wrap items-center justify-between gap-x-2">
                  <PositionLink id={id} pool={pool} />
                  {name ? <PlanIt target={{ item: `position:${id}`, label: name }} className="-mr-2" /> : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted">
            When you both tap “Want to try” on the same position, it shows here first.
          </p>
        )}
      </div>
      <FavouriteList label="You" lines={groups.mine} pool={pool} testId="space-mine" />
      <FavouriteList label={partner} lines={groups.partners} pool={pool} testId="space-partners" />
      <p className="mt-4 text-sm">
        <Link to="/positions" className="font-semibold">
          Browse positions
        </Link>
        {" · "}
        <Link to="/positions/saved" className="font-semibold">
          Your saved positions
        </Link>
      </p>
    </Section>
  );
}

export function BucketListsSection({
  view,
  me,
  partner,
  titles,
}: {
  view: SpaceView;
  me: string;
  partner: string;
  titles: BucketTitles;
}) {
  return (
    <Section id="ticks" title="Bucket lists" icon={ListChecks}>
      {LISTS.map((list) => {
        const ticks = ticksOfList(view, list.id, me).filter((tick) => titles[list.id][tick.item]);
        return (
          <div key={list.id} className="mt-3 first:mt-0">
            <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
              <Link to={list.href}>{list.title}</Link>
              <span className="text-sm font-normal text-muted">{ticks.length} ticked</span>
            </h3>
            {ticks.length ? (
              <ul className="mt-1.5 grid gap-1" data-testid={`space-ticks-${list.id}`}>
                {ticks.map((tick) => (
                  <li key={`${tick.item}:${tick.mine ? "me" : "partner"}`} className="text-sm">
                    {titles[list.id][tick.item]} <span className="text-muted">· {tick.mine ? "you" : partner}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </Section>
  );
}

export function JourneySection({ view, me, partner }: { view: SpaceView; me: string; partner: string }) {
  const journey = view.journey ? readJourney(view.journey.progress, view.journey.slots) : null;
  const revealed = journey ? journey.slots.filter((slot) => slot.isRevealed).length : 0;
  return (
    <Section id="journey" title="The journey" icon={MapIcon}>
      {journey ? (
        <p data-testid="space-journey-days">
          <span className="text-2xl font-semibold">{revealed}</span> of {JOURNEY_DAYS} days revealed
          <span className="text-sm text-muted"> · last saved by {view.journey!.by === me ? "you" : partner}</span>
        </p>
      ) : (
        <p className="text-muted">No journey shared yet.</p>
      )}
      <p className="mt-3 text-sm">
        <Link to="/positions/custom-poster" className="font-semibold">
          Open the journey
        </Link>
        {" · "}
        <Link to="/#planner" className="font-semibold">
          Plan a new one
        </Link>
      </p>
    </Section>
  );
}

export function MatchesSection({
  matches,
  me,
  partner,
  onRemove,
}: {
  matches: SavedMatch[];
  me: string;
  partner: string;
  onRemove: (id: string) => void;
}) {
  return (
    <Section id="matches" title="Worth talking about" icon={MessageCircleHeart}>
      {matches.length ? (
        <ul className="grid gap-3">
          {matches.map((match) => (
            <li key={match.id} className="rounded-2xl border border-border p-3">
              <div className="flex items-start gap-2">
                <p className="text-sm text-muted">
                  Saved by {match.by === me ? "you" : partner} on {shortDate(match.at)}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-mr-2 -mt-2 ml-auto"
                  aria-label="Remove this saved match"
                  onClick={() => onRemove(match.id)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
              <ul className="mt-1 grid gap-0.5">
                {match.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-2">
                    <span>{item.label}</span>
                    <PlanIt target={{ item: planItemOfCard(item.id), label: item.label }} className="-mr-2" />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">
          After a{" "}
          <Link to="/desire-match" className="font-semibold">
            desire match
          </Link>
          , tap “Save for later” to keep what you both chose here.
        </p>
      )}
    </Section>
  );
}

/** The cards either of you kept with "Not tonight" → "Save for later", newest first, each removable (for both). */
export function LaterSection({
  items,
  me,
  partner,
  onRemove,
}: {
  items: SpaceLaterItem[];
  me: string;
  partner: string;
  onRemove: (key: string) => void;
}) {
  return (
    <Section id="later" title="Saved for later" icon={Bookmark}>
      {items.length ? (
        <ul className="grid gap-2" data-testid="space-later-list">
          {items.map((item) => (
            <li key={laterKey(item)} data-testid="space-later-item" className="rounded-2xl border border-border p-3">
              <div className="flex items-start gap-2">
                <p className="text-sm text-muted">
                  <Link to={LATER_GAME_PATHS[item.game]} className="font-semibold">
                    {LATER_GAME_NAMES[item.game]}
                  </Link>{" "}
                  · saved by {item.by === me ? "you" : partner} on {shortDate(item.at)}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-mr-2 -mt-2 ml-auto shrink-0"
                  aria-label={`Remove from Saved for later: ${item.text}`}
                  onClick={() => onRemove(laterKey(item))}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
              <p className="mt-1">{item.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">
          When a dare or a roll is not for tonight, tap “Not tonight”, then “Save for later”, in{" "}
          {LATER_GAMES.map((game, index) => (
            <span key={game}>
              {index === 0 ? "" : index === LATER_GAMES.length - 1 ? " or " : ", "}
              <Link to={LATER_GAME_PATHS[game]} className="font-semibold">
                {LATER_GAME_NAMES[game]}
              </Link>
            </span>
          ))}
          : it waits here for an evening you both fancy.
        </p>
      )}
    </Section>
  );
}
