import { describe, expect, it } from "vitest";
import { BODY_FILTER_RULES, BODY_FILTERS, type BodyFilter } from "@domain/positions/body";
import { BASE_POSITIONS } from "./base-positions";
import { MORE_BASE_POSITIONS, MORE_BODY_NOTES, type BodyNotes } from "./bases-more";
import { BODY_NOTES, bodyNotesFor } from "./body-notes";
import { positionsCatalogue } from "./catalogue";
import { GENDERED_WORDS, GRAPHIC_WORDS } from "./writing-check";

const DEMANDS = ["knees", "backBending", "backArching", "neck", "wristsShoulders", "balance", "strength"] as const;
const FLAGS = ["pregnancy", "limitedMobility", "heightDifference", "bendingPain", "archingPain"] as const;

/**
 * The clauses of a note, so a warning and the thing it warns about are read together ("…, so skip it if bending
 * forward hurts") and a warning about one thing does not spill onto the next ("the rider kneels; the back rests").
 */
const clauses = (note: string) =>
  note
    .toLowerCase()
    .split(/[.;:]|\bbut\b|\bthough\b/)
    .map((clause) => clause.trim())
    .filter(Boolean);

/** Words that turn a clause into advice against the position for whatever else the clause names. */
const AGAINST =
  /\b(skip|avoid|best skipped|not one for|not with|harder on|hard on|heavy on|complain|need care|bother)\w*/;

/**
 * What a note can say that a position listed under each filter must never say: a warning next to the filter's
 * subject, or a plain statement that the position does the very thing the filter avoids.
 */
const ADVISES_AGAINST: Readonly<Record<BodyFilter, { near: RegExp; says: RegExp[] }>> = {
  knees: {
    near: /\b(kneel\w*|knees? (hurt|ache|complain))/,
    says: [
      /asks a lot of the knees/,
      /(needs?|wants?) [^,]*knees/,
      /\bpad (the|both|each|them)/,
      /kneel on something soft/,
      /cushion (under|on) the (knees|heels)/,
      /spares? the knees/,
      /hard work for both pairs of knees/,
    ],
  },
  bending: {
    // A sore back in general counts, unless the clause is about arching alone.
    near: /\b(bend(ing)? forward|bending)\b|^(?!.*\barch)(?=.*\b(sore back|back pain)\b)/,
    says: [/(?<!rather than )\brounds? (the|their) (lower )?back/, /\bfolds?\b[^,]*\bback/],
  },
  arching: {
    near: /\barch(ing)?\b|^(?!.*\bbend)(?=.*\b(sore back|back pain)\b)/,
    says: [/\barch(es)? (the|their) (lower )?back/, /\bbackbend/, /\bthe front partner arches/],
  },
  neck: {
    near: /\bneck\b/,
    says: [/weight rests on the neck/, /\bhead turns\b/, /\bhead below the hips/],
  },
  wrists: {
    near: /\b(wrists?|shoulders?)\b/,
    says: [
      /wrists and shoulders do the work/,
      /carries weight on the forearms/,
      /wrists take some weight/,
      /tires? wrists/,
    ],
  },
  "low-effort": {
    near: /\b(effort|strength|balance)\b/,
    says: [
      /\b(hard work|demanding|tiring|very hard)\b/,
      /\bneeds (steady|strong|real) (legs|balance|thighs|arms|flexibility)/,
      /carries the other's weight/,
      /\bworks the thighs\b(?! a little)/,
      /\bkeep it (very )?(brief|short)\b/,
      /\bbrief by design\b/,
      /seconds, not minutes/,
    ],
  },
  pregnancy: {
    near: /\b(pregnan\w*|bump)\b/,
    says: [/\bnot (in|during) pregnancy\b/, /\bpregnant partner lies (flat )?on their back\b/],
  },
};

/** The first phrase of a note that advises against the position for this filter, if any. */
function adviceAgainst(filter: BodyFilter, note: string): string | undefined {
  const { near, says } = ADVISES_AGAINST[filter];
  for (const clause of clauses(note)) {
    if (AGAINST.test(clause) && near.test(clause)) return clause;
    const plain = says.find((pattern) => pattern.test(clause));
    if (plain) return clause;
  }
  // A sore back in general is both kinds of sore back.
  if (
    (filter === "bending" || filter === "arching") &&
    /not one for a sore back|\bback[^.;]*(need care|complain)/i.test(note)
  )
    return note;
  return undefined;
}

/** Where a note puts the pregnant partner: a place word next to "pregnant". */
const PREGNANCY_PLACE =
  /\b(on top|in front|behind|on their side|side-lying|side place|sits?|sitting|seated|kneels?|stands?|standing|recline|reclining|ride|rider|half-sit|lie back|lying back|either end|the top|that place|raised-knee place)\b/;

