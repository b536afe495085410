import {
  Check,
  Copy,
  Drama,
  Flame,
  Hand,
  Heart,
  HeartHandshake,
  HelpCircle,
  MessageCircleHeart,
  Sparkles,
  Users,
  X,
  type LucideIcon,
} from "lucide-react";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  desireDeck,
  DESIRE_LEVEL_LABELS,
  DESIRE_LEVELS,
  type DesireCard,
  type DesireLevel,
} from "@domain/desire-match/deck";
import { Button } from "~/components/ui/button";
import {
  deviceStorage,
  readDeviceText,
  readDeviceValue,
  removeDeviceValue,
  writeDeviceText,
  writeDeviceValue,
} from "~/lib/device-storage";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/desire-match";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/desire-match", matches);

// The deck travels as data, not in the page's code; the crypto loads only once a match is being computed.
export function loader() {
  return { cards: desireDeck("spicy") };
}

type Answer = "yes" | "maybe" | "no";
type Phase = "start" | "waiting" | "answering" | "exchanging" | "result" | "error";
interface Session {
  id: string;
  token: string;
  level: DesireLevel;
}
interface Outcome {
  bothYes: DesireCard[];
  worthTalking: DesireCard[];
  partnerYes: number;
  partnerYesOrMaybe: number;
}
const KEPT = "entwine:desire-match";
/** How many cards a partner answers before "Stop here and compare" is offered. */
const FINISH_EARLY_AFTER = 20;

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (init.token) headers["X-Match-Token"] = init.token;
  const response = await fetch(path, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? "The match could not continue. Please start again.");
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the partner's messages until `kind` has arrived. */
async function partnerMessage<T>(session: Session, kind: string): Promise<T> {
  for (;;) {
    const state = await call<{ partner: Record<string, unknown> }>(`/api/desire-match/${session.id}`, {
      token: session.token,
    });
    if (kind in state.partner) return state.partner[kind] as T;
    await wait(1200);
  }
}

