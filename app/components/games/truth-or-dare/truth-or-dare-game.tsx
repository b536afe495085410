import { Lightbulb, MessageCircleHeart, ShieldCheck } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import {
  INTENSITY_LABELS,
  TRUTH_OR_DARE_GAME_TYPE_LABELS,
  type TruthOrDareCard,
  type TruthOrDareGameType,
} from "@content/games/truth-or-dare";
import type { ContentPack } from "@content/games/packs/types";
import { SPICY_LEVELS } from "@content/games/types";
import { PlayTogetherButton } from "~/components/rooms/play-together-button";
import { GamePage, InfoCard, LiveAnnouncer } from "~/components/games/game-page";
import { useNicknames } from "~/components/games/hooks";
import { keepPackFinishedInView, PackFinished } from "~/components/games/packs";
import { useGamePacks } from "~/components/games/use-game-packs";
import { LevelMeter } from "~/components/games/level-meter";
import { keepInView } from "~/components/games/keep-in-view";
import { SavedForLater } from "~/components/games/saved-for-later";
import { useSavedForLater } from "~/lib/games/later-storage";
import { Card } from "~/components/ui/card";
import { turnOf } from "@domain/games/nicknames";
import {
  drawTruthOrDareFrom,
  INITIAL_TRUTH_OR_DARE_STATE,
  softerTruthOrDare,
  truthOrDarePoolOf,
  truthOrDareProgress,
  truthOrDareReducer,
  truthOrDareTurn,
} from "@domain/games/truth-or-dare";
import { TruthOrDareSetup } from "./setup";
import { PromptCard } from "./prompt-card";
import { useTruthOrDareWords } from "./use-words";

/** A draw asked for before the words had arrived (Start tapped at once): carried out when they come. */
interface WaitingDraw {
  readonly focusQuestion: boolean;
  readonly from: ContentPack<TruthOrDareCard>;
  readonly said: string;
}

/** Truth or Dare on one phone: choose truth or dare in turn, from the chosen pack, intensity and categories. */
export function TruthOrDareGame(data: {
  /** Every pack's cards, without their words (useTruthOrDareWords brings those). */
  packs: readonly ContentPack<TruthOrDareCard>[];
  guidelines: readonly string[];
  tips: readonly string[];
}) {
  const { packs, guidelines, tips } = data;
  const { words, failed: wordsFailed } = useTruthOrDareWords();
  const [waiting, setWaiting] = useState<WaitingDraw | null>(null);
  const saved = useSavedForLater();
  const gamePacks = useGamePacks("truthOrDare", packs);
  const { pack, history, following } = gamePacks;
  const items = pack.items;
  const [state, dispatch] = useReducer(truthOrDareReducer, INITIAL_TRUTH_OR_DARE_STATE);
  const nicknameSetting = useNicknames();
  const { nicknames } = nicknameSetting;
  const [finished, setFinished] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const questionRef = useRef<HTMLHeadingElement>(null);
  const setupRef = useRef<HTMLHeadingElement>(null);

  const pool = truthOrDarePoolOf(items, state.filter);
  const { filter, current } = state;
  const progress = truthOrDareProgress(items, filter, gamePacks.seenOf(pack));

  /** The softer version of the dare on screen, when one is written for it ("Not tonight"). */
  const softerText =
    current && words
      ? softerTruthOrDare(current, (id) => (Object.hasOwn(words.softer, id) ? words.softer[id] : undefined))
      : undefined;

  function draw(focusQuestion: boolean, from = pack, said = "") {
    if (!words) {
      setWaiting({ focusQuestion, from, said });
      return;
    }
    const seen = history.seen(from.id);
    if (truthOrDareProgress(from.items, filter, seen).finished) {
      setFinished(true);
      setAnnouncement(`You have played every prompt in ${from.name}.`);
      keepPackFinishedInView();
      return;
    }
    const result = drawTruthOrDareFrom(from.items, filter, seen);
    if (!result) return;
    const item = { ...result.item, question: words.questions[result.item.id] ?? "" };
    history.remember(from.id, result.seen);
    setFinished(false);
    dispatch({ type: "show", item, restarted: result.restarted });
    const turn = turnOf(nicknames, truthOrDareTurn({ draws: state.draws + 1 }));
    setAnnouncement(
      `${said}${turn}. ${item.type === "truth" ? "Truth" : "Dare"}: ${item.question} ${result.remaining} left in this pack.`,
    );
    // Focus without the browser's own scroll (which put the question under the fixed header), then show the label,
    // the question and Next between the header and the fold.
    requestAnimationFrame(() => {
      if (focusQuestion) questionRef.current?.focus({ preventScroll: true });
      keepInView(document.querySelector("[data-play='tod-prompt']"), document.querySelector("[data-play='tod-next']"));
    });
  }

  // A Start tapped before the words arrived is carried out once they have (the button says it is getting them ready).
  useEffect(() => {
    if (!words || !waiting) return;
    setWaiting(null);
    draw(waiting.focusQuestion, waiting.from, waiting.said);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per arrival; draw reads this render's state
  }, [words, waiting]);

  /** Not tonight → the softer version: the same card, gentler, played as the card (Next passes the turn as always). */
  function takeSofter() {
    if (!current || !softerText) return;
    dispatch({ type: "soften", text: softerText });
    setAnnouncement(`Softer version: ${softerText}`);
    requestAnimationFrame(() => {
      questionRef.current?.focus({ preventScroll: true });
      keepInView(document.querySelector("[data-play='tod-prompt']"), document.querySelector("[data-play='tod-next']"));
    });
  }

  /** Not tonight → Save for later: the card waits in "Saved for later" and the next card comes, as after playing it. */
  function saveForLater() {
    if (!current) return;
    saved.save({ game: "truth-or-dare", ref: current.id, text: current.question, at: new Date().toISOString() });
    draw(true, pack, "Saved for later. ");
  }

  function restartPack() {
    history.forget(pack.id, pool.items);
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
            onNext={() => gamePacks.playNext((next) => draw(true, next))}
            onRestart={restartPack}
            onSettings={() => {
              setFinished(false);
              backToSetup();
            }}
          />
        ) : state.phase === "setup" || !current ? (
          <TruthOrDareSetup
            setupRef={setupRef}
            packs={gamePacks}
            state={state}
            dispatch={dispatch}
            nicknameSetting={nicknameSetting}
            starting={waiting !== null && !wordsFailed}
            wordsFailed={wordsFailed}
            onStart={() => draw(true)}
          />
        ) : (
          <PromptCard
            current={current}
            state={state}
            nicknames={nicknames}
            left={progress.left}
            packName={pack.name}
            questionRef={questionRef}
            hasSofter={softerText !== undefined && state.softer === null}
            onSofter={takeSofter}
            onLater={saveForLater}
            onNext={() => draw(false)}
            onSettings={backToSetup}
            onSwitch={switchType}
          />
        )}
        <SavedForLater game="truth-or-dare" className="mt-6" />
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
