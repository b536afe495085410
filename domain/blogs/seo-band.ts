/**
 * The colour bands of a story's SEO score (part 1, section 5): 80 or more green ("good"), 60 or more yellow
 * ("fair"), else red ("poor"). Its own small module so the admin's score bar reads the rule without loading the
 * analysis that computes the score.
 */
export const SEO_BAND_GOOD = 80;
export const SEO_BAND_FAIR = 60;

export type SeoBand = "good" | "fair" | "poor";

export function seoBand(score: number): SeoBand {
  if (score >= SEO_BAND_GOOD) return "good";
  if (score >= SEO_BAND_FAIR) return "fair";
  return "poor";
}
