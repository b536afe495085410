/**
 * The shared lists show each card's note of care on its own line under it (oil and latex, a safeword, candles, ice),
 * as the games do, since the cards themselves carry none (issue #46).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { desireDeck } from "@domain/desire-match/deck";
import { MatchLists } from "./match-lists";

describe("the shared lists of a desire match", () => {
  const deck = desireDeck("spicy");
  const byTitle = (pattern: RegExp) => deck.find((card) => pattern.test(`${card.title} ${card.description}`))!;

  it("show the note under a card that needs one, and none under a card that does not", () => {
    const oil = byTitle(/\boil\b/i);
    const ties = deck.find((card) => card.id.endsWith("wish-102"))!;
    const plain = deck.find((card) => card.id.endsWith("wish-1"))!;
    expect([oil, ties, plain].every(Boolean)).toBe(true);
    const html = renderToStaticMarkup(
      <MatchLists outcome={{ bothYes: [oil, ties], worthTalking: [plain], partnerYes: 2, partnerYesOrMaybe: 3 }} />,
    );
    expect(html.match(/data-testid="care-note"/g)).toHaveLength(2);
    expect(html).toContain("Oil and latex do not mix");
    expect(html).toContain("Agree a safeword first");
  });

  it("keeps the cards themselves free of the notes", () => {
    const ties = deck.find((card) => card.id.endsWith("wish-102"))!;
    expect(ties.description).not.toMatch(/safeword|neck/i);
  });
});
