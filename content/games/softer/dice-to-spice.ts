/**
 * "Not tonight" in Dice to Spice: for each action face, the gentler faces (from the Cute die) to offer instead, in
 * order of preference. The roll's body part stays; the first listed face that suits that part (DICE_TO_SPICE_PLACES)
 * is the softer version, so "Nibble" + "Ears" can become "Nuzzle" + "Ears". "Compliment" has none: words alone are
 * already the gentlest face, and any touch offered in its place would be more, not less.
 */
export const SOFTER_DICE_TO_SPICE_FACES: Readonly<Record<string, readonly string[]>> = {
  // Cute: already gentle, so each turns to something quieter, stiller or with less touch.
  Kiss: ["Nuzzle", "Caress", "Compliment"],
  Nuzzle: ["Caress", "Stroke", "Compliment"],
  Stroke: ["Hold", "Pat", "Compliment"],
  Caress: ["Stroke", "Hold", "Compliment"],
  Hold: ["Pat", "Trace a heart on", "Compliment"],
  Massage: ["Stroke", "Hold", "Pat"],
  Tickle: ["Trace a heart on", "Stroke", "Pat"],
  Pat: ["Hold", "Compliment"],
  "Trace a heart on": ["Pat", "Hold", "Compliment"],
  // Spicy: the same gesture at a lower heat, shorter, or by hand instead of lips or teeth.
  "Kiss slowly": ["Kiss", "Nuzzle", "Caress"],
  Nibble: ["Nuzzle", "Kiss"],
  "Breathe on": ["Nuzzle", "Caress"],
  "Massage warm oil into": ["Massage", "Stroke"],
  "Trail kisses along": ["Kiss", "Stroke"],
  "Whisper against": ["Compliment", "Nuzzle"],
  "Blow softly on": ["Stroke", "Caress"],
  "Lightly scratch": ["Stroke", "Trace a heart on"],
  Squeeze: ["Hold", "Stroke"],
  Tease: ["Trace a heart on", "Stroke"],
  // Custom: the prop set aside (no ice, oil, silk, chocolate or blindfold), the touch kept.
  "Ice cube on": ["Stroke", "Caress"],
  "Feather over": ["Stroke", "Caress"],
  "Silk scarf across": ["Stroke", "Caress"],
  "Warm oil on": ["Massage", "Stroke"],
  "Your choice on": ["Kiss", "Caress"],
  "Blindfolded kiss on": ["Kiss", "Nuzzle"],
  "Chocolate kiss on": ["Kiss", "Nuzzle"],
  "Slow-motion kiss on": ["Kiss", "Nuzzle"],
  "Write a word on": ["Trace a heart on", "Stroke"],
  "Leave a lip print on": ["Kiss", "Nuzzle"],
};
