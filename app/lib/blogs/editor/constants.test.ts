import { describe, expect, it } from "vitest";
import { PALETTE_10, PALETTE_16 } from "./constants";
import { ALL_EMOJIS } from "./emojis";

describe("editor constants", () => {
  it("has palettes of 10 and 16 distinct colours", () => {
    expect(PALETTE_10).toHaveLength(10);
    expect(PALETTE_16).toHaveLength(16);
    for (const palette of [PALETTE_10, PALETTE_16]) {
      expect(new Set(palette.map((colour) => colour.value)).size).toBe(palette.length);
      for (const colour of palette) expect(colour.value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("has about 150 distinct, named emojis", () => {
    expect(ALL_EMOJIS.length).toBeGreaterThanOrEqual(140);
    expect(new Set(ALL_EMOJIS.map((emoji) => emoji.char)).size).toBe(ALL_EMOJIS.length);
    for (const emoji of ALL_EMOJIS) expect(emoji.name.trim()).not.toBe("");
  });
});
