import { describe, expect, it } from "vitest";
import { headBootScript, missingFeaturesSource } from "./browser-support";

const check = new Function(`return (${missingFeaturesSource});`)() as (win: Record<string, unknown>) => string[];
const storage = { getItem: () => null };

describe("browser support check", () => {
  it("passes a modern browser", () => {
    expect(check({ fetch() {}, Promise, addEventListener() {}, localStorage: storage })).toEqual([]);
  });

  it("names every missing feature", () => {
    expect(check({})).toEqual(["fetch", "promises", "event listeners", "local storage"]);
  });

  it("treats storage that throws as missing", () => {
    const win = { fetch() {}, Promise, addEventListener() {} };
    Object.defineProperty(win, "localStorage", {
      get() {
        throw new Error("denied");
      },
    });
    expect(check(win)).toEqual(["local storage"]);
  });

  it("is ES5: no arrow functions, let/const or template literals in the inline script", () => {
    expect(headBootScript).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});