describe("body notes", () => {
  const bases = [...new Map([...BASE_POSITIONS, ...MORE_BASE_POSITIONS].map((base) => [base.id, base])).values()];
  const notesOf = (id: string) => bodyNotesFor(id) as BodyNotes;

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

  it("rate each demand 0-3, say yes or no to each group, and carry a short, friendly note in the house voice", () => {
    for (const base of bases) {
      const notes = notesOf(base.id);
      for (const demand of DEMANDS) expect([0, 1, 2, 3], `${base.id} ${demand}`).toContain(notes[demand]);
      for (const flag of FLAGS) expect(typeof notes[flag], `${base.id} ${flag}`).toBe("boolean");
      expect(notes.note.length, base.id).toBeGreaterThan(30);
      expect(notes.note.length, base.id).toBeLessThanOrEqual(200);
      expect(notes.note, base.id).not.toMatch(GENDERED_WORDS);
      expect(notes.note, base.id).not.toMatch(GRAPHIC_WORDS);
      expect(notes.note, base.id).not.toMatch(/\btoward\b/);
      expect(notes.note, base.id).toMatch(/[.!]$/);
    }
  });

  it("hold every filter to every note: no position a filter lists has a note that advises against it", () => {
    const broken: string[] = [];
    for (const base of bases) {
      const notes = notesOf(base.id);
      for (const filter of BODY_FILTERS) {
        const against = adviceAgainst(filter, notes.note);
        if (BODY_FILTER_RULES[filter](notes) && against) broken.push(`${base.id} (${filter}): "${against}"`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("read the warnings the notes actually use", () => {
    // Each of these sentences once sat under "Easy on back"; the checks must catch them.
    expect(
      adviceAgainst("bending", "A lift that loads the lifter's back: brief, and not one for a sore back."),
    ).toBeTruthy();
    expect(
      adviceAgainst("arching", "A lift that loads the lifter's back: brief, and not one for a sore back."),
    ).toBeTruthy();
    expect(
      adviceAgainst("bending", "The curled spoon shape is harder on backs that hurt when bending forward."),
    ).toBeTruthy();
    expect(
      adviceAgainst("bending", "The drawn-up knees round the lower back, so skip it if bending forward hurts."),
    ).toBeTruthy();
    expect(adviceAgainst("arching", "The front partner arches, so skip it if arching hurts.")).toBeTruthy();
    expect(adviceAgainst("knees", "The partner on top needs happy knees.")).toBeTruthy();
    expect(adviceAgainst("neck", "A few minutes at most, and not with neck trouble.")).toBeTruthy();
    expect(
      adviceAgainst("low-effort", "The partner underneath carries the other's weight; keep it brief."),
    ).toBeTruthy();
    // …and leave advice that suits the case alone.
    expect(adviceAgainst("bending", "Kinder if bending forward hurts, moving from hips and knees.")).toBeUndefined();
    expect(
      adviceAgainst("arching", "Lying back with knees bent suits a back that hurts when arching."),
    ).toBeUndefined();
  });

  it("give each back filter a judgement that the levels and the body's limits agree with", () => {
    for (const base of bases) {
      const notes = notesOf(base.id);
      const heavy = base.tags.includes("lift") || notes.strength >= 3;
      if (notes.bendingPain) {
        expect(notes.backBending, base.id).toBeLessThanOrEqual(1);
        expect(heavy, base.id).toBe(false);
      }
      if (notes.archingPain) {
        expect(notes.backArching, base.id).toBeLessThanOrEqual(1);
        expect(heavy, base.id).toBe(false);
      }
      // A big demand on the lower back either way, or a twist nobody measured, is not offered to any sore back.
      if (notes.backBending >= 3 || notes.backArching >= 3 || /\btwist/i.test(notes.note))
        expect({ id: base.id, bendingPain: notes.bendingPain, archingPain: notes.archingPain }).toEqual({
          id: base.id,
          bendingPain: false,
          archingPain: false,
        });
      // The front partner of a spoon arched most of the time in the studies.
      if (base.tags.includes("from-behind") && base.tags.includes("side-by-side"))
        expect(notes.archingPain, base.id).toBe(false);
      // The filter follows the judgement, never the levels alone.
      expect(BODY_FILTER_RULES.bending(notes), base.id).toBe(notes.bendingPain);
      expect(BODY_FILTER_RULES.arching(notes), base.id).toBe(notes.archingPain);
    }
  });

  it("follow the back-pain studies for the three positions they measured, and say so in their notes", () => {
    const studied = bases.filter((base) => notesOf(base.id).studied).map((base) => base.id);
    expect(studied.sort()).toEqual(["passionate-2", "romantic-2", "romantic-3"]);
    for (const id of studied) expect(notesOf(id).note, id).toMatch(/^The studies measured this one/);
    for (const base of bases)
      if (!notesOf(base.id).studied) expect(notesOf(base.id).note, base.id).not.toMatch(/studies measured this one/);
    // Spooning bent the partner behind forward most and arched the one in front: under neither back filter.
    expect(notesOf("romantic-2")).toMatchObject({ bendingPain: false, archingPain: false });
    // Kneeling from behind suited bending pain in both places but arched the front partner.
    expect(notesOf("passionate-2")).toMatchObject({ bendingPain: true, archingPain: false });
    // Missionary bent the partner underneath forward and kept them out of arching.
    expect(notesOf("romantic-3")).toMatchObject({ bendingPain: false, archingPain: true });
    // Claims the papers do not support stay out.
    for (const base of bases)
      expect(notesOf(base.id).note, base.id).not.toMatch(
        /nearest neutral|kind to many backs|many sore backs|many with back pain/i,
      );
  });

  it("name the pregnant partner's place in every pregnancy note, and mention pregnancy nowhere else", () => {
    for (const base of bases) {
      const { note, pregnancy } = notesOf(base.id);
      if (pregnancy) {
        const sentence = clauses(note).find((clause) => /pregnan/.test(clause)) ?? "";
        expect(sentence, base.id).toMatch(PREGNANCY_PLACE);
      } else expect(note, base.id).not.toMatch(/pregnan|trimester|\bbump\b/i);
    }
  });

  it("never call a lift or a demanding balance pregnancy-friendly", () => {
    for (const base of bases) {
      const notes = notesOf(base.id);
      if (base.tags.includes("lift") || notes.balance >= 3 || notes.strength >= 3)
        expect(notes.pregnancy, base.id).toBe(false);
    }
  });
});
