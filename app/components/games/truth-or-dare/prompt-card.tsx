/** The truth or dare on screen: whose turn, the prompt, Next, settings and the quick switch of game type. */
import type { Ref } from "react";
import type { Nicknames } from "@domain/games/nicknames";
import type { TruthOrDareState } from "@domain/games/truth-or-dare";
import type { TruthOrDareItem } from "@content/games/truth-or-dare";
import { ArrowLeftRight, Settings2, SkipForward } from "lucide-react";
import {
  INTENSITY_LABELS,
  TRUTH_OR_DARE_GAME_TYPE_LABELS,
  TRUTH_OR_DARE_GAME_TYPES,
  type TruthOrDareGameType,
} from "@content/games/truth-or-dare";
import { CareNote } from "~/components/games/care-note";
import { StartOverNote } from "~/components/games/game-page";
import { PackLeft } from "~/components/games/packs";
import { LevelMeter } from "~/components/games/level-meter";
import { NotTonight, SofterLabel } from "~/components/games/not-tonight";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import { turnOf } from "@domain/games/nicknames";
import { truthOrDareTurn } from "@domain/games/truth-or-dare";

export function PromptCard({
  current,
  state,
  nicknames,
  left,
  packName,
  questionRef,
  hasSofter,
  onSofter,
  onLater,
  onNext,
  onSettings,
  onSwitch,
}: {
  current: TruthOrDareItem;
  state: TruthOrDareState;
  nicknames: Nicknames;
  left: number;
  packName: string;
  questionRef: Ref<HTMLHeadingElement>;
  /** A softer version is written for this dare and not taken yet. */
  hasSofter: boolean;
  onSofter: () => void;
  onLater: () => void;
  onNext: () => void;
  onSettings: () => void;
  onSwitch: (type: TruthOrDareGameType) => void;
}) {
  const { filter } = state;
  const text = state.softer ?? current.question;
  return (
    <Card className="relative overflow-hidden p-5 sm:p-8">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-16 -top-16 size-48 rounded-full bg-gradient-to-br from-rose/25 to-coral/10 blur-2xl"
      />
      <div className="relative">
        <div data-play="tod-prompt" className="flex flex-wrap items-center justify-between gap-3">
          <span
            className={
              current.type === "truth"
                ? "rounded-full bg-gold/15 px-4 py-1.5 text-sm font-extrabold tracking-[0.25em] text-gold"
                : "rounded-full bg-rose/15 px-4 py-1.5 text-sm font-extrabold tracking-[0.25em] text-rose"
            }
          >
            {current.type === "truth" ? "TRUTH" : "DARE"}
          </span>
          <p data-testid="tod-turn" className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold">
            {turnOf(nicknames, truthOrDareTurn(state))}
          </p>
        </div>
        <PackLeft className="mt-3" left={left} packName={packName} />
        {state.softer !== null ? <SofterLabel className="mt-5" /> : null}
        <h2
          ref={questionRef}
          tabIndex={-1}
          data-testid="tod-question"
          data-card-id={current.id}
          data-softer={state.softer !== null ? "true" : undefined}
          className={cx(
            "min-h-24 text-2xl font-medium leading-snug outline-none sm:text-3xl",
            state.softer !== null ? "mt-2" : "mt-6",
          )}
        >
          {text}
        </h2>
        <CareNote text={text} className="mt-3" />
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Badge tone="rose">{current.category}</Badge>
          <LevelMeter level={current.spicyLevel} label={INTENSITY_LABELS[current.spicyLevel]} />
        </div>
        <StartOverNote show={state.restarted}>
          You had seen every question of these settings in this pack, so it started over.
        </StartOverNote>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Button data-play="tod-next" size="lg" className="w-full sm:w-auto" onClick={onNext}>
            <SkipForward aria-hidden className="size-5" />
            Next Question
          </Button>
          <Button variant="secondary" className="w-full sm:w-auto" onClick={onSettings}>
            <Settings2 aria-hidden className="size-4" />
            Change settings
          </Button>
        </div>
        {current.type === "dare" ? (
          <NotTonight key={current.id} className="mt-3" hasSofter={hasSofter} onSofter={onSofter} onLater={onLater} />
        ) : null}
        <div className="mt-6 border-t border-border pt-5">
          <p id="tod-switch" className="flex items-center gap-2 text-sm font-semibold text-muted">
            <ArrowLeftRight aria-hidden className="size-4" />
            Quick switch (returns to setup)
          </p>
          <div role="group" aria-labelledby="tod-switch" className="mt-2 flex flex-wrap gap-2">
            {TRUTH_OR_DARE_GAME_TYPES.map((type) => (
              <Button
                key={type}
                size="sm"
                variant={type === filter.type ? "primary" : "secondary"}
                aria-pressed={type === filter.type}
                onClick={() => onSwitch(type)}
              >
                {TRUTH_OR_DARE_GAME_TYPE_LABELS[type]}
              </Button>
            ))}
          </div>
        </div>
      </div>
    </Card>
  );
}
