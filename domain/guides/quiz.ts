/**
 * Love Language Quiz state (spec §4): five questions in order; answering records a score of 1-5 under the
 * question's language and advances; after the last answer the results show; Previous goes back one;
 * Retake resets everything.
 */
import {
  isQuizScore,
  LOVE_LANGUAGE_IDS,
  LOVE_QUIZ_QUESTIONS,
  type LoveLanguageId,
  type QuizScore,
} from "@content/guides/love-languages";

export type QuizAnswers = Partial<Record<LoveLanguageId, QuizScore>>;

export interface QuizState {
  /** Index of the question on screen; equal to the number of questions when the results show. */
  readonly question: number;
  readonly answers: QuizAnswers;
}

export const QUIZ_LENGTH = LOVE_QUIZ_QUESTIONS.length;
export const INITIAL_QUIZ_STATE: QuizState = { question: 0, answers: {} };

export function isShowingResults(state: QuizState): boolean {
  return state.question >= QUIZ_LENGTH;
}

/** Records the score for the question on screen and moves on (to the results after the last one). */
export function answerQuestion(state: QuizState, score: QuizScore): QuizState {
  const current = LOVE_QUIZ_QUESTIONS[state.question];
  if (!current || !isQuizScore(score)) return state;
  return { question: state.question + 1, answers: { ...state.answers, [current.id]: score } };
}

/** Back one question (from the results, back to the last question); stays at the first question. */
export function previousQuestion(state: QuizState): QuizState {
  return { question: Math.max(0, Math.min(state.question, QUIZ_LENGTH) - 1), answers: state.answers };
}

export function retakeQuiz(): QuizState {
  return INITIAL_QUIZ_STATE;
}

/** Validates a stored quiz: answers must be 1-5 under known languages; results only when every question is answered. */
export function parseQuizState(value: unknown): QuizState | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const question = record.question;
  const rawAnswers = record.answers;
  if (typeof question !== "number" || !Number.isInteger(question) || question < 0 || question > QUIZ_LENGTH)
    return undefined;
  if (typeof rawAnswers !== "object" || rawAnswers === null || Array.isArray(rawAnswers)) return undefined;
  const answers: QuizAnswers = {};
  for (const id of LOVE_LANGUAGE_IDS) {
    const score = (rawAnswers as Record<string, unknown>)[id];
    if (isQuizScore(score)) answers[id] = score;
  }
  // Every question before the current one must have an answer, else the stored state is inconsistent.
  const answeredBefore = LOVE_QUIZ_QUESTIONS.slice(0, question).every((entry) => answers[entry.id] !== undefined);
  if (!answeredBefore) return undefined;
  return { question, answers };
}

/** Percentage of the quiz done, for the progress bar. */
export function quizProgressPercent(state: QuizState): number {
  return Math.round((Math.min(state.question, QUIZ_LENGTH) / QUIZ_LENGTH) * 100);
}
