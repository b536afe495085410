/**
 * Quality gates for every game, guide and idea (issue #33): the counts that keep the games from running out, no
 * template runs shared between items, one name per category, British spelling and no gendered words.
 * The texts are gathered from every module under content/games, content/guides and content/ideas, so a new
 * content file is checked without being listed here.
 */
import { describe, expect, it } from "vitest";
import { desireDeck } from "@domain/desire-match/deck";
import { positionsCatalogue } from "./positions/catalogue";
import { CONVERSATION_CATEGORIES, CONVERSATION_LEVELS } from "./games/conversation";
import { CONVERSATION_PACK_LIST, PASSION_DICE_PACK_LIST, TRUTH_OR_DARE_PACK_LIST } from "./games/packs";
import { MORE_ROLEPLAY_SCENARIOS } from "./games/packs/roleplay-more";
import { ROLEPLAY_CATEGORIES, ROLEPLAY_SCENARIOS } from "./games/roleplay";
import { LONG_DISTANCE_ACTIVITIES } from "./guides/long-distance";
import { MORE_LONG_DISTANCE_ACTIVITIES } from "./guides/long-distance-more";
import { LOVE_LANGUAGE_PAIRS } from "./guides/love-language-pairs";
import { GENDERED_WORDS, SHARED_RUN_WORDS } from "./positions/writing-check";

// ---------------------------------------------------------------------------------------------
// Every text of the game, guide and idea content, with the item it belongs to.

const MODULES = import.meta.glob<Record<string, unknown>>(
  ["./games/**/*.ts", "./guides/**/*.ts", "./ideas/**/*.ts", "!./**/*.test.ts"],
  {
    eager: true,
  },
);

interface OwnedText {
  /** The item the text belongs to ("games/truth-or-dare.ts#t42"): texts of one item may share words. */
  readonly owner: string;
  /** Where the text is, for the failure message. */
  readonly path: string;
  readonly text: string;
  /** The key of the field holding the text ("question", "category", …). */
  readonly key: string;
}

/** Fields that hold identifiers (ids, id lists, links, file names), left out of the writing checks. */
const IDENTIFIER_KEYS = /^(id|ids|\w+Id|\w+Ids|href|url|slug|path|image|icon|src|key)$/;

function collectTexts(): OwnedText[] {
  const texts: OwnedText[] = [];
  // A value reachable from several exports (a pack re-exporting the classic items) is read once, as its first owner.
  const visited = new WeakSet<object>();
  const visit = (value: unknown, path: string, owner: string | null, key: string) => {
    if (typeof value === "string") {
      // Ids, links and other keys are stable identifiers, not words a reader meets.
      if (!IDENTIFIER_KEYS.test(key)) texts.push({ owner: owner ?? path, path, text: value, key });
      return;
    }
    if (typeof value !== "object" || value === null) return;
    if (visited.has(value)) return;
    visited.add(value);
    if (Array.isArray(value)) {
      // The elements of a list are items of their own, unless they sit inside an item already.
      value.forEach((entry, index) => visit(entry, `${path}[${index}]`, owner ?? `${path}[${index}]`, key));
      return;
    }
    const record = value as Record<string, unknown>;
    const itemOwner = typeof record.id === "string" ? `${path.split("#")[0]}#${record.id}` : owner;
    for (const [field, entry] of Object.entries(record)) visit(entry, `${path}.${field}`, itemOwner, field);
  };
  // Index modules last, so that items are named by the file that writes them, not the one that gathers them.
  const ordered = Object.entries(MODULES).sort(
    ([a], [b]) => Number(a.endsWith("/index.ts")) - Number(b.endsWith("/index.ts")) || a.localeCompare(b),
  );
  for (const [file, module] of ordered) {
    for (const [name, value] of Object.entries(module))
      visit(value, `${file.replace(/^\.\//, "")}#${name}`, null, name);
  }
  return texts;
}

const TEXTS = collectTexts();

/** Words as a reader counts them: apostrophes inside a word ("don't", "partner's") do not split it. */
export function readerWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 0);
}

