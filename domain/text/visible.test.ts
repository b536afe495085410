import { describe, expect, it } from "vitest";
import { hasVisibleCharacter } from "./visible";

describe("names that show something", () => {
  it("accepts names with a visible character, in any script and with emoji", () => {
    for (const name of ["Sam", "  Alex ", "Zoë", "李", "محمد", "🙂", "A\u200Db", "e\u0301"]) {
      expect(hasVisibleCharacter(name), name).toBe(true);
    }
  });

  it("refuses names made only of invisible characters", () => {
    const invisible = [
      "",
      "   ",
      "\u200B",
      "\u200B\u200C\u200D\u2060\uFEFF",
      "\u202E\u202D",
      "\u00AD",
      "\u3164",
      "\u2800\u2800",
      "\uFE0F",
      "\u0301\u0301",
      "\u3000\u00A0",
      "\u{E0041}\u{E0042}",
    ];
    for (const name of invisible) expect(hasVisibleCharacter(name), JSON.stringify(name)).toBe(false);
  });
});
