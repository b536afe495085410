/**
 * The Love Quiz room's longer version on both phones: the switch between the five questions and the 30 pairs
 * (either phone, before anyone answers the round), each phone choosing privately one pair at a time, and both
 * profiles with where they meet and differ once both have sent their choices.
 */
import { inSentence } from "~/lib/names";
import { ChevronLeft, Heart, Send } from "lucide-react";
import { useEffect, useState } from "react";
import type { RoomView } from "@domain/rooms/protocol";
import type { LoveQuizView } from "@domain/rooms/love-quiz";
import type { PairSide } from "@domain/guides/love-language-pairs";
import { ProfileBars, ProfileComparisonView, primaryTitle } from "~/components/guides/love-language-profile";
import { ProgressBar } from "~/components/guides/progress-bar";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import {
  AnotherRoundButton,
  AnswersInCard,
  CHOOSING,
  PrivateHeading,
  StepInView,
  useRoundSending,
  type Move,
  type Names,
} from "./room-round";

export default function LoveQuizPairsRoom({
  view,
  names,
  move,
}: {
  view: RoomView<LoveQuizView>;
  names: Names;
  move: Move;
}) {
  const { state } = view;
  const [picks, setPicks] = useState<Record<string, PairSide>>({});
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setPicks({});
    setIndex(0);
  }, [state.rounds]);
  const pairs = state.pairs ?? [];
  const complete = pairs.length > 0 && pairs.every((pair) => picks[pair.id] !== undefined);
  const send = () => move({ type: "pairs", picks });
  const sending = useRoundSending(state.rounds, view.seq, () => !state.minePicked && complete, send);

  const result = state.pairResult;
  if (result) {
    const me = names.me;
    const partner = names.partner;
    return (
      <Card className="p-5 sm:p-7">
        <StepInView top="[data-testid='room-prompt']" />
        <h2 data-testid="room-prompt" className="text-2xl font-semibold">
          Where you meet and differ
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-xl border border-border p-3">
            <dt className="text-muted">{me}</dt>
            <dd className="mt-1 font-semibold">{primaryTitle(result.mine, state.languages)}</dd>
          </div>
          <div className="rounded-xl border border-border p-3">
            <dt className="text-muted">{partner}</dt>
            <dd className="mt-1 font-semibold">{primaryTitle(result.partner, state.languages)}</dd>
          </div>
        </dl>
        <div className="mt-6">
          <ProfileComparisonView
            comparison={result.comparison}
            names={[me, partner]}
            sentenceNames={[inSentence(me), inSentence(partner)]}
            languages={state.languages}
          />
        </div>
        <details className="mt-6 rounded-2xl border border-border p-4">
          <summary className="cursor-pointer font-semibold">Both profiles in full</summary>
          <h3 className="mt-4 font-semibold">{me}</h3>
          <div className="mt-3">
            <ProfileBars profile={result.mine} languages={state.languages} name={me} />
          </div>
          <h3 className="mt-6 font-semibold">{partner}</h3>
          <div className="mt-3">
            <ProfileBars profile={result.partner} languages={state.languages} name={partner} />
          </div>
        </details>
        <AnotherRoundButton move={move} />
      </Card>
    );
  }
  if (state.minePicked) {
    return <AnswersInCard wording={CHOOSING} partner={names.partner} both={state.partnerAnswered} />;
  }
  if (pairs.length === 0) return null;
  const onPair = Math.min(index, pairs.length - 1);
  const pair = pairs[onPair]!;
  const answered = pairs.filter((entry) => picks[entry.id] !== undefined).length;
  const choose = (side: PairSide) => {
    setPicks((current) => ({ ...current, [pair.id]: side }));
    setIndex((current) => Math.min(current + 1, pairs.length));
  };
  const finished = index >= pairs.length && complete;
  return (
    <Card className="p-5 sm:p-7">
      <PrivateHeading wording={CHOOSING} partner={names.partner} partnerDone={state.partnerAnswered} />
      <p className="mt-4 text-sm text-muted" data-testid="room-pair-progress">
        {finished ? `All ${pairs.length} chosen` : `Pair ${onPair + 1} of ${pairs.length}`}
      </p>
      <ProgressBar className="mt-2" percent={(answered / pairs.length) * 100} />
      {finished ? (
        <div className="mt-6 space-y-3" data-play="room-next">
          <StepInView top="[data-testid='room-pair-progress']" bottom="[data-play='room-next']" />
          <p>Happy with your choices? Send them, and you will both see where your profiles meet and differ.</p>
          <Button
            size="lg"
            className="w-full"
            disabled={sending.sent}
            onClick={() => {
              sending.markSent();
              send();
            }}
          >
            <Send aria-hidden className="size-5" /> Send my choices
          </Button>
          <Button variant="secondary" className="w-full" onClick={() => setIndex(pairs.length - 1)}>
            <ChevronLeft aria-hidden className="size-4" /> Back to the last pair
          </Button>
        </div>
      ) : (
        <div key={pair.id} className="mt-5" data-play="room-next">
          <StepInView top="[data-testid='room-pair-progress']" bottom="[data-play='room-next']" />
          <p className="flex items-center gap-2 font-semibold">
            <Heart aria-hidden className="size-4 text-rose" /> Which would mean more to you?
          </p>
          <div role="group" aria-label="Choose one moment" className="mt-3 grid gap-3">
            {(["a", "b"] as const).map((side) => (
              <button
                key={side}
                type="button"
                aria-pressed={picks[pair.id] === side}
                onClick={() => choose(side)}
                className={cx(
                  "min-h-16 w-full rounded-2xl border px-4 py-3 text-left leading-snug transition",
                  picks[pair.id] === side
                    ? "border-rose bg-rose/15"
                    : "border-border bg-surface-2/60 hover:border-rose/70",
                )}
              >
                {pair[side].text}
              </button>
            ))}
          </div>
          <Button
            variant="secondary"
            className="mt-4"
            disabled={onPair === 0}
            onClick={() => setIndex(Math.max(0, onPair - 1))}
          >
            <ChevronLeft aria-hidden className="size-4" /> Previous
          </Button>
        </div>
      )}
    </Card>
  );
}
