/**
 * A question a day (issue #48): one question each day for a paired couple, answered on each phone apart and shown on
 * both only once both have answered. Topics a couple can skip, and gentle levels; 365 questions, so a year passes
 * without a repeat (domain/our-space/daily-question.ts picks the day's question).
 */

export const DAILY_QUESTION_TOPICS = ["fun", "memories", "us", "desire", "future"] as const;
export type DailyQuestionTopic = (typeof DAILY_QUESTION_TOPICS)[number];

export const DAILY_QUESTION_TOPIC_NAMES: Readonly<Record<DailyQuestionTopic, string>> = {
  fun: "Fun",
  memories: "Memories",
  us: "Us",
  desire: "Desire",
  future: "Future",
};

/** How much a question asks of the one answering: light to think about, warm, or more revealing. */
export const DAILY_QUESTION_LEVELS = ["light", "warm", "deep"] as const;
export type DailyQuestionLevel = (typeof DAILY_QUESTION_LEVELS)[number];

export const DAILY_QUESTION_COUNT = 365;

export interface DailyQuestion {
  /** "dq-001" to "dq-365": stable, since a couple's history refers to it. */
  readonly id: string;
  readonly topic: DailyQuestionTopic;
  readonly level: DailyQuestionLevel;
  readonly question: string;
}

export const DAILY_QUESTIONS: readonly DailyQuestion[] = [
  {
    id: "dq-001",
    topic: "fun",
    level: "light",
    question: "If we had a free Saturday and no money to spend, how would you want us to fill it?",
  },
  {
    id: "dq-002",
    topic: "memories",
    level: "light",
    question: "What is the first thing you remember noticing about me?",
  },
  {
    id: "dq-003",
    topic: "us",
    level: "warm",
    question: "When did you last feel really looked after by me, and what did I do?",
  },
  {
    id: "dq-004",
    topic: "desire",
    level: "warm",
    question: "What is one kind of touch you would happily have more of, on an ordinary evening?",
  },
  {
    id: "dq-005",
    topic: "future",
    level: "light",
    question: "Where would you like us to wake up on a morning ten years from now?",
  },
];
