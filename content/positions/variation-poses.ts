import type { PoseChange } from "./pose-types";

/**
 * What each variation changes in its base's picture, drawn in the scene itself (the setting beside or around the
 * couple, never an icon in a corner). Variations not listed here keep the base's picture as it is; their motif in
 * the corner (see the illustration) says what they add.
 */
export const VARIATION_POSE_CHANGES: Readonly<Record<string, PoseChange>> = {
  candlelight: {
    add: ["candle"],
    description: "Lit candles glow on a side table beside them, well away from the bed.",
  },
  "pillow-lift": { add: ["hip-pillow"], description: "A pillow lifts the hips of the partner lying down." },
  blindfold: { add: ["blindfold"], description: "The honey partner wears a soft blindfold." },
  mirror: { add: ["mirror"], description: "A tall mirror stands beside them." },
  sofa: { bedBecomes: "sofa", description: "A wide sofa takes the place of the bed." },
  "blanket-nest": { add: ["blanket"], description: "A blanket is drawn up over them." },
  "warm-bath": { add: ["bath"], description: "They sit together in a warm bath." },
  shower: { add: ["shower"], description: "Warm water from the shower falls over them." },
  // The text swaps who sets the pace, not who is where: the same arrangement, the same colours.
  "role-reversed": { description: "The arrangement stays the same; the partner who usually follows sets the pace." },
};
