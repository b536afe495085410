import { describe, expect, it } from "vitest";
import { scratchAdminIntentSchema, scratchFailureMessage, scratchSuccessMessage } from "./scratch-admin";
import { SCRATCH_FORM_MESSAGES } from "./scratch-form";

describe("scratch positions admin action", () => {
  it("reads the four intents and refuses anything else", () => {
    expect(scratchAdminIntentSchema.parse({ intent: "reorder", ids: ["a", "b"] })).toEqual({
      intent: "reorder",
      ids: ["a", "b"],
    });
    expect(scratchAdminIntentSchema.safeParse({ intent: "delete", id: "a" }).success).toBe(false);
    expect(scratchAdminIntentSchema.safeParse({ intent: "drop", id: "a" }).success).toBe(false);
  });

  it("words the page's messages as before", () => {
    expect(scratchSuccessMessage("create", "Lotus")).toBe('Added "Lotus".');
    expect(scratchSuccessMessage("update", "Lotus")).toBe('Updated "Lotus".');
    expect(scratchSuccessMessage("delete", "Lotus")).toBe('Deleted "Lotus".');
    expect(scratchFailureMessage("create", SCRATCH_FORM_MESSAGES.duplicate)).toBe(SCRATCH_FORM_MESSAGES.duplicate);
    expect(scratchFailureMessage("delete", SCRATCH_FORM_MESSAGES.duplicate)).toBe(SCRATCH_FORM_MESSAGES.saveFailed);
    expect(scratchFailureMessage("update", "Boom")).toBe(SCRATCH_FORM_MESSAGES.saveFailed);
  });
});
