import { ArrowLeftRight, Lightbulb, MessageCircleHeart, Play, Settings2, ShieldCheck, SkipForward } from "lucide-react";
import { useReducer, useRef, useState } from "react";
import {
  INTENSITY_LABELS,
  TRUTH_OR_DARE_CATEGORY_CHOICES,
  TRUTH_OR_DARE_GAME_TYPE_LABELS,
  TRUTH_OR_DARE_GAME_TYPES,
  TRUTH_OR_DARE_GUIDELINES,
  TRUTH_OR_DARE_TIPS,
  type TruthOrDareCategoryChoice,
  type TruthOrDareGameType,
} from "@content/games/truth-or-dare";
import { TRUTH_OR_DARE_PACK_LIST } from "@content/games/packs";
import { nextPack, packById } from "@content/games/packs/choose";
import { SPICY_LEVELS, type SpicyLevel } from "@content/games/types";
import { ChoiceGroup } from "~/components/games/choice-group";
import { PlayTogetherButton } from "~/components/together/play-together-button";
import { GamePage, InfoCard, LiveAnnouncer, StartOverNote } from "~/components/games/game-page";
import { useNicknames, usePackChoice, usePackHistories } from "~/components/games/hooks";
import { NicknameForm } from "~/components/games/nickname-form";
import { PackFinished, PackLeft, PackPicker } from "~/components/games/packs";
import { LevelMeter } from "~/components/games/level-meter";
import { keepInView } from "~/components/games/keep-in-view";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { turnOf } from "@domain/games/nicknames";
import { forgetPool } from "@domain/games/no-repeat";
import {
  drawTruthOrDareFrom,
  INITIAL_TRUTH_OR_DARE_STATE,
  truthOrDarePoolOf,
  truthOrDareProgress,
  truthOrDareReducer,
  truthOrDareTurn,
} from "@domain/games/truth-or-dare";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/truth-or-dare";

