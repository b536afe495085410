/**
 * Checks the hand-written catalogue entries: `npx tsx scripts/check-writing.ts [variation-id ...]`.
 * With ids, only problems touching those variations are printed. Exits 1 when there is any.
 *
 * `npx tsx scripts/check-writing.ts --names` rewrites content/positions/names.txt, the list of every entry's name
 * that a test holds the catalogue to: read the changes before committing them.
 */
import { writeFileSync } from "node:fs";
import { BASE_POSITIONS } from "../content/positions/base-positions";
import { VARIATIONS, variationAppliesTo } from "../content/positions/variations";
import { WRITTEN_VARIATIONS } from "../content/positions/written";
import { buildPositionsCatalogue } from "../content/positions/catalogue";
import {
  findSharedRuns,
  findShortDescriptions,
  GENDERED_WORDS,
  GRAPHIC_WORDS,
  MIN_DESCRIPTION_WORDS,
  wordsOf,
} from "../content/positions/writing-check";
import {
  allowedOpeningCount,
  commonestOpening,
  hasStockSuitsSentence,
  MAX_NAME_OPENING_SHARE,
  MAX_OPENING_SHARE,
  MAX_STOCK_SUITS_SHARE,
  MAX_TWO_WORD_OPENING_SHARE,
  opensWithName,
} from "../content/writing-variety";

if (process.argv.includes("--names")) {
  const names = buildPositionsCatalogue().map((entry) => `${entry.id}\t${entry.name}`);
  writeFileSync(new URL("../content/positions/names.txt", import.meta.url), `${names.join("\n")}\n`);
  console.log(`${names.length} names written to content/positions/names.txt`);
  process.exit(0);
}

const wanted = new Set(process.argv.slice(2));
const concerns = (variationId: string | null) => wanted.size === 0 || (variationId !== null && wanted.has(variationId));
const problems: string[] = [];

for (const variation of VARIATIONS) {
  if (!concerns(variation.id)) continue;
  const written = WRITTEN_VARIATIONS[variation.id];
  if (!written) {
    problems.push(`${variation.id}: no file content/positions/written/${variation.id}.ts`);
    continue;
  }
  for (const base of BASE_POSITIONS) {
    const suits = variationAppliesTo(variation, base);
    const entry = written.entries[base.id];
    const dropped = written.dropped?.[base.id];
    if (base.pairedByWriting && dropped !== undefined)
      problems.push(`${variation.id}: ${base.id} is paired by writing: remove its dropped reason`);
    if (suits && !entry && dropped === undefined && !base.pairedByWriting)
      problems.push(`${variation.id}: ${base.id} (${base.name}) is neither written nor dropped`);
    if (!suits && (entry || dropped !== undefined))
      problems.push(`${variation.id}: ${base.id} does not take this variation; remove it`);
    if (entry && dropped !== undefined) problems.push(`${variation.id}: ${base.id} is both written and dropped`);
    if (dropped !== undefined && dropped.trim().length < 10)
      problems.push(`${variation.id}: ${base.id} is dropped without a reason`);
  }
}

const catalogue = buildPositionsCatalogue();
const byId = new Map(catalogue.map((entry) => [entry.id, entry]));
const basesById = new Map(BASE_POSITIONS.map((base) => [base.id, base]));
for (const entry of catalogue) {
  if (entry.variationId === null || !concerns(entry.variationId)) continue;
  const base = basesById.get(entry.baseId)!;
  if (!entry.name.includes(base.name))
    problems.push(`${entry.id}: the name "${entry.name}" must contain "${base.name}"`);
  if (!entry.description.includes(base.name))
    problems.push(`${entry.id}: the description must name the base ("${base.name}")`);
  if (entry.instructions.length < 3 || entry.instructions.length > 7) problems.push(`${entry.id}: write 3 to 7 steps`);
  for (const text of [entry.name, entry.description, ...entry.instructions]) {
    if (GENDERED_WORDS.test(text))
      problems.push(`${entry.id}: gendered word in "${text.slice(0, 60)}…" (say "partner")`);
    if (GRAPHIC_WORDS.test(text)) problems.push(`${entry.id}: graphic word in "${text.slice(0, 60)}…"`);
  }
}
const texts = catalogue.map((entry) => ({ id: entry.id, description: entry.description, steps: entry.instructions }));
for (const id of findShortDescriptions(texts)) {
  const entry = byId.get(id)!;
  if (concerns(entry.variationId))
    problems.push(`${id}: description has ${wordsOf(entry.description).length} words, needs ${MIN_DESCRIPTION_WORDS}+`);
}
const names = new Map<string, string>();
for (const entry of catalogue) {
  const key = entry.name.toLowerCase();
  const other = names.get(key);
  if (other && (concerns(entry.variationId) || concerns(byId.get(other)!.variationId)))
    problems.push(`${entry.id}: same name as ${other}`);
  names.set(key, entry.id);
}
for (const shared of findSharedRuns(texts)) {
  if (shared.ids.some((id) => concerns(byId.get(id)!.variationId))) {
    problems.push(`${shared.ids[0]} and ${shared.ids[1]} share the words "${shared.run}"`);
  }
}

// Templates (issue #46): within each variation as across the catalogue, openings vary, few descriptions open on the
// base's name and few carry a stock "who it suits" sentence.
for (const variation of VARIATIONS) {
  if (!concerns(variation.id)) continue;
  const entries = catalogue.filter((entry) => entry.variationId === variation.id);
  const descriptions = entries.map((entry) => entry.description);
  for (const [words, share] of [
    [3, MAX_OPENING_SHARE],
    [2, MAX_TWO_WORD_OPENING_SHARE],
  ] as const) {
    const commonest = commonestOpening(descriptions, words);
    if (commonest && commonest.count > allowedOpeningCount(entries.length, share))
      problems.push(
        `${variation.id}: ${commonest.count} of ${entries.length} descriptions open "${commonest.opening}…" (at most ${allowedOpeningCount(entries.length, share)})`,
      );
  }
  const namedFirst = entries.filter((entry) => opensWithName(entry.description, basesById.get(entry.baseId)!.name));
  const stock = entries.filter((entry) => hasStockSuitsSentence(entry.description));
  console.log(
    `${variation.id}: ${namedFirst.length} of ${entries.length} open on the base's name (at most ${Math.floor(entries.length * MAX_NAME_OPENING_SHARE)}), ${stock.length} carry a stock "suits" sentence (at most ${Math.floor(entries.length * MAX_STOCK_SUITS_SHARE)})`,
  );
  if (namedFirst.length > Math.floor(entries.length * MAX_NAME_OPENING_SHARE))
    problems.push(
      `${variation.id}: too many open on the base's name: ${namedFirst.map((entry) => entry.baseId).join(", ")}`,
    );
  if (stock.length > Math.floor(entries.length * MAX_STOCK_SUITS_SHARE))
    problems.push(
      `${variation.id}: too many stock "suits" sentences: ${stock.map((entry) => entry.baseId).join(", ")}`,
    );
}

const combined = catalogue.filter((entry) => entry.variationId !== null && concerns(entry.variationId)).length;
console.log(
  `${combined} written entries checked${wanted.size ? ` (${[...wanted].join(", ")})` : ""}, ${catalogue.length} in the catalogue`,
);
for (const problem of problems) console.log(`- ${problem}`);
console.log(problems.length === 0 ? "No problems." : `${problems.length} problems.`);
process.exitCode = problems.length === 0 ? 0 : 1;
