/**
 * The pure part of `npm run faults` (scripts/faults.ts): the port range it is given, the accounting of a room's
 * moves, and the bounds each fault's figures must keep. No I/O here, so the unit test can hold it to its word.
 */

export interface PortRange {
  first: number;
  last: number;
}

/** "47000-47099" (or one port, "47000"): both ends inside 1024-65535, the first not after the last. */
export function parsePortRange(text: string): PortRange {
  const match = /^\s*(\d{1,5})\s*(?:-\s*(\d{1,5}))?\s*$/.exec(text);
  if (!match) throw new Error(`ports: expected a range such as 47000-47099, got "${text}"`);
  const first = Number(match[1]);
  const last = Number(match[2] ?? match[1]);
  if (first < 1024 || last > 65535) throw new Error(`ports: ${text} is outside 1024-65535`);
  if (first > last) throw new Error(`ports: ${text} ends before it starts`);
  return { first, last };
}

/** The first `count` ports of the range that `isFree` accepts, in order; fails when the range has too few. */
export async function pickPorts(
  range: PortRange,
  count: number,
  isFree: (port: number) => Promise<boolean>,
): Promise<number[]> {
  const picked: number[] = [];
  for (let port = range.first; port <= range.last && picked.length < count; port++) {
    if (await isFree(port)) picked.push(port);
  }
  if (picked.length < count)
    throw new Error(`ports: ${count} free ports needed in ${range.first}-${range.last}, found ${picked.length}`);
  return picked;
}

/**
 * A room's history as its phones saw it: which move id each sequence number was reached by. A move is lost when
 * its mover was told it was applied but no sequence number carries it; doubled when two sequence numbers carry it.
 */
export function moveAccounting(
  history: ReadonlyMap<number, string | null | undefined>,
  acknowledged: Iterable<string>,
): { lost: number; doubled: number } {
  const seqsOf = new Map<string, number>();
  for (const id of history.values()) if (id) seqsOf.set(id, (seqsOf.get(id) ?? 0) + 1);
  let lost = 0;
  for (const id of new Set(acknowledged)) if (!seqsOf.has(id)) lost += 1;
  let doubled = 0;
  for (const count of seqsOf.values()) if (count > 1) doubled += count - 1;
  return { lost, doubled };
}

/**
 * What a request seen during a fault came back as: an HTTP status, or in words how it failed ("hang", "cut",
 * "503-json-page", …); words are never acceptable.
 */
export type Outcome = number | string;

/** 2xx, 3xx and 503 are honest answers during a fault; anything else (a 500, a hang, a cut) is a failure. */
export function acceptableOutcome(outcome: Outcome): boolean {
  return typeof outcome === "number" && ((outcome >= 200 && outcome < 400) || outcome === 503);
}

export interface FaultFigures {
  name: string;
  lost: number;
  doubled: number;
  /** From the end of the fault to the first move that reached the partner on another instance in < 100 ms. */
  fastAgainMs: number | null;
  /** From an edit acknowledged after recovery to another instance's stored answer showing it. */
  staleMs: number | null;
  outcomes: ReadonlyMap<Outcome, number>;
  orphans: number;
}

export const BOUNDS = {
  /** Moves must cross instances quickly again within this long after the fault ends. */
  fastAgainMs: 15_000,
  staleMs: 2000,
} as const;

/** Every way the figures break their bounds, in words; empty when the fault was survived. */
export function problemsOf(figures: FaultFigures): string[] {
  const problems: string[] = [];
  if (figures.lost > 0) problems.push(`${figures.lost} move(s) lost`);
  if (figures.doubled > 0) problems.push(`${figures.doubled} move(s) doubled`);
  if (figures.fastAgainMs === null || figures.fastAgainMs > BOUNDS.fastAgainMs)
    problems.push(`moves did not cross in < 100 ms within ${BOUNDS.fastAgainMs / 1000} s`);
  if (figures.staleMs === null || figures.staleMs > BOUNDS.staleMs)
    problems.push(`a stored page stayed stale ${figures.staleMs === null ? "for good" : `${figures.staleMs} ms`}`);
  const bad = [...figures.outcomes.keys()].filter((outcome) => !acceptableOutcome(outcome));
  if (bad.length > 0) problems.push(`answers not allowed: ${bad.join(", ")}`);
  if (figures.orphans > 0) problems.push(`${figures.orphans} orphaned process(es)`);
  return problems;
}

/** "200×41 201×9 503×12": statuses first in order, then the failures. */
export function formatOutcomes(outcomes: ReadonlyMap<Outcome, number>): string {
  const entries = [...outcomes.entries()].sort(([a], [b]) =>
    typeof a === "number" && typeof b === "number" ? a - b : typeof a === "number" ? -1 : typeof b === "number" ? 1 : 0,
  );
  return entries.length === 0 ? "none" : entries.map(([outcome, count]) => `${outcome}×${count}`).join(" ");
}

/** The fault's one line of figures, ending in "ok" or what went wrong. */
export function formatFigures(figures: FaultFigures): string {
  const ms = (value: number | null) => (value === null ? "never" : `${Math.round(value)} ms`);
  const problems = problemsOf(figures);
  return [
    figures.name.padEnd(34),
    `moves lost ${figures.lost}, doubled ${figures.doubled}`,
    `< 100 ms again after ${ms(figures.fastAgainMs)}`,
    `stale ${ms(figures.staleMs)}`,
    `codes ${formatOutcomes(figures.outcomes)}`,
    `orphans ${figures.orphans}`,
    problems.length === 0 ? "ok" : `FAILED: ${problems.join("; ")}`,
  ].join(" | ");
}
