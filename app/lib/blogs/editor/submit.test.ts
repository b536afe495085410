import { describe, expect, it } from "vitest";
import { isUpdateOf, submitErrorMessage, submitSuccessMessage } from "./submit";

describe("submit messages", () => {
  it("names missing fields from the details", () => {
    const body = JSON.stringify({
      error: "Missing required fields: title, content",
      details: { title: "Missing", content: "Missing" },
    });
    expect(submitErrorMessage(body)).toBe("Please fill in the following required fields: Title, Content");
  });

  it("shows the error, the fallback, or the unparseable message", () => {
    expect(submitErrorMessage(JSON.stringify({ error: "Too many requests", details: { x: "Too long" } }))).toBe(
      "Error: Too many requests",
    );
    expect(submitErrorMessage(JSON.stringify({}))).toBe("Failed to submit blog. Please try again.");
    expect(submitErrorMessage("null")).toBe("Failed to submit blog. Please try again.");
    expect(submitErrorMessage("<html>Bad gateway</html>")).toBe(
      "Failed to submit blog. Please check your input and try again.",
    );
    expect(submitErrorMessage("")).toBe("Failed to submit blog. Please check your input and try again.");
  });

  it("chooses the success message", () => {
    expect(submitSuccessMessage(true, false)).toBe("Blog published successfully!");
    expect(submitSuccessMessage(true, true)).toBe("Blog updated successfully!");
    expect(submitSuccessMessage(false, false)).toBe(
      "Blog submitted for approval! Admin will review it before publishing.",
    );
    expect(submitSuccessMessage(false, true)).toBe("Blog updated and submitted for approval!");
    expect(isUpdateOf(null)).toBe(false);
    expect(isUpdateOf("draft")).toBe(false);
    expect(isUpdateOf("published")).toBe(true);
    expect(isUpdateOf("pending")).toBe(true);
  });
});
