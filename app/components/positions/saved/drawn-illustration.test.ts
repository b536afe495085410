import { describe, expect, it } from "vitest";
import { positionsCatalogue } from "@content/positions/catalogue";
import { renderPositionIllustration } from "@domain/positions/illustration";
import { drawnIllustration } from "./drawn-illustration";

describe("a saved position's picture drawn on the phone", () => {
  it("is the server's picture of the same entry, from the pool's id, name and style alone", () => {
    const sample = positionsCatalogue.filter((_, index) => index % 25 === 0);
    expect(sample.some((entry) => entry.variationId)).toBe(true);
    for (const entry of sample) {
      const drawn = drawnIllustration(entry.id, entry.name, entry.style);
      expect(drawn.startsWith("data:image/svg+xml;charset=utf-8,"), entry.id).toBe(true);
      expect(decodeURIComponent(drawn.slice(drawn.indexOf(",") + 1)), entry.id).toBe(renderPositionIllustration(entry));
    }
  });
});
