/**
 * A question a day (issue #48): a full year of questions with stable ids, spread over every topic and level, each
 * one short enough for a phone, written for every couple, and opening in enough different ways that a year of them
 * does not read as one template.
 */
import { describe, expect, it } from "vitest";
import { expectDistinctTexts } from "../../tests/support/distinct-texts";
import { GENDERED_WORDS, GRAPHIC_WORDS, SHARED_RUN_WORDS, wordsOf } from "../positions/writing-check";
import { careNotesFor } from "../safety-rules";
import {
  allowedOpeningCount,
  commonestOpening,
  MAX_OPENING_SHARE,
  MAX_TWO_WORD_OPENING_SHARE,
} from "../writing-variety";
import {
  DAILY_QUESTION_COUNT,
  DAILY_QUESTION_LEVELS,
  DAILY_QUESTION_TOPIC_NAMES,
  DAILY_QUESTION_TOPICS,
  DAILY_QUESTIONS,
} from "./daily-questions";

/** A balanced year: no topic may crowd out the others, nor shrink to a rare guest. */
const MIN_PER_TOPIC = 60;
const MAX_PER_TOPIC = 90;
/** Fits a phone's card without scrolling. */
const MAX_QUESTION_LENGTH = 160;
/** Questions a partner can only answer "yes" or "no" to leave nothing to compare. */
const YES_NO_OPENING =
  /^(do|does|did|is|are|was|were|have|has|had|can|could|would|will|should|shall)\s+(you|we|i|it|there)\b/i;

const texts = DAILY_QUESTIONS.map((entry) => entry.question);

function countBy<T extends string>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe("a question a day", () => {
  it(`has exactly ${DAILY_QUESTION_COUNT} questions, ids dq-001 to dq-${DAILY_QUESTION_COUNT} in order`, () => {
    expect(DAILY_QUESTION_COUNT).toBe(365);
    expect(DAILY_QUESTIONS).toHaveLength(DAILY_QUESTION_COUNT);
    expect(DAILY_QUESTIONS.map((entry) => entry.id)).toEqual(
      Array.from({ length: DAILY_QUESTION_COUNT }, (_, index) => `dq-${String(index + 1).padStart(3, "0")}`),
    );
  });

  it("keeps the first five questions as they were first written", () => {
    expect(DAILY_QUESTIONS.slice(0, 5).map((entry) => entry.question)).toEqual([
      "If we had a free Saturday and no money to spend, how would you want us to fill it?",
      "What is the first thing you remember noticing about me?",
      "When did you last feel really looked after by me, and what did I do?",
      "What is one kind of touch you would happily have more of, on an ordinary evening?",
      "Where would you like us to wake up on a morning ten years from now?",
    ]);
  });

  it(`gives every topic between ${MIN_PER_TOPIC} and ${MAX_PER_TOPIC} questions, each topic named`, () => {
    const counts = countBy(DAILY_QUESTIONS.map((entry) => entry.topic));
    for (const topic of DAILY_QUESTION_TOPICS) {
      expect(DAILY_QUESTION_TOPIC_NAMES[topic].length, topic).toBeGreaterThan(0);
      expect(counts.get(topic) ?? 0, topic).toBeGreaterThanOrEqual(MIN_PER_TOPIC);
      expect(counts.get(topic) ?? 0, topic).toBeLessThanOrEqual(MAX_PER_TOPIC);
    }
    expect([...counts.keys()].every((topic) => DAILY_QUESTION_TOPICS.includes(topic))).toBe(true);
  });

  it("uses every level, mostly light and warm", () => {
    const counts = countBy(DAILY_QUESTIONS.map((entry) => entry.level));
    for (const level of DAILY_QUESTION_LEVELS) expect(counts.get(level) ?? 0, level).toBeGreaterThan(0);
    expect([...counts.keys()].every((level) => DAILY_QUESTION_LEVELS.includes(level))).toBe(true);
    expect(counts.get("deep") ?? 0).toBeLessThan((counts.get("light") ?? 0) + (counts.get("warm") ?? 0));
  });

  it("has distinct, trimmed texts", () => {
    expectDistinctTexts(texts, { label: "daily questions", filler: /\bquestion\s*#?\d+\b|lorem ipsum|todo/i });
  });

  it(`ends each question with "?" or "." and keeps it to ${MAX_QUESTION_LENGTH} characters`, () => {
    const wrong = DAILY_QUESTIONS.filter(
      (entry) => !/[?.]$/.test(entry.question) || entry.question.length > MAX_QUESTION_LENGTH,
    ).map((entry) => `${entry.id}: ${entry.question}`);
    expect(wrong).toEqual([]);
  });

  it("assumes no genders and stays tasteful", () => {
    for (const entry of DAILY_QUESTIONS) {
      expect(entry.question, entry.id).not.toMatch(GENDERED_WORDS);
      expect(entry.question, entry.id).not.toMatch(GRAPHIC_WORDS);
    }
  });

  it("brings in nothing that would need a safety note", () => {
    const needing = DAILY_QUESTIONS.filter((entry) => careNotesFor(entry.question).length > 0).map((entry) => entry.id);
    expect(needing).toEqual([]);
  });

  it("asks open questions, never one a partner could answer with a bare yes or no", () => {
    const closed = DAILY_QUESTIONS.filter((entry) => YES_NO_OPENING.test(entry.question)).map(
      (entry) => `${entry.id}: ${entry.question}`,
    );
    expect(closed).toEqual([]);
  });

  it("varies its openings: no first three words open more than a tenth, nor two words a fifth", () => {
    for (const [words, share] of [
      [3, MAX_OPENING_SHARE],
      [2, MAX_TWO_WORD_OPENING_SHARE],
    ] as const) {
      const commonest = commonestOpening(texts, words)!;
      expect(commonest.count, `"${commonest.opening}…"`).toBeLessThanOrEqual(allowedOpeningCount(texts.length, share));
    }
  });

  it('opens in many ways, not only with "What"', () => {
    const firstWords = new Set(texts.map((text) => wordsOf(text)[0]));
    for (const opening of ["what", "which", "when", "if", "tell", "describe", "name", "finish"])
      expect(firstWords, opening).toContain(opening);
    expect(commonestOpening(texts, 1)!.share).toBeLessThan(0.5);
  });

  it(`shares no run of ${SHARED_RUN_WORDS} words between two questions`, () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const entry of DAILY_QUESTIONS) {
      const words = wordsOf(entry.question);
      for (let start = 0; start + SHARED_RUN_WORDS <= words.length; start += 1) {
        const run = words.slice(start, start + SHARED_RUN_WORDS).join(" ");
        const first = owner.get(run);
        if (first === undefined) owner.set(run, entry.id);
        else if (first !== entry.id) shared.push(`${first} and ${entry.id}: "${run}"`);
      }
    }
    expect(shared).toEqual([]);
  });
});
