import { describe, expect, it } from "vitest";
import { isPlainInternalNavigation, storedPathOf } from "./offline-links";

const here = { origin: "https://entwine.test", pathname: "/games", search: "" };
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, target = "", download = false) => ({
  href,
  target,
  hasAttribute: (name: string) => name === "download" && download,
});

describe("offline links", () => {
  it("maps route data to its page", () => {
    expect(storedPathOf("/_root.data")).toBe("/");
    expect(storedPathOf("/games/truth-or-dare.data?_routes=root")).toBe("/games/truth-or-dare");
    expect(storedPathOf("/positions")).toBe("/positions");
  });

  it("takes over only plain same-tab links to another page of the site", () => {
    expect(isPlainInternalNavigation(anchor("https://entwine.test/positions/x"), click, here)).toBe(true);
    expect(isPlainInternalNavigation(anchor("/positions/x"), click, here)).toBe(true);
    expect(isPlainInternalNavigation(anchor("https://elsewhere.test/"), click, here)).toBe(false);
    expect(isPlainInternalNavigation(anchor("/positions/x", "_blank"), click, here)).toBe(false);
    expect(isPlainInternalNavigation(anchor("/file.json", "", true), click, here)).toBe(false);
    expect(isPlainInternalNavigation(anchor("/games#planner"), click, here)).toBe(false);
    expect(isPlainInternalNavigation(anchor("/positions/x"), { ...click, ctrlKey: true }, here)).toBe(false);
    expect(isPlainInternalNavigation(anchor("/positions/x"), { ...click, defaultPrevented: true }, here)).toBe(false);
  });
});
