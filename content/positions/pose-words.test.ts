import { describe, expect, it } from "vitest";
import { buildSkeleton } from "@domain/positions/poses/skeleton";
import type { PoseDefinition } from "./pose-types";
import { BASE_POSES } from "./all-poses";

/**
 * A picture's words (its text alternative, which a screen reader speaks and the readers of issue #46 read beside it)
 * and its drawing say the same thing about who lies underneath: a partner the words put on their back is not drawn
 * above the other. Two bases said the opposite of their drawing (Hover, after its figures were swapped; Closed
 * Petals), and strangers marked both "wrong".
 */
const partnerOnBack = /\bThe (rose|honey) partner lies on their back\b/;
const otherOnBackToo =
  /\b(both lie on their backs|the (rose|honey) partner lies on their back[^.]*\bthe (rose|honey) partner lies on their back)/i;

/** Height of a figure's trunk: the middle of its pelvis and shoulders (pose y grows upwards). */
function trunkHeight(definition: PoseDefinition, name: "a" | "b"): number {
  const skeleton = buildSkeleton(definition[name]);
  return (skeleton.pelvis[1] + skeleton.shoulder[1]) / 2;
}

const sideViews = Object.entries(BASE_POSES).filter(
  ([, definition]) => definition.view !== "above" && !definition.description.startsWith("Seen from above"),
);

describe("a picture's words and its drawing agree on who lies underneath", () => {
  it.each(
    sideViews.filter(
      ([, definition]) => partnerOnBack.test(definition.description) && !otherOnBackToo.test(definition.description),
    ),
  )("%s: the partner the words put on their back is not drawn above the other", (_id, definition) => {
    const colour = partnerOnBack.exec(definition.description)![1];
    const lying = colour === "rose" ? "a" : "b";
    const other = lying === "a" ? "b" : "a";
    expect(trunkHeight(definition, lying)).toBeLessThanOrEqual(trunkHeight(definition, other) + 4);
  });
});
