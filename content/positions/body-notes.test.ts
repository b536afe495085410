import { describe, expect, it } from "vitest";
import { BASE_POSITIONS } from "./base-positions";
import { MORE_BASE_POSITIONS, MORE_BODY_NOTES } from "./bases-more";
import { BODY_NOTES, bodyNotesFor } from "./body-notes";
import { positionsCatalogue } from "./catalogue";
import { GENDERED_WORDS, GRAPHIC_WORDS } from "./writing-check";

const DEMANDS = ["knees", "backBending", "backArching", "neck", "wristsShoulders", "balance", "strength"] as const;
const FLAGS = ["pregnancy", "limitedMobility", "heightDifference", "backPain"] as const;

describe("body notes", () => {
  const bases = [...new Map([...BASE_POSITIONS, ...MORE_BASE_POSITIONS].map((base) => [base.id, base])).values()];

  it("cover every base, old and new, and nothing else", () => {
    for (const base of bases) expect(bodyNotesFor(base.id), base.id).toBeDefined();
    const known = new Set(bases.map((base) => base.id));
    for (const id of [...Object.keys(BODY_NOTES), ...Object.keys(MORE_BODY_NOTES)])
      expect(known.has(id), id).toBe(true);
    expect(Object.keys(BODY_NOTES)).toHaveLength(32);
    expect(bodyNotesFor("no-such-base")).toBeUndefined();
    expect(bodyNotesFor("constructor")).toBeUndefined();
  });

  it("reach every catalogue entry through its base", () => {
    for (const entry of positionsCatalogue)
      expect(bodyNotesFor(entry.baseId), entry.id).toBe(bodyNotesFor(entry.baseId));
    for (const entry of positionsCatalogue) expect(bodyNotesFor(entry.baseId), entry.id).toBeDefined();
  });

  it("rate each demand 0-3, say yes or no to each group, and carry one friendly sentence in the house voice", () => {
    for (const base of bases) {
      const notes = bodyNotesFor(base.id)!;
      for (const demand of DEMANDS) expect([0, 1, 2, 3], `${base.id} ${demand}`).toContain(notes[demand]);
      for (const flag of FLAGS) expect(typeof notes[flag], `${base.id} ${flag}`).toBe("boolean");
      expect(notes.note.length, base.id).toBeGreaterThan(30);
      expect(notes.note.length, base.id).toBeLessThanOrEqual(160);
      expect(notes.note, base.id).not.toMatch(GENDERED_WORDS);
      expect(notes.note, base.id).not.toMatch(GRAPHIC_WORDS);
      expect(notes.note, base.id).toMatch(/[.!]$/);
    }
  });

  it("follow the back-pain studies for the positions they measured", () => {
    // Spooning asked the most forward bending of the partner behind; kneeling from behind on straight arms the least.
    expect(bodyNotesFor("romantic-2")).toMatchObject({ backBending: 2, backPain: false });
    expect(bodyNotesFor("passionate-2")).toMatchObject({ backBending: 0, backPain: true });
    // Legs raised high fold the lower back of the partner lying down.
    expect(bodyNotesFor("passionate-3")).toMatchObject({ backBending: 3, backPain: false });
    // Arching positions are not offered to a sore back.
    for (const base of bases) {
      const notes = bodyNotesFor(base.id)!;
      if (notes.backArching >= 3 || notes.backBending >= 3) expect(notes.backPain, base.id).toBe(false);
    }
  });

  it("never call a lift or a demanding balance pregnancy-friendly", () => {
    for (const base of bases) {
      const notes = bodyNotesFor(base.id)!;
      if (base.tags.includes("lift") || notes.balance >= 3 || notes.strength >= 3)
        expect(notes.pregnancy, base.id).toBe(false);
    }
  });
});
