/**
 * A question a day for the Our space screen: today's question and where each phone is with it, the couple's earlier
 * answers, and the actions. The questions load with this screen only; the keys come from the page's engine.
 */
import { useMemo } from "react";
import { DAILY_QUESTIONS, type DailyQuestionTopic } from "@content/our-space/daily-questions";
import { localDay } from "@domain/our-space/daily-question";
import { setDailyTopicSkipped, skipDailyDay } from "@domain/our-space/space-doc";
import { dailyHistory, dailyToday, writeDailyAnswer, type DailyReveal } from "./daily";
import { browserRandom, currentDailyKeys, currentEngine } from "./runtime";
import type { OurSpace } from "./types";

export interface DailyQuestionState {
  today: DailyReveal;
  history: DailyReveal[];
  skippedTopics: readonly string[];
  answer(text: string): boolean;
  skipToday(): void;
  skipTopic(topic: DailyQuestionTopic, skipped: boolean): void;
}

/** Null while the phone is not in a space (a question a day needs two phones). */
export function useDailyQuestion(
  space: Pick<OurSpace, "paired" | "view" | "me">,
  now: Date = new Date(),
): DailyQuestionState | null {
  const today = localDay(now);
  const engine = typeof window === "undefined" ? null : currentEngine();
  const keys = space.paired && engine ? currentDailyKeys(engine) : null;
  return useMemo(() => {
    if (!keys || !engine) return null;
    return {
      today: dailyToday(space.view, space.me, keys, today, DAILY_QUESTIONS),
      history: dailyHistory(space.view, space.me, keys, today, DAILY_QUESTIONS),
      skippedTopics: space.view.daily.skippedTopics,
      answer(text) {
        const question = dailyToday(space.view, space.me, keys, today, DAILY_QUESTIONS).question;
        if (!question) return false;
        return writeDailyAnswer(
          engine.doc,
          engine.me,
          keys,
          today,
          question,
          text,
          new Date().toISOString(),
          browserRandom,
        );
      },
      skipToday: () => skipDailyDay(engine.doc, today, engine.me, new Date().toISOString()),
      skipTopic: (topic, skipped) => setDailyTopicSkipped(engine.doc, topic, skipped),
    };
  }, [keys, engine, space.view, space.me, today]);
}
