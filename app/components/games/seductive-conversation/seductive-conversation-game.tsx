import { Lightbulb, Loader2, MessageSquareHeart, MessagesSquare, ShieldCheck } from "lucide-react";
import { useRef, useState } from "react";
import {
  CONVERSATION_CATEGORIES,
  CONVERSATION_CATEGORY_NAMES,
  CONVERSATION_FETCH_MS,
  CONVERSATION_LEVEL_NAMES,
  CONVERSATION_LEVELS,
  type ConversationCategory,
  type ConversationLevel,
  type ConversationQuestion,
} from "@content/games/conversation";
import { ChoiceGroup, choicesOf } from "~/components/games/choice-group";
import { keepPackFinishedInView, PackFinished, PackLeft, PackPicker } from "~/components/games/packs";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { useGamePacks } from "~/components/games/use-game-packs";
import { PlayTogetherButton } from "~/components/rooms/play-together-button";
import { GamePage, InfoCard, LiveAnnouncer } from "~/components/games/game-page";
import { useLater, useReducedMotion } from "~/components/games/hooks";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  conversationMatches,
  conversationProgress,
  getConversationQuestion,
  nextConversationSetting,
} from "@domain/games/conversation";

import type { CONVERSATION_PACK_LIST as ConversationPacks } from "@content/games/packs";
import { QuestionCard } from "./question-card";

const TOPIC_HINTS: Record<ConversationCategory, string> = {
  intimate: "Closeness, trust and what already works",
  fantasy: "Daydreams, scenes and what-ifs",
  desire: "Wants, wishes and what draws you in",
  sensual: "Touch, senses and slow moments",
};

const LEVEL_HINTS: Record<ConversationLevel, string> = {
  mild: "Warm and easy",
  spicy: "A little bolder",
  hot: "Flirtatious and frank",
  fire: "The most daring",
};

const GUIDELINES = [
  "Listen more than you talk: curiosity is the whole point.",
  "Any question can be passed, parked for later or answered with a kiss instead.",
  "No judging and no keeping score; what is shared here stays between you.",
  "A fantasy shared is not a promise. Talking about something is not agreeing to it.",
];

const TIPS = [
  "Start on Mild, even if you are old hands; it sets a generous tone.",
  "Use the follow-ups to go deeper rather than moving straight on.",
  "Try it somewhere you are not usually talking: the bath, a long drive, a walk after dinner.",
  "Swap who asks after every question.",
];