// The questions travel in the loader data, not in the page's JavaScript.
export function loader() {
  return { packs: TRUTH_OR_DARE_PACK_LIST, guidelines: TRUTH_OR_DARE_GUIDELINES, tips: TRUTH_OR_DARE_TIPS };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/truth-or-dare", matches);

const TYPE_HINTS: Record<TruthOrDareGameType, string> = {
  truth: "Questions only",
  dare: "Dares only",
  mixed: "A bit of both",
};

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

export default function TruthOrDare({ loaderData }: Route.ComponentProps) {
  const { packs, guidelines, tips } = loaderData;
  const packIds = packs.map((pack) => pack.id);
  const [packId, setPackId] = usePackChoice("truthOrDare", packIds);
  const pack = packById(packs, packId);
  const items = pack.items;
  const [state, dispatch] = useReducer(truthOrDareReducer, INITIAL_TRUTH_OR_DARE_STATE);
  const history = usePackHistories("truthOrDare", packIds);
  const [nicknames, setNicknames] = useNicknames();
  const [finished, setFinished] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const questionRef = useRef<HTMLHeadingElement>(null);
  const setupRef = useRef<HTMLHeadingElement>(null);

  const pool = truthOrDarePoolOf(items, state.filter);
  const { filter, current } = state;
  const progress = truthOrDareProgress(items, filter, history.histories[pack.id] ?? []);
  const following = packs.length > 1 ? nextPack(packs, pack.id) : null;

  function draw(focusQuestion: boolean, from = pack) {
    const seen = history.seen(from.id);
    if (truthOrDareProgress(from.items, filter, seen).finished) {
      setFinished(true);
      setAnnouncement(`You have played every prompt in ${from.name}.`);
      return;
    }
    const result = drawTruthOrDareFrom(from.items, filter, seen);
    if (!result) return;
    history.remember(from.id, result.seen);
    setFinished(false);
    dispatch({ type: "show", item: result.item, restarted: result.restarted });
    const turn = turnOf(nicknames, truthOrDareTurn({ draws: state.draws + 1 }));
    setAnnouncement(
      `${turn}. ${result.item.type === "truth" ? "Truth" : "Dare"}: ${result.item.question} ${result.remaining} left in this pack.`,
    );
    // Focus without the browser's own scroll (which put the question under the fixed header), then show the label,
    // the question and Next between the header and the fold.
    requestAnimationFrame(() => {
      if (focusQuestion) questionRef.current?.focus({ preventScroll: true });
      keepInView(document.querySelector("[data-play='tod-prompt']"), document.querySelector("[data-play='tod-next']"));
    });
  }

  function playNextPack() {
    if (!following) return;
    setPackId(following.id);
    draw(true, following);
  }

  function restartPack() {
    history.remember(
      pack.id,
      forgetPool(history.seen(pack.id), pool.items, (item) => item.id),
    );
    setFinished(false);
    draw(true);
  }

  function switchType(gameType: TruthOrDareGameType) {
    dispatch({ type: "switch-type", gameType });
    setAnnouncement(`${TRUTH_OR_DARE_GAME_TYPE_LABELS[gameType]} selected. Check your settings and start again.`);
    requestAnimationFrame(() => setupRef.current?.focus());
  }

  function backToSetup() {
    dispatch({ type: "setup" });
    requestAnimationFrame(() => setupRef.current?.focus());
  }

  return (
    <GamePage path="/games/truth-or-dare" icon={MessageCircleHeart}>
      <PlayTogetherButton game="truth-or-dare" />
      <LiveAnnouncer message={announcement} />
      <div className="mx-auto max-w-3xl">
        {finished ? (
          <PackFinished
            packName={pack.name}
            next={following}
            onNext={playNextPack}
            onRestart={restartPack}
            onSettings={() => {
              setFinished(false);
              backToSetup();
            }}
          />
        ) : state.phase === "setup" || !current ? (
          <Card className="p-5 sm:p-7">
            <h2 ref={setupRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
              Set up your game
            </h2>
            <p className="mt-1 text-muted">Choose what you are in the mood for. You can change it any time.</p>
            <div className="mt-6 space-y-6">
              <PackPicker
                name="tod-pack"
                value={pack.id}
                onChange={setPackId}
                packs={packs.map((entry) => {
                  const counts = truthOrDareProgress(entry.items, filter, history.histories[entry.id] ?? []);
                  return {
                    id: entry.id,
                    name: entry.name,
                    description: entry.description,
                    total: counts.total,
                    left: counts.left,
                  };
                })}
              />
              <ChoiceGroup
                legend="Game type"
                name="tod-type"
                value={filter.type}
                onChange={(type) => dispatch({ type: "configure", filter: { type } })}
                options={TRUTH_OR_DARE_GAME_TYPES.map((type) => ({
                  value: type,
                  label: TRUTH_OR_DARE_GAME_TYPE_LABELS[type],
                  hint: TYPE_HINTS[type],
                }))}
              />
              <ChoiceGroup<TruthOrDareCategoryChoice>
                legend="Category"
                name="tod-category"
                value={filter.category}
                onChange={(category) => dispatch({ type: "configure", filter: { category } })}
                options={TRUTH_OR_DARE_CATEGORY_CHOICES.map((category) => ({ value: category, label: category }))}
              />
              <ChoiceGroup<SpicyLevel>
                legend="Intensity (up to)"
                name="tod-intensity"
                value={filter.intensity}
                onChange={(intensity) => dispatch({ type: "configure", filter: { intensity } })}
                options={SPICY_LEVELS.map((level) => ({
                  value: level,
                  label: `${level} · ${INTENSITY_LABELS[level]}`,
                }))}
              />
              <NicknameForm nicknames={nicknames} onChange={setNicknames} />
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
                    <strong className="text-fg">{plural(pool.items.length, "question")}</strong> in {pack.name} for
                    these settings, <strong className="text-fg">{progress.left}</strong> not yet played.
                  </>
                )}
              </p>
              <Button size="lg" className="w-full sm:w-auto" onClick={() => draw(true)}>
                <Play aria-hidden className="size-5" />
                Start Game
              </Button>
            </div>
          </Card>
        ) : (
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
              <PackLeft className="mt-3" left={progress.left} packName={pack.name} />
              <h2
                ref={questionRef}
                tabIndex={-1}
                data-testid="tod-question"
                className="mt-6 min-h-24 text-2xl font-medium leading-snug outline-none sm:text-3xl"
              >
                {current.question}
              </h2>
              <div className="mt-5 flex flex-wrap items-center gap-3">
                <Badge tone="rose">{current.category}</Badge>
                <LevelMeter level={current.spicyLevel} label={INTENSITY_LABELS[current.spicyLevel]} />
              </div>
              <StartOverNote show={state.restarted}>
                You had seen every question of these settings in this pack, so it started over.
              </StartOverNote>
              <div className="mt-7 flex flex-col gap-3 sm:flex-row">
                <Button data-play="tod-next" size="lg" className="w-full sm:w-auto" onClick={() => draw(false)}>
                  <SkipForward aria-hidden className="size-5" />
                  Next Question
                </Button>
                <Button variant="secondary" className="w-full sm:w-auto" onClick={backToSetup}>
                  <Settings2 aria-hidden className="size-4" />
                  Change settings
                </Button>
              </div>
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
                      onClick={() => switchType(type)}
                    >
                      {TRUTH_OR_DARE_GAME_TYPE_LABELS[type]}
                    </Button>
                  ))}
                </div>
              </div>
            </div>
          </Card>
        )}
      </div>

      <section aria-label="Tips and guidelines" className="mx-auto mt-10 grid max-w-5xl gap-4 md:grid-cols-2">
        <InfoCard title="Guidelines" icon={ShieldCheck} items={guidelines} />
        <InfoCard title="Tips for a great game" icon={Lightbulb} items={tips} />
      </section>
      <section aria-labelledby="tod-levels" className="mx-auto mt-4 max-w-5xl">
        <Card>
          <h2 id="tod-levels" className="text-xl font-semibold">
            Intensity levels
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-5 sm:gap-3">
            {SPICY_LEVELS.map((level) => (
              <li key={level} className="flex items-center rounded-xl bg-surface-2 px-3 py-2 sm:justify-center sm:py-3">
                <span aria-hidden className="mr-3 w-4 text-sm font-bold text-muted sm:hidden">
                  {level}
                </span>
                <LevelMeter level={level} label={INTENSITY_LABELS[level]} className="sm:flex-col" />
              </li>
            ))}
          </ul>
        </Card>
      </section>
    </GamePage>
  );
}
