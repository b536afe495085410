import { describe, expect, it } from "vitest";
import { DEFAULT_OWN_NAME, DEFAULT_PARTNER_NAME, inSentence } from "./names";

describe("names inside a sentence", () => {
  it("lower-cases the stand-in names and keeps nicknames as typed", () => {
    expect(`Waiting for ${inSentence(DEFAULT_PARTNER_NAME)} to answer`).toBe("Waiting for your partner to answer");
    expect(inSentence(DEFAULT_OWN_NAME)).toBe("you");
    expect(inSentence("Leo")).toBe("Leo");
    expect(inSentence("Your Highness")).toBe("Your Highness");
  });
});
