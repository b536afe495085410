import { describe, expect, it } from "vitest";
import { desireDeck, inDeckOrder } from "./deck";

describe("the desire deck", () => {
  it("is the same, in the same order, on both phones", () => {
    expect(desireDeck("spicy").map((card) => card.id)).toEqual(desireDeck("spicy").map((card) => card.id));
  });

  it("lists shared cards in the deck's order, whatever order each phone answered in", () => {
    const deck = desireDeck("spicy");
    const picked = [deck[40]!.id, deck[3]!.id, deck[17]!.id, "not-a-card"];
    const onePhone = inDeckOrder(deck, picked).map((card) => card.id);
    const otherPhone = inDeckOrder(deck, [...picked].reverse()).map((card) => card.id);
    expect(onePhone).toEqual([deck[3]!.id, deck[17]!.id, deck[40]!.id]);
    expect(otherPhone).toEqual(onePhone);
  });
});