/** Every pair of items sharing a run of `length` consecutive words (each pair reported once). */
function sharedRuns(texts: readonly OwnedText[], length = SHARED_RUN_WORDS): string[] {
  const firstOwner = new Map<string, OwnedText>();
  const reported = new Set<string>();
  const failures: string[] = [];
  for (const text of texts) {
    const words = readerWords(text.text);
    for (let start = 0; start + length <= words.length; start++) {
      const run = words.slice(start, start + length).join(" ");
      const first = firstOwner.get(run);
      if (!first) firstOwner.set(run, text);
      else if (first.owner !== text.owner && !reported.has(`${first.owner}|${text.owner}`)) {
        reported.add(`${first.owner}|${text.owner}`);
        failures.push(`"${run}": ${first.path} and ${text.path}`);
      }
    }
  }
  return failures;
}

/** American spellings the site does not use (whole words, any case): the British form is written instead. */
export const AMERICAN_SPELLINGS = new RegExp(
  "\\b(" +
    [
      "colou?r(?<!colour)(s|ed|ful|ing)?",
      "color(s|ed|ful|ing)?",
      "favor(s|ed|ing|ite|ites)?",
      "flavor(s|ed|ful|ing)?",
      "honor(s|ed|ing)?",
      "humor(ed)?",
      "neighbor(s|hood|hoods)?",
      "behavior(s|al)?",
      "harbor(s)?",
      "odor(s)?",
      "rumor(s)?",
      "labor(s|ed)?",
      "savor(s|ed|ing|y)?",
      "armor",
      "vapor(s)?",
      "parlor",
      "glamor",
      "endeavor(s)?",
      "center(s|ed|ing)?",
      "theater(s)?",
      "fiber(s)?",
      "somber",
      "gray(er|est|ish)?",
      "mom(s)?",
      "cozy",
      "cozier",
      "coziest",
      "pajamas",
      "jewelry",
      "catalog(s)?",
      "dialog(s)?",
      "fulfill(s|ment)?",
      "skillful(ly)?",
      "willful(ly)?",
      "mold(s|ed|ing)?",
      "plow(s|ed)?",
      "traveled",
      "traveling",
      "traveler(s)?",
      "canceled",
      "canceling",
      "toward",
      "modeled",
      "modeling",
      "jeweled",
      "marveled",
      "marveling",
      "signaling",
      "labeled",
      "labeling",
      "practicing",
      "analyz(e|es|ed|ing)",
      "paralyz(e|es|ed|ing)",
      "(real|organ|recogn|apolog|memor|priorit|personal|custom|visual|emphas|fantas|minim|maxim|energ|synchron|harmon|sympath|critic|romantic|tantal|mesmer|revital|idol|util|final|special|summar|categor|familiar|theor|stabil|sensit|optim|symbol|glamor|agon|jeopard|author|character|civil|mobil|normal|patron|tranquil|vocal|improv)iz(e|es|ed|ing|ation|ations)",
    ].join("|") +
    ")\\b",
  "i",
);

