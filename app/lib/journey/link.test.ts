import { describe, expect, it } from "vitest";
import { decodeJourneyIds, encodeJourneyIds, journeyLink, JOURNEY_LINK_MAX } from "./link";

const params = (query: string) => new URLSearchParams(query);

describe("journey link", () => {
  it("round-trips ids in order, repeats kept, through a real address", () => {
    const ids = ["romantic-1", "lotus", "admin_7", "a.b:c", "lotus"];
    const link = journeyLink(ids, "https://example.test");
    expect(link).toBe("https://example.test/positions/custom-poster?journey=romantic-1~lotus~admin_7~a.b:c~lotus");
    expect(decodeJourneyIds(new URL(link).searchParams)).toEqual(ids);
  });

  it("survives the address being re-encoded by a messenger", () => {
    const link = new URL(journeyLink(["romantic-1", "romantic-2"], "https://example.test"));
    const reencoded = new URL(link.toString().replace("~", "%7E"));
    expect(decodeJourneyIds(reencoded.searchParams)).toEqual(["romantic-1", "romantic-2"]);
  });

  it("carries nothing but the ids", () => {
    expect(journeyLink(["romantic-1"])).toBe("/positions/custom-poster?journey=romantic-1");
  });

  it("leaves out ids it cannot carry and caps the list at seven", () => {
    expect(encodeJourneyIds(["ok", "not ok", "<script>", "", "also-ok"])).toBe("ok~also-ok");
    expect(encodeJourneyIds(Array.from({ length: 9 }, (_, index) => `p${index}`))?.split("~")).toHaveLength(
      JOURNEY_LINK_MAX,
    );
    expect(encodeJourneyIds([])).toBeNull();
    expect(journeyLink(["bad id"])).toBe("/positions/custom-poster");
  });

  it("ignores a missing, empty or malformed value", () => {
    for (const query of [
      "",
      "journey=",
      "journey=~",
      "journey=a~~b",
      "journey=a~",
      "journey=-a",
      "journey=a%20b",
      "journey=a,b",
      "journey=%3Cimg%3E",
      "journey=a/b",
      "journey=..%2F..%2Fadmin",
    ]) {
      expect(decodeJourneyIds(params(query)), query).toBeNull();
    }
  });

  it("ignores a link naming more than seven positions or an oversized one", () => {
    expect(
      decodeJourneyIds(params(`journey=${Array.from({ length: 8 }, (_, index) => `p${index}`).join("~")}`)),
    ).toBeNull();
    expect(decodeJourneyIds(params(`journey=${"a".repeat(121)}`))).toBeNull();
    expect(decodeJourneyIds(params(`journey=${"a".repeat(5000)}`))).toBeNull();
    expect(
      decodeJourneyIds(params(`journey=${Array.from({ length: 7 }, () => "a".repeat(120)).join("~")}`)),
    ).toHaveLength(7);
  });

  it("reads the first value when the parameter is repeated", () => {
    expect(decodeJourneyIds(params("journey=a~b&journey=c"))).toEqual(["a", "b"]);
  });
});
