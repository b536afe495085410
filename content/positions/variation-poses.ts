import type { PoseChange } from "./pose-types";

/**
 * What each variation changes in its base's picture. Variations not listed here keep the base's picture as it is;
 * their motif in the corner (see the illustration) says what they add.
 */
export const VARIATION_POSE_CHANGES: Readonly<Record<string, PoseChange>> = {
  candlelight: { add: ["candle"], description: "A candle glows nearby." },
  "pillow-lift": { add: ["hip-pillow"], description: "A pillow lifts the hips of the partner lying down." },
  blindfold: { add: ["blindfold"], description: "The honey partner wears a soft blindfold." },
  mirror: { add: ["mirror"], description: "A mirror stands beside them." },
  sofa: { bedBecomes: "sofa", description: "A wide sofa takes the place of the bed." },
  "blanket-nest": { add: ["blanket"], description: "A blanket is drawn up over them." },
  "warm-bath": { add: ["bath"], description: "They are in a warm bath." },
  shower: { add: ["shower"], description: "A shower runs above them." },
  "role-reversed": { swapColours: true, description: "The partners have swapped places." },
};
