/**
 * localStorage keys of the games and guides pages (DECISIONS.md: these choices stay on the visitor's device).
 * Values are JSON; a missing, unreadable or invalid value falls back to the default.
 */
export const DEVICE_KEYS = {
  /** string[] of ticked honeymoon idea ids. */
  honeymoonTicks: "entwine-honeymoon-bucket-list",
  /** string[] of ticked first-night idea ids. */
  firstNightTicks: "entwine-first-night-bucket-list",
  /** { question: 0-5, answers: { [loveLanguageId]: 1-5 } } — question 5 means the results are showing. */
  loveQuiz: "entwine-love-quiz",
  /** "five" | "pairs": which love quiz the page opens on. */
  loveQuizVersion: "entwine-love-quiz-version",
  /**
   * The 30-pair quiz taken in turn on this device: { takers: [{ position, picks: { [pairId]: "a" | "b" } } × 2],
   * active: 0 | 1 | null } (domain/guides/love-language-pairs.ts).
   */
  loveQuizPairs: "entwine-love-quiz-pairs",
  /** string[] of long-distance activity ids already drawn by "Random Activity" (no repeats until all are seen). */
  longDistanceSeen: "entwine-long-distance-seen",
  /** Custom guides written by the visitor (spec §3): an array of guides, ignored unless it parses as one. */
  customGuides: "romantic_guides_custom",
} as const;
