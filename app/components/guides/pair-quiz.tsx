import { ChevronLeft, Hand, Heart, Pause, RotateCcw, Users } from "lucide-react";
import { useMemo, type ReactNode, type Ref } from "react";

import type { LoveLanguage } from "@content/guides/love-languages";

import {
  INITIAL_PAIR_QUIZ,
  choosePair,
  closeTurn,
  compareProfiles,
  isTakerDone,
  pairProfile,
  pairProgressPercent,
  parsePairQuizState,
  previousPair,
  resetPairQuiz,
  retakePairs,
  startTurn,
  type LanguagePair,
  type PairQuizState,
  type PairSide,
  type PartnerSlot,
} from "@domain/guides/love-language-pairs";
import { NicknameForm } from "~/components/games/nickname-form";
import { useNicknames } from "~/components/games/hooks";
import { ProfileBars, ProfileComparisonView, primaryTitle } from "~/components/guides/love-language-profile";

import { partnerNames } from "@domain/games/nicknames";

import { LoveLanguageIcon as ContentIcon } from "~/components/guides/love-language-icon";
import { ProgressBar } from "~/components/guides/progress-bar";
import { TINT } from "~/components/guides/theme";
import { useFocusOnChange } from "~/components/guides/use-focus-on-change";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";

import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";

/**
 * The languages and, per language, the activities the results suggest travel in the loader data, not in the
 * page's JavaScript.
 */

