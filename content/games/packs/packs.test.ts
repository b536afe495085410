import { describe, expect, it } from "vitest";
import { CONVERSATION_QUESTIONS } from "../conversation";
import { DICE_ACTIONS } from "../dice";
import { TRUTH_OR_DARE_ITEMS } from "../truth-or-dare-classic";
import { freshPackAfter } from "./choose";
import { passionDiceProgress, DEFAULT_PASSION_DICE_OPTIONS } from "@domain/games/passion-dice";
import { truthOrDareProgress, INITIAL_TRUTH_OR_DARE_STATE } from "@domain/games/truth-or-dare";
import { conversationProgress } from "@domain/games/conversation";
import {
  CLASSIC_PACK_ID,
  CONVERSATION_PACK_LIST,
  nextPack,
  packById,
  PASSION_DICE_PACK_LIST,
  TRUTH_OR_DARE_PACK_LIST,
} from ".";

describe("game packs", () => {
  it("keep the specification sets as the classic packs, ids and counts unchanged", () => {
    expect(packById(TRUTH_OR_DARE_PACK_LIST, CLASSIC_PACK_ID).items).toBe(TRUTH_OR_DARE_ITEMS);
    expect(packById(PASSION_DICE_PACK_LIST, CLASSIC_PACK_ID).items).toBe(DICE_ACTIONS);
    expect(packById(CONVERSATION_PACK_LIST, CLASSIC_PACK_ID).items).toBe(CONVERSATION_QUESTIONS);
  });

  it("start each game on its largest pack for the default settings, the ids unchanged", () => {
    const largestFirst = (totals: number[]) => expect(totals[0]).toBe(Math.max(...totals));
    largestFirst(
      TRUTH_OR_DARE_PACK_LIST.map(
        (pack) => truthOrDareProgress(pack.items, INITIAL_TRUTH_OR_DARE_STATE.filter, []).total,
      ),
    );
    largestFirst(
      PASSION_DICE_PACK_LIST.map((pack) => passionDiceProgress(pack.items, DEFAULT_PASSION_DICE_OPTIONS, []).total),
    );
    largestFirst(CONVERSATION_PACK_LIST.map((pack) => conversationProgress(pack.items, "intimate", "mild", []).total));
    expect(TRUTH_OR_DARE_PACK_LIST.map((pack) => pack.id)).toEqual([
      "classic",
      "first-year",
      "far-apart",
      "rekindle",
      "laughing",
    ]);
    expect(PASSION_DICE_PACK_LIST.map((pack) => pack.id)).toEqual(["every-roll", "classic", "fresh-rolls"]);
    expect(CONVERSATION_PACK_LIST.map((pack) => pack.id)).toEqual(["every-starter", "classic"]);
  });

  it("have unique kebab-case ids, a name and one line each, and unique item ids within a pack", () => {
    for (const packs of [TRUTH_OR_DARE_PACK_LIST, PASSION_DICE_PACK_LIST, CONVERSATION_PACK_LIST] as const) {
      const ids = packs.map((pack) => pack.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const pack of packs) {
        expect(pack.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(pack.name.length).toBeGreaterThan(0);
        expect(pack.description.length, pack.id).toBeLessThanOrEqual(110);
        const itemIds = (pack.items as readonly { id: string }[]).map((item) => item.id);
        expect(new Set(itemIds).size, pack.id).toBe(itemIds.length);
      }
    }
  });

  it("name the new Truth or Dare items after their pack", () => {
    for (const pack of TRUTH_OR_DARE_PACK_LIST.slice(1)) {
      for (const item of pack.items) expect(item.id.startsWith(`${pack.id}-`), item.id).toBe(true);
    }
  });

  it("find a pack by id (the first for an unknown one) and the next one round the list", () => {
    expect(packById(TRUTH_OR_DARE_PACK_LIST, "nope").id).toBe(CLASSIC_PACK_ID);
    expect(nextPack(TRUTH_OR_DARE_PACK_LIST, CLASSIC_PACK_ID).id).toBe(TRUTH_OR_DARE_PACK_LIST[1]!.id);
    expect(nextPack(TRUTH_OR_DARE_PACK_LIST, TRUTH_OR_DARE_PACK_LIST.at(-1)!.id).id).toBe(CLASSIC_PACK_ID);
  });

  it("offer next only a pack that holds something the finished one does not", () => {
    // Every roll holds classic and the fresh rolls: neither is new after it; after classic, the fresh rolls are.
    expect(freshPackAfter(PASSION_DICE_PACK_LIST, "every-roll")).toBeNull();
    expect(freshPackAfter(PASSION_DICE_PACK_LIST, CLASSIC_PACK_ID)?.id).toBe("fresh-rolls");
    expect(freshPackAfter(PASSION_DICE_PACK_LIST, "fresh-rolls")?.id).toBe("every-roll");
    expect(freshPackAfter(CONVERSATION_PACK_LIST, "every-starter")).toBeNull();
    expect(freshPackAfter(CONVERSATION_PACK_LIST, CLASSIC_PACK_ID)?.id).toBe("every-starter");
    expect(freshPackAfter(TRUTH_OR_DARE_PACK_LIST, CLASSIC_PACK_ID)?.id).toBe(TRUTH_OR_DARE_PACK_LIST[1]!.id);
    expect(freshPackAfter(TRUTH_OR_DARE_PACK_LIST, TRUTH_OR_DARE_PACK_LIST.at(-1)!.id)?.id).toBe(CLASSIC_PACK_ID);
    expect(freshPackAfter(TRUTH_OR_DARE_PACK_LIST.slice(0, 1), CLASSIC_PACK_ID)).toBeNull();
    expect(freshPackAfter(TRUTH_OR_DARE_PACK_LIST, "nope")).toBeNull();
  });
});
