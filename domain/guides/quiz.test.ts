import { describe, expect, it } from "vitest";
import { LOVE_QUIZ_QUESTIONS, rankLoveLanguages, topActivitiesForResults } from "@content/guides/love-languages";
import {
  answerQuestion,
  INITIAL_QUIZ_STATE,
  isShowingResults,
  parseQuizState,
  previousQuestion,
  QUIZ_LENGTH,
  quizProgressPercent,
  retakeQuiz,
  type QuizState,
} from "./quiz";

function answerAll(scores: (1 | 2 | 3 | 4 | 5)[]): QuizState {
  return scores.reduce<QuizState>((state, score) => answerQuestion(state, score), INITIAL_QUIZ_STATE);
}

describe("love quiz state", () => {
  it("has five questions, answered in order, then shows results", () => {
    expect(QUIZ_LENGTH).toBe(5);
    let state = INITIAL_QUIZ_STATE;
    state = answerQuestion(state, 4);
    expect(state.question).toBe(1);
    expect(state.answers[LOVE_QUIZ_QUESTIONS[0]!.id]).toBe(4);
    expect(isShowingResults(state)).toBe(false);
    state = answerAll([2, 5, 3, 1, 4]);
    expect(isShowingResults(state)).toBe(true);
    expect(quizProgressPercent(state)).toBe(100);
    // Answering on the results page changes nothing.
    expect(answerQuestion(state, 5)).toBe(state);
  });

  it("rejects scores outside 1-5", () => {
    expect(answerQuestion(INITIAL_QUIZ_STATE, 0 as never)).toBe(INITIAL_QUIZ_STATE);
    expect(answerQuestion(INITIAL_QUIZ_STATE, 6 as never)).toBe(INITIAL_QUIZ_STATE);
    expect(answerQuestion(INITIAL_QUIZ_STATE, 2.5 as never)).toBe(INITIAL_QUIZ_STATE);
  });

  it("Previous goes back one question, keeps answers and stops at the first question", () => {
    const state = answerAll([2, 5]);
    const back = previousQuestion(state);
    expect(back.question).toBe(1);
    expect(back.answers).toEqual(state.answers);
    expect(previousQuestion(INITIAL_QUIZ_STATE).question).toBe(0);
    expect(previousQuestion(answerAll([1, 1, 1, 1, 1])).question).toBe(4);
    // Re-answering overwrites the earlier score.
    expect(answerQuestion(back, 1).answers[LOVE_QUIZ_QUESTIONS[1]!.id]).toBe(1);
  });

  it("Retake resets everything", () => {
    expect(retakeQuiz()).toEqual({ question: 0, answers: {} });
  });

  it("ranks results by score, highest first, and shows the top 2 activities of the primary language", () => {
    const state = answerAll([2, 5, 3, 1, 4]);
    const ranked = rankLoveLanguages(state.answers);
    expect(ranked.map((entry) => entry.score)).toEqual([5, 4, 3, 2, 1]);
    expect(ranked[0]!.id).toBe(LOVE_QUIZ_QUESTIONS[1]!.id);
    const top = topActivitiesForResults(ranked);
    expect(top).toHaveLength(2);
    expect(top.every((activity) => activity.type === ranked[0]!.id)).toBe(true);
  });
});

describe("parseQuizState", () => {
  it("accepts a consistent stored quiz", () => {
    const state = answerAll([2, 5, 3]);
    expect(parseQuizState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseQuizState({ question: 0, answers: {} })).toEqual(INITIAL_QUIZ_STATE);
  });

  it("drops invalid scores and rejects inconsistent or malformed values", () => {
    expect(parseQuizState(null)).toBeUndefined();
    expect(parseQuizState([])).toBeUndefined();
    expect(parseQuizState({ question: 6, answers: {} })).toBeUndefined();
    expect(parseQuizState({ question: -1, answers: {} })).toBeUndefined();
    expect(parseQuizState({ question: 1.5, answers: {} })).toBeUndefined();
    expect(parseQuizState({ question: 0, answers: "x" })).toBeUndefined();
    // Results claimed without every answer.
    expect(parseQuizState({ question: 5, answers: { words_of_affirmation: 3 } })).toBeUndefined();
    expect(parseQuizState({ question: 1, answers: { words_of_affirmation: 9 } })).toBeUndefined();
    expect(parseQuizState({ question: 0, answers: { words_of_affirmation: 9, unknown: 3 } })).toEqual(
      INITIAL_QUIZ_STATE,
    );
  });
});