/** The 30-pair "which would mean more to you" quiz, both partners in turn on one device: loaded when its tab opens. */
export default function PairQuiz({
  pairs,
  languages,
}: {
  pairs: readonly LanguagePair[];
  languages: readonly LoveLanguage[];
}) {
  const validate = useMemo(() => (value: unknown) => parsePairQuizState(value, pairs), [pairs]);
  const [state, setState] = useDeviceState<PairQuizState>(DEVICE_KEYS.loveQuizPairs, INITIAL_PAIR_QUIZ, validate);
  const nicknameSetting = useNicknames();
  const names = partnerNames(nicknameSetting.nicknames);
  const active = state.active;
  const position = active === null ? -1 : state.takers[active].position;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${active}:${position}`);

  if (active === null) {
    return (
      <PairOverview
        state={state}
        pairs={pairs}
        languages={languages}
        names={names}
        headingRef={headingRef}
        nicknameForm={<NicknameForm setting={nicknameSetting} />}
        onStart={(slot) => setState((current) => startTurn(current, slot))}
        onRetake={(slot) => setState((current) => retakePairs(current, slot))}
        onReset={() => setState(resetPairQuiz())}
      />
    );
  }
  const taker = state.takers[active];
  const other: PartnerSlot = active === 0 ? 1 : 0;
  if (isTakerDone(taker, pairs)) {
    const profile = pairProfile(pairs, taker.picks);
    const primary = languages.find((entry) => entry.id === profile.primary[0]);
    const otherDone = isTakerDone(state.takers[other], pairs);
    return (
      <div className="space-y-6" data-testid="pair-result">
        <Card className="relative overflow-hidden border-rose/40 p-6 text-center shadow-glow sm:p-8">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 -top-20 mx-auto size-64 rounded-full bg-rose/15 blur-3xl"
          />
          {primary ? (
            <span className={cx("mx-auto grid size-16 place-items-center rounded-full", TINT[primary.color].chip)}>
              <ContentIcon name={primary.icon} className="size-8" />
            </span>
          ) : null}
          <p className="mt-4 text-xs font-semibold uppercase tracking-[0.18em] text-rose">
            {names[active]}&apos;s love language
          </p>
          <h2 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl font-semibold outline-none sm:text-4xl">
            {primaryTitle(profile, languages)}
          </h2>
          {primary && profile.primary.length === 1 ? (
            <p className="mx-auto mt-3 max-w-xl text-muted">{primary.description}</p>
          ) : null}
          {profile.primary.length > 1 ? (
            <p className="mx-auto mt-3 max-w-xl text-muted">
              A tie at the top: you may well speak more than one language.
            </p>
          ) : null}
        </Card>
        <Card>
          <h3 className="text-2xl font-semibold">All five, by how often you chose them</h3>
          <p className="mt-1 text-sm text-muted">
            Each language was offered {profile.scores[0]?.offered ?? 0} times in the {pairs.length} pairs.
          </p>
          <div className="mt-5">
            <ProfileBars profile={profile} languages={languages} name={names[active]} />
          </div>
        </Card>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          {otherDone ? (
            <Button size="lg" onClick={() => setState((current) => closeTurn(current))}>
              <Heart aria-hidden className="size-5" />
              See where you meet and differ
            </Button>
          ) : (
            <Button size="lg" onClick={() => setState((current) => startTurn(current, other))}>
              <Hand aria-hidden className="size-5" />
              Hand over to {names[other]}
            </Button>
          )}
          <Button variant="secondary" size="lg" onClick={() => setState((current) => closeTurn(current))}>
            <Users aria-hidden className="size-5" />
            Both of you
          </Button>
          <Button
            variant="ghost"
            size="lg"
            className="border border-border"
            onClick={() => setState((current) => retakePairs(current, active))}
          >
            <RotateCcw aria-hidden className="size-5" />
            Retake
          </Button>
        </div>
      </div>
    );
  }
  const pair = pairs[taker.position]!;
  const chosen = taker.picks[pair.id];
  const progress = pairProgressPercent(taker, pairs);
  return (
    <Card className="p-5 sm:p-8" data-testid="pair-question">
      <div className="flex items-center justify-between gap-3 text-sm text-muted">
        <span>
          <strong className="text-fg">{names[active]}</strong> · Pair{" "}
          <strong className="text-fg">{taker.position + 1}</strong> of {pairs.length}
        </span>
        <span>{progress}% done</span>
      </div>
      <ProgressBar
        className="mt-2"
        percent={progress}
        label={`${names[active]}: pair ${taker.position + 1} of ${pairs.length}`}
      />
      <div key={pair.id} className="motion-safe:animate-fade-in">
        <h2 ref={headingRef} tabIndex={-1} className="mt-8 text-2xl font-semibold outline-none sm:text-3xl">
          Which would mean more to you?
        </h2>
        <p className="mt-2 text-sm text-muted">Both are lovely. Go with your first feeling.</p>
        <div role="group" aria-label="Choose one moment" className="mt-6 grid gap-3">
          {(["a", "b"] as const satisfies readonly PairSide[]).map((side) => (
            <button
              key={side}
              type="button"
              aria-pressed={chosen === side}
              onClick={() => setState((current) => choosePair(current, pairs, side))}
              className={cx(
                "min-h-20 w-full rounded-2xl border px-5 py-4 text-left text-lg leading-snug transition",
                chosen === side
                  ? "border-rose bg-rose/15"
                  : "border-border bg-surface-2/60 hover:border-rose/70 hover:bg-surface-2",
              )}
            >
              {pair[side].text}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button
          variant="secondary"
          onClick={() => setState((current) => previousPair(current, pairs))}
          disabled={taker.position === 0}
        >
          <ChevronLeft aria-hidden className="size-5" />
          Previous
        </Button>
        <Button
          variant="ghost"
          className="border border-border"
          onClick={() => setState((current) => closeTurn(current))}
        >
          <Pause aria-hidden className="size-4" />
          Pause
        </Button>
      </div>
    </Card>
  );
}

function PairOverview({
  state,
  pairs,
  languages,
  names,
  headingRef,
  nicknameForm,
  onStart,
  onRetake,
  onReset,
}: {
  state: PairQuizState;
  pairs: readonly LanguagePair[];
  languages: readonly LoveLanguage[];
  names: readonly [string, string];
  headingRef: Ref<HTMLHeadingElement>;
  nicknameForm: ReactNode;
  onStart: (slot: PartnerSlot) => void;
  onRetake: (slot: PartnerSlot) => void;
  onReset: () => void;
}) {
  const profiles = state.takers.map((taker) => pairProfile(pairs, taker.picks));
  const done = state.takers.map((taker) => isTakerDone(taker, pairs));
  const bothDone = done[0] && done[1];
  const comparison = bothDone
    ? compareProfiles(profiles[0]!, profiles[1]!, {
        first: state.takers[0].picks,
        second: state.takers[1].picks,
        pairs,
      })
    : null;
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-7">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {bothDone ? "Your two profiles" : "Which would mean more to you?"}
        </h2>
        <p className="mt-2 text-muted">
          {pairs.length} pairs of everyday moments. In each, choose the one that would mean more to you; there are no
          wrong answers. Take turns on this device: one of you answers, then hands it over, no peeking. Then see where
          your love languages meet and where they differ.
        </p>
        <div className="mt-4">{nicknameForm}</div>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {([0, 1] as const).map((slot) => {
            const taker = state.takers[slot];
            const profile = profiles[slot]!;
            const status = done[slot]
              ? primaryTitle(profile, languages)
              : taker.position > 0
                ? `${taker.position} of ${pairs.length} answered`
                : "Not started";
            const verb = done[slot] ? "See profile" : taker.position > 0 ? "Continue" : "Start";
            return (
              <li
                key={slot}
                className="flex flex-col rounded-2xl border border-border bg-surface-2/40 p-4"
                data-testid={`pair-taker-${slot + 1}`}
              >
                <p className="font-semibold">{names[slot]}</p>
                <p className="mt-1 flex-1 text-sm text-muted">{status}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant={done[slot] ? "secondary" : "primary"}
                    aria-label={`${verb}: ${names[slot]}`}
                    onClick={() => onStart(slot)}
                  >
                    {verb}
                  </Button>
                  {taker.position > 0 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="border border-border"
                      aria-label={`Retake: ${names[slot]}`}
                      onClick={() => onRetake(slot)}
                    >
                      Retake
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      {comparison ? (
        <Card className="p-5 sm:p-7">
          <ProfileComparisonView comparison={comparison} names={names} languages={languages} />
        </Card>
      ) : null}
      {state.takers.some((taker) => taker.position > 0) ? (
        <p className="text-center">
          <Button variant="ghost" size="sm" onClick={onReset}>
            <RotateCcw aria-hidden className="size-4" />
            Clear both and start afresh
          </Button>
        </p>
      ) : null}
    </div>
  );
}
