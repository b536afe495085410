/** Truth or Dare's setup: the pack, game type, category, intensity and nicknames, and how many prompts that leaves. */
import type { Dispatch, Ref } from "react";
import type { TruthOrDareAction, TruthOrDareState } from "@domain/games/truth-or-dare";
import { Play } from "lucide-react";
import {
  INTENSITY_LABELS,
  TRUTH_OR_DARE_CATEGORY_CHOICES,
  TRUTH_OR_DARE_GAME_TYPE_LABELS,
  TRUTH_OR_DARE_GAME_TYPES,
  type TruthOrDareCategoryChoice,
  type TruthOrDareCard,
  type TruthOrDareGameType,
} from "@content/games/truth-or-dare";
import { SPICY_LEVELS, type SpicyLevel } from "@content/games/types";
import { ChoiceGroup, choicesOf } from "~/components/games/choice-group";
import type { NicknameSetting } from "~/components/games/hooks";
import { NicknameForm } from "~/components/games/nickname-form";
import { PackPicker } from "~/components/games/packs";
import type { GamePacks } from "~/components/games/use-game-packs";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { truthOrDarePoolOf, truthOrDareProgress } from "@domain/games/truth-or-dare";

export function TruthOrDareSetup({
  setupRef,
  packs,
  state,
  dispatch,
  nicknameSetting,
  starting,
  wordsFailed,
  onStart,
}: {
  setupRef: Ref<HTMLHeadingElement>;
  packs: GamePacks<TruthOrDareCard>;
  state: TruthOrDareState;
  dispatch: Dispatch<TruthOrDareAction>;
  nicknameSetting: NicknameSetting;
  /** Start was tapped before the prompts' words arrived: the first card shows as soon as they do. */
  starting: boolean;
  /** The words could not be fetched (offline before the page kept them). */
  wordsFailed: boolean;
  onStart: () => void;
}) {
  const { filter } = state;
  const { pack } = packs;
  const items = pack.items;
  const pool = truthOrDarePoolOf(items, filter);
  const progress = truthOrDareProgress(items, filter, packs.seenOf(pack));
  return (
    <Card className="p-5 sm:p-7">
      <h2 ref={setupRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Set up your game
      </h2>
      <p className="mt-1 text-muted">Choose what you are in the mood for. You can change it any time.</p>
      <div className="mt-6 space-y-6">
        <PackPicker
          name="tod-pack"
          value={pack.id}
          onChange={packs.setPackId}
          packs={packs.choices((entry, seen) => truthOrDareProgress(entry.items, filter, seen))}
        />
        <ChoiceGroup
          legend="Game type"
          name="tod-type"
          value={filter.type}
          onChange={(type) => dispatch({ type: "configure", filter: { type } })}
          options={choicesOf(TRUTH_OR_DARE_GAME_TYPES, { labels: TRUTH_OR_DARE_GAME_TYPE_LABELS, hints: TYPE_HINTS })}
        />
        <ChoiceGroup<TruthOrDareCategoryChoice>
          legend="Category"
          name="tod-category"
          value={filter.category}
          onChange={(category) => dispatch({ type: "configure", filter: { category } })}
          options={choicesOf(TRUTH_OR_DARE_CATEGORY_CHOICES)}
        />
        <ChoiceGroup<SpicyLevel>
          legend="Intensity (up to)"
          name="tod-intensity"
          value={filter.intensity}
          onChange={(intensity) => dispatch({ type: "configure", filter: { intensity } })}
          options={choicesOf(SPICY_LEVELS, { labels: (level) => `${level} · ${INTENSITY_LABELS[level]}` })}
        />
        <NicknameForm setting={nicknameSetting} />
      </div>
      <div className="mt-7 flex flex-col items-center gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <p className="text-center text-sm text-muted sm:text-left" aria-live="polite">
          {pool.fellBack ? (
            <>
              Nothing matches these settings exactly, so you will play from all{" "}
              <strong className="text-fg">{plural(items.length, "question")}</strong>.
            </>
          ) : (
            <>
              <strong className="text-fg">{plural(pool.items.length, "question")}</strong> in {pack.name} for these
              settings, <strong className="text-fg">{progress.left}</strong> not yet played.
            </>
          )}
        </p>
        <Button size="lg" className="w-full sm:w-auto" onClick={onStart} aria-busy={starting || undefined}>
          <Play aria-hidden className={starting ? "size-5 animate-pulse" : "size-5"} />
          {starting ? "Shuffling the cards…" : "Start Game"}
        </Button>
      </div>
      {wordsFailed ? (
        <p role="alert" className="mt-4 text-center text-sm text-danger">
          The prompts could not be loaded. Check your connection, then reload the page.
        </p>
      ) : null}
    </Card>
  );
}
const TYPE_HINTS: Record<TruthOrDareGameType, string> = {
  truth: "Questions only",
  dare: "Dares only",
  mixed: "A bit of both",
};

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
