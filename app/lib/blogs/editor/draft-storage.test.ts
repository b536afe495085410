import { describe, expect, it } from "vitest";
import { refusingStorage } from "~/lib/device-storage.fixtures";
import { DRAFT_STORAGE_KEY } from "./constants";
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from "./draft-storage";
import { memoryStorage } from "~/lib/blogs/storage.fixtures";

describe("draft storage", () => {
  it("writes, reads and clears the draft reference", () => {
    const storage = memoryStorage();
    expect(readStoredDraft(storage)).toBeNull();
    writeStoredDraft(storage, { id: "abc", editToken: "tok" });
    expect(JSON.parse(storage.data.get(DRAFT_STORAGE_KEY)!)).toEqual({ id: "abc", editToken: "tok" });
    expect(readStoredDraft(storage)).toEqual({ id: "abc", editToken: "tok" });
    writeStoredDraft(storage, { id: "admin-draft" });
    expect(readStoredDraft(storage)).toEqual({ id: "admin-draft" });
    clearStoredDraft(storage);
    expect(readStoredDraft(storage)).toBeNull();
  });

  it("survives bad JSON and malformed values", () => {
    for (const raw of [
      "{not json",
      "null",
      "42",
      '"abc"',
      "[]",
      '{"id":""}',
      '{"id":5}',
      `{"id":"${"x".repeat(101)}"}`,
    ]) {
      expect(readStoredDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: raw })), raw).toBeNull();
    }
    expect(readStoredDraft(memoryStorage({ [DRAFT_STORAGE_KEY]: '{"id":"a","editToken":7}' }))).toEqual({ id: "a" });
  });

  it("survives storage that throws or is missing", () => {
    const throwing = refusingStorage();
    expect(readStoredDraft(throwing)).toBeNull();
    expect(() => writeStoredDraft(throwing, { id: "a" })).not.toThrow();
    expect(() => clearStoredDraft(throwing)).not.toThrow();
    expect(readStoredDraft(null)).toBeNull();
  });
});
