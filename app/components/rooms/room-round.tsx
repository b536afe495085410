/**
 * What the Love Quiz room's two versions (five questions, thirty pairs) share: the players' names and the move
 * function a room game gets, the round a phone sent its private answers in, the card shown once they are in, and
 * the "Another round" button under the results.
 */
import { inSentence } from "~/lib/names";
import { RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** The two players as this phone shows them: its own nickname or "You", the partner's or "Your partner". */
export interface Names {
  me: string;
  partner: string;
}

export type Move = (move: { type: string; [key: string]: unknown }) => void;

/**
 * The round this phone sent its private answers in: forgotten when a new round starts. When the partner's answer
 * landed first, this phone's move was made on an older state, so with each new state it is sent again while
 * `unsent()` says the server has not taken it, but only in the round it was given for (the render that brings a
 * new round still holds the last round's answers).
 */
export function useRoundSending(round: number, seq: number, unsent: () => boolean, send: () => void) {
  const [sentInRound, setSentInRound] = useState<number | null>(null);
  useEffect(() => {
    setSentInRound(null);
  }, [round]);
  useEffect(() => {
    if (sentInRound === round && unsent()) send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server's state moves on
  }, [seq]);
  return { sent: sentInRound === round, markSent: () => setSentInRound(round) };
}

/** How a private round speaks of what each phone sends: its answers, or its choices. */
export interface PrivateWording {
  /** "answers", as in "Your answers are in". */
  noun: string;
  /** "answer", as in "Waiting for … to answer". */
  verb: string;
  /** "answers", as in "… answers on their phone". */
  verbs: string;
  /** "answered", as in "… has answered". */
  done: string;
}

export const ANSWERING: PrivateWording = { noun: "answers", verb: "answer", verbs: "answers", done: "answered" };
export const CHOOSING: PrivateWording = { noun: "choices", verb: "choose", verbs: "chooses", done: "chosen" };

/**
 * Renders nothing: when it shows, the step's start (`top`, a CSS selector) and its next control (`bottom`) come
 * into view under the fixed header; a step that remounts it (a new key) looks again.
 */
export function StepInView({ top, bottom }: { top: string; bottom?: string }) {
  useEffect(() => keepInViewSoon(top, bottom), [top, bottom]);
  return null;
}

/** Shown once this phone's answers are in, until the partner's are too. */
export function AnswersInCard({ wording, partner, both }: { wording: PrivateWording; partner: string; both: boolean }) {
  return (
    <div data-play="room-answers-in">
      <StepInView top="[data-play='room-answers-in']" />
      <Card className="p-5 text-center sm:p-7">
        <h2 className="text-xl font-semibold">{`Your ${wording.noun} are in`}</h2>
        <p data-testid="room-prompt" className="mt-2 text-muted">
          {both
            ? "Both answered."
            : `Waiting for ${inSentence(partner)} to ${wording.verb}. Their ${wording.noun} stay private until you both have.`}
        </p>
      </Card>
    </div>
  );
}

/**
 * Under the results, and held at the bottom of the screen while the results are read, so the next step is always in
 * view.
 */
export function AnotherRoundButton({ move }: { move: Move }) {
  return (
    <Button
      data-play="room-next"
      className="sticky bottom-3 z-10 mt-6 w-full shadow-lg"
      onClick={() => move({ type: "again" })}
    >
      <RotateCw aria-hidden className="size-4" /> Another round
    </Button>
  );
}

/** The heading of a private answering screen, and who has answered. */
export function PrivateHeading({
  wording,
  partner,
  partnerDone,
}: {
  wording: PrivateWording;
  partner: string;
  partnerDone: boolean;
}) {
  const note = partnerDone ? `${partner} has ${wording.done}.` : `${partner} ${wording.verbs} on their phone.`;
  return (
    <>
      <h2 className="text-xl font-semibold">
        {`${wording.verb.charAt(0).toUpperCase()}${wording.verb.slice(1)} privately`}
      </h2>
      <p className="mt-1 text-sm text-muted">{note} Nobody sees anything until you both have.</p>
    </>
  );
}