describe("game content: depth (issue #33)", () => {
  it("conversation starters: at least ten per topic and level, 160 in all, each with two follow-ups", () => {
    const all = CONVERSATION_PACK_LIST.flatMap((pack) => pack.items);
    const unique = new Map(all.map((question) => [question.id, question]));
    expect(unique.size).toBeGreaterThanOrEqual(160);
    for (const category of CONVERSATION_CATEGORIES) {
      for (const level of CONVERSATION_LEVELS) {
        const cell = [...unique.values()].filter(
          (question) => question.category === category && question.level === level,
        );
        expect(cell.length, `${category}/${level}`).toBeGreaterThanOrEqual(10);
      }
    }
    for (const question of unique.values()) expect(question.followUp, question.id).toHaveLength(2);
  });

  it("truth or dare: the classic pack and at least four themed packs of 60 or more, 380 prompts in all", () => {
    const [classic, ...themed] = TRUTH_OR_DARE_PACK_LIST;
    expect(classic!.id).toBe("classic");
    expect(classic!.items).toHaveLength(140);
    expect(themed.length).toBeGreaterThanOrEqual(4);
    for (const pack of themed) expect(pack.items.length, pack.id).toBeGreaterThanOrEqual(60);
    const ids = TRUTH_OR_DARE_PACK_LIST.flatMap((pack) => pack.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(380);
  });

  it("passion dice: at least 200 actions across the modes and intensities", () => {
    const ids = new Set(PASSION_DICE_PACK_LIST.flatMap((pack) => pack.items.map((action) => action.id)));
    expect(ids.size).toBeGreaterThanOrEqual(200);
    for (const pack of PASSION_DICE_PACK_LIST) {
      for (const level of [1, 2, 3, 4, 5]) {
        expect(
          pack.items.some((action) => action.spicyLevel === level),
          `${pack.id} level ${level}`,
        ).toBe(true);
      }
    }
  });

  it("roleplay: at least 24 scenes across the three categories", () => {
    const scenes = [...ROLEPLAY_SCENARIOS, ...MORE_ROLEPLAY_SCENARIOS];
    expect(new Set(scenes.map((scene) => scene.id)).size).toBeGreaterThanOrEqual(24);
    for (const category of ROLEPLAY_CATEGORIES) {
      expect(
        scenes.some((scene) => scene.category === category.id),
        category.id,
      ).toBe(true);
    }
  });

  it("long distance: at least 80 ideas", () => {
    expect(
      new Set([...LONG_DISTANCE_ACTIVITIES, ...MORE_LONG_DISTANCE_ACTIVITIES].map((activity) => activity.id)).size,
    ).toBeGreaterThanOrEqual(80);
  });

  it("desire match: at least 250 cards over its three levels", () => {
    expect(desireDeck("spicy").length).toBeGreaterThanOrEqual(250);
  });

  it('love language: 30 "which would mean more to you" pairs', () => {
    expect(LOVE_LANGUAGE_PAIRS).toHaveLength(30);
  });
});

describe("game content: writing (issue #33)", () => {
  it("reads the texts of every game, guide and idea module", () => {
    const files = new Set(TEXTS.map((text) => text.path.split("#")[0]));
    for (const file of [
      "games/truth-or-dare.ts",
      "games/packs/truth-or-dare-packs.ts",
      "guides/long-distance.ts",
      "ideas/romantic-ideas.ts",
    ]) {
      expect(files.has(file), file).toBe(true);
    }
    expect(TEXTS.length).toBeGreaterThan(3000);
  });

  it("counts words as a reader does", () => {
    expect(readerWords("Don't rush: your partner's 'yes' matters.")).toEqual([
      "don't",
      "rush",
      "your",
      "partner's",
      "yes",
      "matters",
    ]);
    expect(readerWords("Slow-dance, lights low")).toEqual(["slow", "dance", "lights", "low"]);
  });

  it(`no two items share a run of ${SHARED_RUN_WORDS} consecutive words`, () => {
    expect(sharedRuns(TEXTS)).toEqual([]);
  });

  it('one name per category: no category is another with an s added ("Desire" / "Desires")', () => {
    const categories = new Map<string, string>();
    for (const text of TEXTS) if (text.key === "category") categories.set(text.text.toLowerCase(), text.path);
    const clashes = [...categories.keys()]
      .filter((name) => categories.has(`${name}s`))
      .map((name) => `${name}: ${categories.get(name)} and ${categories.get(`${name}s`)}`);
    expect(clashes).toEqual([]);
  });

  it("British spelling in the positions too (towards, colour)", () => {
    const american = positionsCatalogue
      .map((entry) => ({ id: entry.id, text: [entry.name, entry.description, ...entry.instructions].join(" ") }))
      .filter((entry) => AMERICAN_SPELLINGS.test(entry.text))
      .map((entry) => `${entry.id}: "${entry.text.match(AMERICAN_SPELLINGS)![0]}"`);
    expect(american).toEqual([]);
  });

  it("British spelling throughout", () => {
    const american = TEXTS.filter((text) => AMERICAN_SPELLINGS.test(text.text)).map(
      (text) => `${text.path}: "${text.text.match(AMERICAN_SPELLINGS)![0]}" in "${text.text}"`,
    );
    expect(american).toEqual([]);
  });

  it("no gendered words in game and guide content: players are you and your partner", () => {
    const gendered = TEXTS.filter((text) => GENDERED_WORDS.test(text.text)).map(
      (text) => `${text.path}: "${text.text.match(GENDERED_WORDS)![0]}" in "${text.text}"`,
    );
    expect(gendered).toEqual([]);
  });

  it("the spelling list catches the American forms and spares the British ones", () => {
    for (const word of [
      "color",
      "Favorite",
      "realize",
      "center",
      "organized",
      "traveling",
      "mom",
      "cozy",
      "fantasizing",
    ]) {
      expect(AMERICAN_SPELLINGS.test(word), word).toBe(true);
    }
    for (const word of [
      "colour",
      "favourite",
      "realise",
      "centre",
      "organised",
      "travelling",
      "mum",
      "cosy",
      "size",
      "prize",
      "seize",
      "moment",
      "grey",
    ]) {
      expect(AMERICAN_SPELLINGS.test(word), word).toBe(false);
    }
  });
});
