/** The desire match's screen: one phase at a time, from choosing how spicy to the shared list. */
import { Check, Heart, HelpCircle, X } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import type { DesireCard } from "@domain/desire-match/deck";
import { DESIRE_LEVEL_LABELS, DESIRE_LEVELS } from "@domain/desire-match/deck";
import { CareNote } from "~/components/games/care-note";
import { IconPageHeading } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { CopyLinkButton } from "~/components/ui/copy-link-button";
import { QrCode } from "~/components/ui/qr-code";
import { KeptList, KindBadge, MatchLists } from "./match-lists";
import type { Answer } from "./relay";
import { useDesireMatch } from "./use-desire-match";

/** "Save for later" into Our space: its code (Yjs and the cryptography) loads only once a result shows. */
const SaveMatch = lazy(() => import("~/components/our-space/save-match"));

/** How many cards a partner answers before "Stop here and compare" is offered. */
const FINISH_EARLY_AFTER = 20;

export function DesireMatchScreen({ cards }: { cards: readonly DesireCard[] }) {
  const match = useDesireMatch(cards);
  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-10 sm:pt-14">
      <IconPageHeading icon={Heart} title="Desire Match">
        Each of you answers on your own phone. You will see only the cards you both said yes to, and those worth talking
        about (a yes and a maybe). A no is never shown, nor a yes your partner did not share. Your answers never leave
        your phones: the server only passes on sealed, scrambled numbers that it can neither open nor compare. The one
        thing each of you learns beyond your shared cards is how many cards the other said yes or maybe to.
      </IconPageHeading>
      <Link
        to="/what-our-server-sees"
        className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-rose"
      >
        What our server sees
      </Link>

      {match.phase === "start" ? (
        <section className="mt-8 space-y-5" aria-label="Start a match">
          {match.kept ? <KeptList outcome={match.kept} onClear={match.restart} /> : null}
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
                    checked={match.level === option}
                    onChange={() => match.setLevel(option)}
                  />
                  {DESIRE_LEVEL_LABELS[option]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button onClick={() => void match.start()}>Start a match</Button>
        </section>
      ) : null}

      {match.phase === "waiting" ? (
        <section
          className="mt-8 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
          aria-label="Invite your partner"
        >
          <p className="font-semibold">
            Send this link to your partner&apos;s phone, or let them scan the code. It works once.
          </p>
          <p className="mt-1 text-sm text-muted">
            It holds the key to your match, which never reaches our server: send it only to your partner.
          </p>
          <QrCode text={match.link} alt="QR code of the match link" testId="match-qr" className="mt-4" />
          <p className="mt-3 break-all rounded-xl bg-surface-2 p-3 text-sm" data-testid="match-link">
            {match.link}
          </p>
          <div className="mt-3">
            <CopyLinkButton link={match.link} label="Copy link" />
          </div>
          <p role="status" className="mt-4 text-muted">
            Waiting for your partner to open it…
          </p>
        </section>
      ) : null}

      {match.phase === "answering" && match.current ? (
        <AnsweringCard
          card={match.current}
          answered={Object.keys(match.answers).length}
          total={match.deck.length}
          onAnswer={match.answer}
          onFinishEarly={match.finishEarly}
        />
      ) : null}

      {match.phase === "exchanging" ? (
        <p role="status" className="mt-8 text-lg">
          Done! Waiting for your partner to finish, then comparing without revealing anything else…
        </p>
      ) : null}

      {match.phase === "result" && match.outcome ? (
        <section data-play="match-result" className="mt-8 space-y-6" aria-label="Your match">
          <MatchLists outcome={match.outcome} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={match.keep}>Keep our list</Button>
            <Button variant="secondary" onClick={match.restart}>
              Start again
            </Button>
          </div>
          {match.kept ? <p role="status">Kept on this phone.</p> : null}
          <Suspense fallback={null}>
            <SaveMatch
              items={[...match.outcome.bothYes, ...match.outcome.worthTalking].map((card) => ({
                id: card.id,
                label: card.title,
              }))}
            />
          </Suspense>
        </section>
      ) : null}

      {match.phase === "error" ? (
        <section className="mt-8" role="alert">
          <p>{match.error}</p>
          <Button className="mt-4" onClick={match.restart}>
            Start again
          </Button>
        </section>
      ) : null}
    </div>
  );
}

/** The card being answered, its three answers and the way to stop early. */
function AnsweringCard({
  card,
  answered,
  total,
  onAnswer,
  onFinishEarly,
}: {
  card: DesireCard;
  answered: number;
  total: number;
  onAnswer: (choice: Answer) => void;
  onFinishEarly: () => void;
}) {
  return (
    <section className="mt-8" aria-label="Your answers">
      <p className="text-sm text-muted" data-testid="match-progress">
        Card {answered + 1} of {total}
      </p>
      <article
        className="mt-3 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 text-center shadow-glow sm:p-8"
        aria-live="polite"
      >
        <KindBadge kind={card.kind} large />
        <p className="mt-2 text-sm font-bold uppercase tracking-wider text-rose">{card.kind}</p>
        <h2 className="mt-1 text-2xl font-semibold sm:text-3xl" data-testid="match-card">
          {card.title}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-muted" data-testid="match-card-line">
          {card.description}
        </p>
        <CareNote
          text={`${card.title} ${card.description}`}
          className="mx-auto mt-3 max-w-md justify-center text-left"
        />
      </article>
      <div data-play="match-answers" className="mt-4 grid grid-cols-3 gap-3">
        <Button variant="secondary" onClick={() => onAnswer("no")} aria-keyshortcuts="N">
          <X aria-hidden className="size-5" /> No
        </Button>
        <Button variant="secondary" onClick={() => onAnswer("maybe")} aria-keyshortcuts="M">
          <HelpCircle aria-hidden className="size-5" /> Maybe
        </Button>
        <Button onClick={() => onAnswer("yes")} aria-keyshortcuts="Y">
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
      {answered < FINISH_EARLY_AFTER ? (
        <p className="mt-4 text-center text-xs text-muted">
          No need to answer all {total}: after {FINISH_EARLY_AFTER} cards you can stop and compare.
        </p>
      ) : (
        <div className="mt-6 text-center">
          <Button variant="ghost" size="sm" className="border border-border" onClick={onFinishEarly}>
            Stop here and compare
          </Button>
          <p className="mt-1 text-xs text-muted">
            The cards you have not answered count as a no. Nothing about them is sent.
          </p>
        </div>
      )}
    </section>
  );
}
