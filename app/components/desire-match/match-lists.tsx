/** The result of a desire match (and the list kept on the device): the shared cards grouped by kind. */
import {
  Drama,
  Flame,
  Hand,
  Heart,
  HeartHandshake,
  MessageCircleHeart,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { DesireCard } from "@domain/desire-match/deck";
import { CareNote } from "~/components/games/care-note";
import { Button } from "~/components/ui/button";
import { PlanIt, planItemOfCard } from "~/components/our-space/plan-it";
import type { Outcome } from "./relay";

const KIND_ICONS: Readonly<Record<string, LucideIcon>> = {
  Position: Users,
  "Romantic idea": Sparkles,
  Massage: Hand,
  Roleplay: Drama,
  "Something to try": Flame,
};

/** The card's picture: an icon for its kind (a heart for the desire categories). */
export function KindBadge({ kind, large = false }: { kind: string; large?: boolean }) {
  const Icon = KIND_ICONS[kind] ?? HeartHandshake;
  return (
    <span
      aria-hidden
      className={
        large
          ? "mx-auto grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-rose to-coral text-accent-fg shadow-glow"
          : "grid size-10 shrink-0 place-items-center rounded-xl bg-rose/15 text-rose"
      }
    >
      <Icon className={large ? "size-7" : "size-5"} />
    </span>
  );
}

/** One group of the result: a heading with its count, then the cards as tiles grouped by kind. */
function MatchGroup({
  title,
  hint,
  icon: Icon,
  cards,
  testId,
  empty,
}: {
  title: string;
  hint: string;
  icon: LucideIcon;
  cards: readonly DesireCard[];
  testId: string;
  empty: string;
}) {
  const kinds = [...new Set(cards.map((card) => card.kind))];
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-2xl font-semibold">
        <Icon aria-hidden className="size-6 text-rose" />
        {title}
        <span className="ml-auto rounded-full bg-surface-2 px-3 py-0.5 text-sm font-semibold text-muted">
          {cards.length}
        </span>
      </h2>
      <p className="mt-1 text-sm text-muted">{hint}</p>
      {cards.length ? (
        <div data-testid={testId} className="mt-3 space-y-4">
          {kinds.map((kind) => (
            <div key={kind}>
              <h3 className="text-xs font-bold uppercase tracking-wider text-muted">{kind}</h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {cards
                  .filter((card) => card.kind === kind)
                  .map((card) => (
                    <li key={card.id}>
                      <CardLine card={card} />
                      <CareNote text={`${card.title} ${card.description}`} className="mt-1 px-3 text-xs" />
                      <PlanIt target={{ item: planItemOfCard(card.id), label: card.title }} className="-mt-1" />
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-muted">{empty}</p>
      )}
    </div>
  );
}

/** The two groups of a match, in order: which cards of the outcome each shows, and its words. */
const MATCH_GROUPS = [
  {
    cards: "bothYes",
    title: "You both said yes",
    hint: "Tap one to read more about it.",
    icon: Heart,
    testId: "both-yes",
    empty: "Nothing yet: that is something to talk about too.",
  },
  {
    cards: "worthTalking",
    title: "Worth talking about",
    hint: "One of you said yes, the other maybe: talk it over, no pressure either way.",
    icon: MessageCircleHeart,
    testId: "worth-talking",
    empty: "No yes-and-maybe pairs this time.",
  },
] as const;

export function MatchLists({ outcome }: { outcome: Outcome }) {
  return (
    <>
      {MATCH_GROUPS.map(({ cards, ...group }) => (
        <MatchGroup key={cards} {...group} cards={outcome[cards]} />
      ))}
      <p className="text-sm text-muted" data-testid="partner-counts">
        Your partner said yes to {outcome.partnerYes} cards and yes or maybe to {outcome.partnerYesOrMaybe}. That count
        is the only other thing the match reveals.
      </p>
    </>
  );
}

export function KeptList({ outcome, onClear }: { outcome: Outcome; onClear: () => void }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5">
      <p className="text-sm font-bold uppercase tracking-wider text-rose">Your kept list</p>
      <div className="mt-3 space-y-4">
        <MatchLists outcome={outcome} />
      </div>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
        Clear it
      </Button>
    </div>
  );
}

/** A shared card in the lists: its picture, title (a link when the site says more about it) and its one line. */
function CardLine({ card }: { card: DesireCard }) {
  const body = (
    <>
      <KindBadge kind={card.kind} />
      <span className="min-w-0">
        <span className="block font-semibold" data-testid="shared-title">
          {card.title}
        </span>
        {card.description ? <span className="line-clamp-2 block text-sm text-muted">{card.description}</span> : null}
      </span>
    </>
  );
  const tile = "flex min-h-11 items-start gap-3 rounded-2xl border border-border bg-surface-2/60 p-3 no-underline";
  return card.href ? (
    <a href={card.href} className={`${tile} text-fg hover:border-rose`}>
      {body}
    </a>
  ) : (
    <div className={tile}>{body}</div>
  );
}
