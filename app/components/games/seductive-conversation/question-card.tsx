/** The conversation question on screen: its topic and level, the question and its follow-ups. */
import { CareNote } from "~/components/games/care-note";
import type { Ref } from "react";
import {
  CONVERSATION_CATEGORY_NAMES,
  CONVERSATION_LEVEL_NAMES,
  CONVERSATION_LEVELS,
  type ConversationQuestion,
} from "@content/games/conversation";
import { StartOverNote } from "~/components/games/game-page";
import { LevelMeter } from "~/components/games/level-meter";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";

export function QuestionCard({
  question,
  questionRef,
  restarted,
}: {
  question: ConversationQuestion;
  questionRef: Ref<HTMLHeadingElement>;
  restarted: boolean;
}) {
  return (
    <Card data-testid="conv-question" className="relative overflow-hidden p-5 sm:p-8">
      <div
        aria-hidden
        className="pointer-events-none absolute -left-20 -top-20 size-56 rounded-full bg-gradient-to-br from-rose/20 to-plum/20 blur-2xl"
      />
      <div className="relative">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="rose">{CONVERSATION_CATEGORY_NAMES[question.category]}</Badge>
          <LevelMeter
            level={CONVERSATION_LEVELS.indexOf(question.level) + 2}
            label={CONVERSATION_LEVEL_NAMES[question.level]}
          />
        </div>
        <h2
          ref={questionRef}
          tabIndex={-1}
          data-play="conv-question"
          className="mt-5 text-2xl font-medium leading-snug outline-none sm:text-3xl"
        >
          {question.question}
        </h2>
        <h3 className="mt-6 text-sm font-bold uppercase tracking-wide text-gold">Keep it going</h3>
        <ul className="mt-2 space-y-2">
          {question.followUp.map((followUp) => (
            <li key={followUp} className="rounded-xl bg-surface-2 px-4 py-3">
              {followUp}
            </li>
          ))}
        </ul>
        <CareNote text={[question.question, ...question.followUp].join(" ")} className="mt-3" />
        <StartOverNote show={restarted}>
          You had seen every {CONVERSATION_CATEGORY_NAMES[question.category].toLowerCase()} question at{" "}
          {CONVERSATION_LEVEL_NAMES[question.level]} in this pack, so it started over.
        </StartOverNote>
      </div>
    </Card>
  );
}