export default function DesireMatch({ loaderData }: Route.ComponentProps) {
  const [phase, setPhase] = useState<Phase>("start");
  const [level, setLevel] = useState<DesireLevel>("sensual");
  const [session, setSession] = useState<Session | null>(null);
  const [link, setLink] = useState("");
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState("");
  const [kept, setKept] = useState<Outcome | null>(null);
  const ran = useRef(false);

  const deck = session
    ? loaderData.cards.filter((card) => DESIRE_LEVELS.indexOf(card.level) <= DESIRE_LEVELS.indexOf(session.level))
    : [];
  const current = deck.find((card) => !(card.id in answers));

  const fail = (reason: unknown) => {
    setError(reason instanceof Error ? reason.message : "The match could not continue. Please start again.");
    setPhase("error");
  };

  const begin = useCallback(async (next: Session) => {
    setSession(next);
    setPhase("answering");
    const { saltShare } = await import("@domain/desire-match/psi");
    const share = saltShare(randomBytes);
    // Kept for this tab only: with the partner's share it makes the salt both phones hash their cards with.
    writeDeviceText(deviceStorage("session"), `${KEPT}:salt:${next.id}`, share);
    await call(`/api/desire-match/${next.id}/messages`, {
      method: "POST",
      token: next.token,
      body: JSON.stringify({ kind: "salt", payload: share }),
    });
  }, []);

  // A partner's phone opens the link: #join=<match>.<one-time token>.
  useEffect(() => {
    const saved = readDeviceValue<Outcome | null>(deviceStorage(), KEPT, null, (value) =>
      value && typeof value === "object" ? (value as Outcome) : undefined,
    );
    if (saved) setKept(saved);
    const join = /^#join=([\w-]+)\.([\w-]+)$/.exec(window.location.hash);
    if (!join || ran.current) return;
    ran.current = true;
    history.replaceState(null, "", window.location.pathname);
    call<{ guestToken: string; level: DesireLevel }>(`/api/desire-match/${join[1]}/join`, {
      method: "POST",
      body: JSON.stringify({ joinToken: join[2] }),
    })
      .then((joined) => begin({ id: join[1]!, token: joined.guestToken, level: joined.level }))
      .catch(fail);
  }, [begin]);

  // The first phone waits for the partner to join.
  useEffect(() => {
    if (phase !== "waiting" || !session) return;
    let stop = false;
    const poll = async () => {
      while (!stop) {
        const state = await call<{ partnerJoined: boolean }>(`/api/desire-match/${session.id}`, {
          token: session.token,
        });
        if (state.partnerJoined) return begin(session);
        await wait(1200);
      }
    };
    poll().catch(fail);
    return () => {
      stop = true;
    };
  }, [phase, session, begin]);

  const start = async () => {
    try {
      const created = await call<{ id: string; hostToken: string; joinToken: string }>("/api/desire-match", {
        method: "POST",
        body: JSON.stringify({ level }),
      });
      setSession({ id: created.id, token: created.hostToken, level });
      setLink(`${window.location.origin}/desire-match#join=${created.id}.${created.joinToken}`);
      setPhase("waiting");
    } catch (reason) {
      fail(reason);
    }
  };

  const finish = useCallback(
    async (active: Session, given: Record<string, Answer>) => {
      setPhase("exchanging");
      const psi = await import("@domain/desire-match/psi");
      const mineShare = readDeviceText(deviceStorage("session"), `${KEPT}:salt:${active.id}`);
      const theirShare = await partnerMessage<string>(active, "salt");
      const salt = psi.sessionSalt(mineShare ?? "", theirShare);
      const secret = psi.createSecret(randomBytes);
      const yes = Object.keys(given).filter((id) => given[id] === "yes");
      const yesOrMaybe = Object.keys(given).filter((id) => given[id] !== "no");
      const mineYes = psi.blindSet(yes, salt, secret, randomBytes);
      const mineMaybe = psi.blindSet(yesOrMaybe, salt, secret, randomBytes);
      const post = (kind: string, payload: unknown) =>
        call(`/api/desire-match/${active.id}/messages`, {
          method: "POST",
          token: active.token,
          body: JSON.stringify({ kind, payload }),
        });
      await post("blinded", { yes: mineYes.points, maybe: mineMaybe.points });
      const theirs = await partnerMessage<{ yes: string[]; maybe: string[] }>(active, "blinded");
      await post("reblinded", { yes: psi.reblind(theirs.yes, secret), maybe: psi.reblind(theirs.maybe, secret) });
      const answer = await partnerMessage<{ yes: string[]; maybe: string[] }>(active, "reblinded");
      const bothYes = new Set(psi.intersection(mineYes, answer.yes, theirs.yes, secret));
      const shared = psi.intersection(mineMaybe, answer.maybe, theirs.maybe, secret).filter((id) => !bothYes.has(id));
      const byId = new Map(loaderData.cards.map((card) => [card.id, card]));
      setOutcome({
        bothYes: [...bothYes].map((id) => byId.get(id)!).filter(Boolean),
        worthTalking: shared.map((id) => byId.get(id)!).filter(Boolean),
        partnerYes: theirs.yes.length,
        partnerYesOrMaybe: theirs.maybe.length,
      });
      setPhase("result");
      await post("done", {});
    },
    [loaderData.cards],
  );

  // A long deck: after a while either partner may stop and compare what they have answered so far.
  const finishEarly = () => {
    if (!session || phase !== "answering") return;
    finish(session, answers).catch(fail);
  };

  const answer = (choice: Answer) => {
    if (!current || !session) return;
    const next = { ...answers, [current.id]: choice };
    setAnswers(next);
    if (deck.every((card) => card.id in next)) finish(session, next).catch(fail);
  };

  useEffect(() => {
    if (phase !== "answering") return;
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (key === "y" || key === "arrowright") answer("yes");
      else if (key === "m" || key === "arrowup") answer("maybe");
      else if (key === "n" || key === "arrowleft") answer("no");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  // Each new card, with its three answers, comes into view under the header.
  const currentId = phase === "answering" ? current?.id : undefined;
  useEffect(() => {
    if (!currentId) return;
    keepInViewSoon(
      () => document.querySelector("[data-testid='match-progress']"),
      () => document.querySelector("[data-play='match-answers']"),
    );
  }, [currentId]);

  // The result opens at its top.
  useEffect(() => {
    if (phase !== "result") return;
    keepInViewSoon(() => document.querySelector("[data-play='match-result']"));
  }, [phase]);

  const restart = () => {
    removeDeviceValue(deviceStorage(), KEPT);
    setKept(null);
    setSession(null);
    setAnswers({});
    setOutcome(null);
    setError("");
    setPhase("start");
  };

  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-10 sm:pt-14">
      <h1 className="flex items-center gap-3 text-4xl font-semibold">
        <Heart aria-hidden className="size-8 text-rose" /> Desire Match
      </h1>
      <p className="mt-3 text-muted">
        Each of you answers on your own phone. You will see only the cards you both said yes to, and those worth talking
        about (a yes and a maybe). A no is never shown, nor a yes your partner did not share. Your answers never leave
        your phones: the server only passes on scrambled numbers it cannot read. The one thing each of you learns beyond
        your shared cards is how many cards the other said yes or maybe to.
      </p>

      {phase === "start" ? (
        <section className="mt-8 space-y-5" aria-label="Start a match">
          {kept ? <KeptList outcome={kept} onClear={restart} /> : null}
          <fieldset className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5">
            <legend className="px-1 font-semibold">How spicy should the cards be?</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {DESIRE_LEVELS.map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border px-4"
                >
                  <input
                    type="radio"
                    name="level"
                    value={option}
                    checked={level === option}
                    onChange={() => setLevel(option)}
                  />
                  {DESIRE_LEVEL_LABELS[option]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button onClick={() => void start()}>Start a match</Button>
        </section>
      ) : null}

      {phase === "waiting" ? (
        <section
          className="mt-8 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
          aria-label="Invite your partner"
        >
          <p className="font-semibold">Send this link to your partner&apos;s phone. It works once.</p>
          <p className="mt-3 break-all rounded-xl bg-surface-2 p-3 text-sm" data-testid="match-link">
            {link}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void navigator.clipboard?.writeText(link).catch(() => undefined)}
          >
            <Copy aria-hidden className="size-4" /> Copy link
          </Button>
          <p role="status" className="mt-4 text-muted">
            Waiting for your partner to open it…
          </p>
        </section>
      ) : null}

      {phase === "answering" && current ? (
        <section className="mt-8" aria-label="Your answers">
          <p className="text-sm text-muted" data-testid="match-progress">
            Card {Object.keys(answers).length + 1} of {deck.length}
          </p>
          <article
            className="mt-3 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 text-center shadow-glow sm:p-8"
            aria-live="polite"
          >
            <KindBadge kind={current.kind} large />
            <p className="mt-2 text-sm font-bold uppercase tracking-wider text-rose">{current.kind}</p>
            <h2 className="mt-1 text-2xl font-semibold sm:text-3xl" data-testid="match-card">
              {current.title}
            </h2>
            <p className="mx-auto mt-3 max-w-md text-muted" data-testid="match-card-line">
              {current.description}
            </p>
          </article>
          <div data-play="match-answers" className="mt-4 grid grid-cols-3 gap-3">
            <Button variant="secondary" onClick={() => answer("no")} aria-keyshortcuts="N">
              <X aria-hidden className="size-5" /> No
            </Button>
            <Button variant="secondary" onClick={() => answer("maybe")} aria-keyshortcuts="M">
              <HelpCircle aria-hidden className="size-5" /> Maybe
            </Button>
            <Button onClick={() => answer("yes")} aria-keyshortcuts="Y">
              <Check aria-hidden className="size-5" /> Yes
            </Button>
          </div>
          {/* Only where there is a keyboard and a fine pointer: phones are not shown keys they do not have. */}
          <p
            data-testid="match-keys"
            className="mt-3 hidden text-center text-xs text-muted [@media(hover:hover)_and_(pointer:fine)]:block"
          >
            Keys: Y yes, M maybe, N no.
          </p>
          {Object.keys(answers).length < FINISH_EARLY_AFTER ? (
            <p className="mt-4 text-center text-xs text-muted">
              No need to answer all {deck.length}: after {FINISH_EARLY_AFTER} cards you can stop and compare.
            </p>
          ) : (
            <div className="mt-6 text-center">
              <Button variant="ghost" size="sm" className="border border-border" onClick={finishEarly}>
                Stop here and compare
              </Button>
              <p className="mt-1 text-xs text-muted">
                The cards you have not answered count as a no. Nothing about them is sent.
              </p>
            </div>
          )}
        </section>
      ) : null}

      {phase === "exchanging" ? (
        <p role="status" className="mt-8 text-lg">
          Done! Waiting for your partner to finish, then comparing without revealing anything else…
        </p>
      ) : null}

      {phase === "result" && outcome ? (
        <section data-play="match-result" className="mt-8 space-y-6" aria-label="Your match">
          <MatchLists outcome={outcome} />
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() => {
                // Storage refused: the list stays on screen.
                if (writeDeviceValue(deviceStorage(), KEPT, outcome)) setKept(outcome);
              }}
            >
              Keep our list
            </Button>
            <Button variant="secondary" onClick={restart}>
              Start again
            </Button>
          </div>
          {kept ? <p role="status">Kept on this phone.</p> : null}
        </section>
      ) : null}

      {phase === "error" ? (
        <section className="mt-8" role="alert">
          <p>{error}</p>
          <Button className="mt-4" onClick={restart}>
            Start again
          </Button>
        </section>
      ) : null}
    </div>
  );
}

const KIND_ICONS: Readonly<Record<string, LucideIcon>> = {
  Position: Users,
  "Romantic idea": Sparkles,
  Massage: Hand,
  Roleplay: Drama,
  "Something to try": Flame,
};

/** The card's picture: an icon for its kind (a heart for the desire categories). */
function KindBadge({ kind, large = false }: { kind: string; large?: boolean }) {
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

function MatchLists({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <MatchGroup
        title="You both said yes"
        hint="Tap one to read more about it."
        icon={Heart}
        cards={outcome.bothYes}
        testId="both-yes"
        empty="Nothing yet: that is something to talk about too."
      />
      <MatchGroup
        title="Worth talking about"
        hint="One of you said yes, the other maybe: talk it over, no pressure either way."
        icon={MessageCircleHeart}
        cards={outcome.worthTalking}
        testId="worth-talking"
        empty="No yes-and-maybe pairs this time."
      />
      <p className="text-sm text-muted" data-testid="partner-counts">
        Your partner said yes to {outcome.partnerYes} cards and yes or maybe to {outcome.partnerYesOrMaybe}. That count
        is the only other thing the match reveals.
      </p>
    </>
  );
}

function KeptList({ outcome, onClear }: { outcome: Outcome; onClear: () => void }) {
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
