import { describe, expect, it } from "vitest";
import { PEN_NAME_MAX_LENGTH, penNameLength, penNameProblem, tidyPenName } from "./pen-name";

describe("pen names", () => {
  it("tidies spaces", () => {
    expect(tidyPenName("  Velvet   and  Moss \n")).toBe("Velvet and Moss");
  });
  it("counts characters as people do", () => {
    expect(penNameLength("Rosa 🌹")).toBe(6);
  });
  it("accepts an empty name and up to 60 characters", () => {
    expect(penNameProblem("")).toBeNull();
    expect(penNameProblem("a".repeat(PEN_NAME_MAX_LENGTH))).toBeNull();
    expect(penNameProblem("🌹".repeat(PEN_NAME_MAX_LENGTH))).toBeNull();
  });
  it("refuses a longer name and the site's own names", () => {
    expect(penNameProblem("a".repeat(PEN_NAME_MAX_LENGTH + 1))).toBe("At most 60 characters");
    expect(penNameProblem("ADMIN")).toBe("Please choose another pen name");
    expect(penNameProblem("Guest Writer")).toBe("Please choose another pen name");
  });
  it("refuses a name that shows nothing", () => {
    expect(penNameProblem("\u200B")).toBe("A pen name needs at least one letter, number or emoji");
    expect(penNameProblem("\u2800\uFE0F")).toBe("A pen name needs at least one letter, number or emoji");
  });
});
