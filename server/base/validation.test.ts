import { z } from "zod";
import { describe, expect, it } from "vitest";
import { DomainError } from "./errors";
import { fieldErrors, firstFieldErrors, parseInput } from "./validation";

const schema = z.object({
  title: z.string().min(1, "Title is required").max(5, "Title is at most 5 characters"),
  tags: z.array(z.string().max(3, "A tag is at most 3 characters")).optional(),
});

function thrown(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("validation", () => {
  it("names each field by its dotted path, the whole input as body, with an optional prefix", () => {
    const bad = schema.safeParse({ title: "much too long", tags: ["ok", "long tag"] });
    expect(bad.success).toBe(false);
    expect(fieldErrors(bad.error!)).toEqual({
      title: ["Title is at most 5 characters"],
      "tags.1": ["A tag is at most 3 characters"],
    });
    expect(Object.keys(fieldErrors(bad.error!, "3"))).toEqual(["3.title", "3.tags.1"]);
    expect(Object.keys(fieldErrors(schema.safeParse("text").error!))).toEqual(["body"]);
  });

  it("reads a missing or blank required field as Missing in the one-message form", () => {
    const input = { title: "  ", tags: "not a list" };
    const wide = z.object({ title: z.number(), tags: z.array(z.string()), body: z.string() });
    expect(firstFieldErrors(wide.safeParse(input).error!, input)).toEqual({
      title: "Missing",
      tags: expect.not.stringMatching(/^Missing$/),
      body: "Missing",
    });
  });

  it("parses, reading an absent input as {}", () => {
    expect(parseInput(schema, { title: "Hi" }, "Invalid")).toEqual({ title: "Hi" });
    expect(parseInput(z.object({ page: z.number().optional() }), undefined, "Invalid query")).toEqual({});
  });

  it("throws invalid input headed by the message and the fields", () => {
    const error = thrown(() => parseInput(schema, { title: "" }, "Invalid position"));
    expect(error.kind).toBe("invalid-input");
    expect(error.message).toBe("Invalid position: title");
    expect(error.details).toEqual({ title: ["Title is required"] });
  });

  it("gives the first message of each field, or none at all, when asked", () => {
    const first = thrown(() => parseInput(schema, {}, "Invalid blog", { details: "first" }));
    expect(first.message).toBe("Invalid blog: title");
    expect(first.details).toEqual({ title: "Missing" });
    const none = thrown(() => parseInput(schema, {}, "Malformed request", { details: "none" }));
    expect(none.message).toBe("Malformed request");
    expect(none.details).toBeUndefined();
  });

  it("lets a function of the fields give the whole message", () => {
    const error = thrown(() =>
      parseInput(schema, { title: "" }, (details) => (details.title ? "Title is required" : "Invalid")),
    );
    expect(error.message).toBe("Title is required");
    expect(error.details).toEqual({ title: ["Title is required"] });
  });
});
