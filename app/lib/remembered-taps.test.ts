import { describe, expect, it } from "vitest";
import { rememberedTapsScript } from "./remembered-taps";

describe("rememberedTapsScript", () => {
  it("is ES5 that parses on its own, so an old browser reaches the unsupported-browser notice", () => {
    expect(rememberedTapsScript).not.toMatch(/=>|\blet\b|\bconst\b|`|\?\./);
    expect(() => new Function(rememberedTapsScript)).not.toThrow();
  });

  it("listens in the capture phase of the window, before React's own listeners on the document", () => {
    for (const type of ["click", "keydown", "submit"])
      expect(rememberedTapsScript).toContain(`w.addEventListener("${type}"`);
    expect(rememberedTapsScript).toContain("stopImmediatePropagation");
  });
});
