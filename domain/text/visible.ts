/**
 * Whether a name shows anything at all. A name made only of spaces, zero-width or direction marks, joiners,
 * variation selectors, combining marks with nothing to sit on, or the "blank" letters some scripts have (Hangul
 * fillers, the Braille blank) renders as nothing: a partner would see an empty name, and a reader an unsigned story.
 */
const INVISIBLE =
  /[\p{White_Space}\p{Cc}\p{Cf}\p{Mn}\p{Me}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0\u2800\u{1D159}\u{1D173}-\u{1D17A}]/gu;

export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, "").length > 0;
}