/** Seductive conversation: draw a question from the chosen pack and category, with its follow-ups. */
export function SeductiveConversationGame(data: { packs: typeof ConversationPacks }) {
  const { packs } = data;
  const gamePacks = useGamePacks("conversation", packs);
  const { pack, setPackId, history, following } = gamePacks;
  const [finished, setFinished] = useState(false);
  const [topic, setTopic] = useState<ConversationCategory>("intimate");
  const [level, setLevel] = useState<ConversationLevel>("mild");
  const [fetching, setFetching] = useState(false);
  const [question, setQuestion] = useState<ConversationQuestion | null>(null);
  const [restarted, setRestarted] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const reducedMotion = useReducedMotion();
  const later = useLater();
  const questionRef = useRef<HTMLHeadingElement>(null);

  const progress = conversationProgress(pack.items, topic, level, gamePacks.seenOf(pack));

  /** Draws from `from` at the given topic and level (the chosen ones unless the finished screen moves on). */
  function getQuestion(
    from = pack,
    at: { category: ConversationCategory; level: ConversationLevel } = { category: topic, level },
  ) {
    if (fetching) return;
    const seen = history.seen(from.id);
    if (conversationProgress(from.items, at.category, at.level, seen).finished) {
      setFinished(true);
      setQuestion(null);
      setAnnouncement(
        `You have had every ${CONVERSATION_CATEGORY_NAMES[at.category]}, ${CONVERSATION_LEVEL_NAMES[at.level]} question of ${from.name}.`,
      );
      keepPackFinishedInView();
      return;
    }
    setFinished(false);
    const pick = getConversationQuestion(at.category, at.level, seen, Math.random, from.items);
    if (!pick) return;
    history.remember(from.id, pick.seen);
    setFetching(true);
    setAnnouncement("Finding a question…");
    later(() => {
      setFetching(false);
      setQuestion(pick.item);
      setRestarted(pick.restarted);
      setAnnouncement(`${pick.item.question} Follow-ups: ${pick.item.followUp.join(" ")}`);
      // Focus without the browser's own scroll, then the question and Get Question between the header and the fold.
      requestAnimationFrame(() => questionRef.current?.focus({ preventScroll: true }));
      keepInViewSoon("[data-play='conv-question']", "[data-play='conv-get']");
    }, CONVERSATION_FETCH_MS);
  }

  /** The finished screen's other way on: the next topic and level of this pack that still has questions. */
  const elsewhere = finished ? nextConversationSetting(pack.items, topic, level, gamePacks.seenOf(pack)) : null;
  const elsewhereName = elsewhere
    ? elsewhere.category === topic
      ? CONVERSATION_LEVEL_NAMES[elsewhere.level]
      : `${CONVERSATION_CATEGORY_NAMES[elsewhere.category]} at ${CONVERSATION_LEVEL_NAMES[elsewhere.level]}`
    : "";

  function moveOn(to: { category: ConversationCategory; level: ConversationLevel }) {
    setTopic(to.category);
    setLevel(to.level);
    getQuestion(pack, to);
  }

  function restartPack() {
    history.forget(pack.id, conversationMatches(topic, level, pack.items));
    getQuestion();
  }

  function choose(next: () => void) {
    setFinished(false);
    next();
  }

  return (
    <GamePage path="/games/seductive-conversation" icon={MessagesSquare}>
      <PlayTogetherButton game="seductive-conversation" />
      <LiveAnnouncer message={announcement} />
      <div className="mx-auto max-w-3xl space-y-6">
        <Card className="p-5 sm:p-7">
          <div className="space-y-6">
            <PackPicker
              name="conv-pack"
              disabled={fetching}
              value={pack.id}
              onChange={(id) => choose(() => setPackId(id))}
              packs={gamePacks.choices((entry, seen) => conversationProgress(entry.items, topic, level, seen))}
            />
            <ChoiceGroup
              legend="Topic"
              name="conv-topic"
              detailed
              disabled={fetching}
              value={topic}
              onChange={(next) => choose(() => setTopic(next))}
              options={choicesOf(CONVERSATION_CATEGORIES, { labels: CONVERSATION_CATEGORY_NAMES, hints: TOPIC_HINTS })}
            />
            <ChoiceGroup
              legend="Level"
              name="conv-level"
              detailed
              disabled={fetching}
              value={level}
              onChange={(next) => choose(() => setLevel(next))}
              options={choicesOf(CONVERSATION_LEVELS, { labels: CONVERSATION_LEVEL_NAMES, hints: LEVEL_HINTS })}
            />
          </div>
          <div className="mt-7 border-t border-border pt-6 text-center">
            <Button
              data-play="conv-get"
              size="lg"
              className="w-full sm:w-auto"
              onClick={() => getQuestion()}
              disabled={fetching}
            >
              {fetching ? (
                <Loader2 aria-hidden className={reducedMotion ? "size-5" : "size-5 animate-spin"} />
              ) : (
                <MessageSquareHeart aria-hidden className="size-5" />
              )}
              {fetching ? "Finding a question…" : "Get Question"}
            </Button>
            <PackLeft className="mt-3" left={progress.left} packName={pack.name} />
          </div>
        </Card>

        {finished ? (
          <PackFinished
            packName={pack.name}
            next={following}
            onNext={() => gamePacks.playNext((next) => getQuestion(next))}
            other={
              elsewhere
                ? {
                    label: `Try ${elsewhereName} next`,
                    sentence: `try ${elsewhereName} next`,
                    onSelect: () => moveOn(elsewhere),
                  }
                : null
            }
            onRestart={restartPack}
            what="question"
          />
        ) : null}

        {question && !fetching ? (
          <QuestionCard question={question} questionRef={questionRef} restarted={restarted} />
        ) : null}
      </div>

      <section aria-label="Guidelines and tips" className="mt-10 grid gap-4 md:grid-cols-2">
        <InfoCard title="Guidelines" icon={ShieldCheck} items={GUIDELINES} />
        <InfoCard title="Tips" icon={Lightbulb} items={TIPS} />
      </section>
    </GamePage>
  );
}
