/**
 * Which question a paired couple gets each day (issue #48). Both phones work it out alone from what they share: the
 * day (the phone's local date) and a key derived from the space key, so the server never learns which question a
 * couple is on. The questions come in an order of the couple's own, one a day, round and round: with a year's worth of
 * questions none repeats within any 365 days, unless the couple skips topics (then the fewer left come round sooner).
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { isDay } from "./days";

export interface OrderedQuestion {
  readonly id: string;
  readonly topic: string;
}

const DAY_MS = 86_400_000;

/** A calendar day written "YYYY-MM-DD" that exists (no 30 February): days.ts. */
export { isDay };

/** Days since 1970-01-01 of a "YYYY-MM-DD" day. */
export function dayNumber(day: string): number {
  if (!isDay(day)) throw new Error(`not a day: ${day}`);
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The phone's own calendar day for a moment ("today" where the couple is, not in UTC). */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day before, as "YYYY-MM-DD". */
export function previousDay(day: string): string {
  return new Date((dayNumber(day) - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** A uniform whole number below `bound` from the key's stream at `position` (rejection keeps it unbiased). */
function streamIndex(key: Uint8Array, position: number, bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  for (let attempt = 0; ; attempt++) {
    const block = hmac(sha256, key, utf8ToBytes(`daily-order/${position}/${attempt}`));
    const value = ((block[0]! << 24) | (block[1]! << 16) | (block[2]! << 8) | block[3]!) >>> 0;
    if (value < limit) return value % bound;
  }
}

const orders = new WeakMap<Uint8Array, Map<number, readonly number[]>>();

/** The order of `count` questions for this couple's key: a shuffle (Fisher-Yates) drawn from the key alone. */
export function questionOrder(orderKey: Uint8Array, count: number): number[] {
  return [...cachedOrder(orderKey, count)];
}

/** The order, worked out once per key and count (a phone asks for it on every change of its space). */
function cachedOrder(orderKey: Uint8Array, count: number): readonly number[] {
  let byCount = orders.get(orderKey);
  if (!byCount) orders.set(orderKey, (byCount = new Map()));
  let order = byCount.get(count);
  if (!order) byCount.set(count, (order = shuffled(orderKey, count)));
  return order;
}

function shuffled(orderKey: Uint8Array, count: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let i = count - 1; i > 0; i--) {
    const j = streamIndex(orderKey, i, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The question of a day: the next in this couple's order of the questions whose topic they have not skipped, one per
 * day. Null when every topic is skipped (or there are no questions).
 */
export function questionForDay<Q extends OrderedQuestion>(
  questions: readonly Q[],
  orderKey: Uint8Array,
  day: string,
  skippedTopics: readonly string[] = [],
): Q | null {
  const skipped = new Set(skippedTopics);
  const open = cachedOrder(orderKey, questions.length)
    .map((index) => questions[index]!)
    .filter((question) => !skipped.has(question.topic));
  if (open.length === 0) return null;
  return open[dayNumber(day) % open.length]!;
}
