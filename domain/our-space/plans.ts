/**
 * "Plan it": an evening the couple sets aside for something they both want (a shared favourite, a desire match, a
 * bucket-list idea). A plan names its item, the evening (a date, or "this week" ending on its Saturday), an optional
 * time, who planned it and when. Paired, plans live in the shared document (space-doc.ts, map "plans"); unpaired, on
 * the device (app/lib/our-space/device-plans.ts). Both read through cleanPlan, so a bad entry is skipped, never thrown.
 *
 * After the evening (from the day after its date, in the phone's own calendar) the couple is asked "How was it?":
 * loved it, again soon, or not for us. Every answer clears the plan.
 */
import { isDay } from "./days";

export const PLAN_LIMITS = {
  /** Plans kept at once (the oldest planned go first beyond it). */
  plans: 100,
  /** The item's words as shown (a position's name, an idea's title). */
  labelLength: 120,
  /** The calendar title the couple chooses. */
  titleLength: 60,
} as const;

/** The calendar event's title when the couple has not chosen one: nothing in it says what the evening is. */
export const DEFAULT_PLAN_TITLE = "Evening for us";

/** What a plan can be about: a position (shared favourite), a desire-match card, an idea of a bucket list. */
export type PlanKind = "position" | "desire" | "bucket";

export interface Plan {
  /**
   * What is planned, as `${kind}:${id}`: "position:{catalogue id}", "desire:{deck id}" (the deck's ids already start
   * with their kind, e.g. "desire:desire:item-1"), or "bucket:{list}:{idea id}". One plan per item.
   */
  item: string;
  label: string;
  /** "YYYY-MM-DD": the evening, or for "this week" the Saturday the week's plan ends on. */
  date: string;
  week: boolean;
  /** "HH:MM" on the phone's own clock, or null for any time that evening. */
  time: string | null;
  by: string;
  at: string;
}

export type PlanAnswer = "loved" | "again" | "not";

export const PLAN_ANSWERS: readonly PlanAnswer[] = ["loved", "again", "not"];

/** The three answers to "How was it?", kindly put: none is a failure. */
export const PLAN_ANSWER_LABELS: Record<PlanAnswer, string> = {
  loved: "Loved it",
  again: "Again soon",
  not: "Not for us",
};

const ITEM_PATTERN = /^(?:position|desire|bucket):[A-Za-z0-9:_.-]+$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export const isPlanItem = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 120 && ITEM_PATTERN.test(value);
export const isPlanTime = (value: unknown): value is string => typeof value === "string" && TIME_PATTERN.test(value);

/** The kind of an item key, and the rest of it. */
export function planItemParts(item: string): { kind: PlanKind; id: string } {
  const colon = item.indexOf(":");
  return { kind: item.slice(0, colon) as PlanKind, id: item.slice(colon + 1) };
}

/** Text with no control characters, spaces tidied, cut to `max` characters (never inside an emoji). */
export function cleanLine(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  const flat = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...flat].slice(0, max).join("").trim();
}

/** The calendar title to use: the couple's, or the default when theirs is empty. */
export function planTitle(value: unknown): string {
  return cleanLine(value, PLAN_LIMITS.titleLength) || DEFAULT_PLAN_TITLE;
}

/** A plan as read from storage or the document: checked field by field; null when anything needed is wrong. */
export function cleanPlan(value: unknown): Plan | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { item, label, date, week, time, by, at } = value as Record<string, unknown>;
  if (!isPlanItem(item) || !isDay(date) || typeof week !== "boolean") return null;
  if (!(time === null || isPlanTime(time))) return null;
  if (typeof by !== "string" || !ID_PATTERN.test(by)) return null;
  if (typeof at !== "string" || !ISO_TIME.test(at) || Number.isNaN(Date.parse(at))) return null;
  const words = cleanLine(label, PLAN_LIMITS.labelLength);
  if (!words) return null;
  return { item, label: words, date, week, time: week ? null : time, by, at };
}

/** Plans checked, one per item (the latest planned wins), soonest evening first, at most PLAN_LIMITS.plans. */
export function cleanPlans(values: readonly unknown[]): Plan[] {
  const byItem = new Map<string, Plan>();
  for (const value of values) {
    const plan = cleanPlan(value);
    if (!plan) continue;
    const known = byItem.get(plan.item);
    if (!known || known.at < plan.at) byItem.set(plan.item, plan);
  }
  return keepNewest([...byItem.values()]);
}

/** The newest planned PLAN_LIMITS.plans, shown soonest evening first. */
export function keepNewest(plans: Plan[]): Plan[] {
  const kept = [...plans]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.item < b.item ? -1 : 1))
    .slice(0, PLAN_LIMITS.plans);
  return kept.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.item < b.item ? -1 : 1));
}

// ---- days ----

const DAY_MS = 86_400_000;
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return dayText(new Date(dayDate(day).getTime() + count * DAY_MS));
}

/** The Saturday of the week `day` is in (the same day when it is one): where "This week" lands. */
export function saturdayOf(day: string): string {
  const weekday = dayDate(day).getUTCDay();
  return addDays(day, (6 - weekday + 7) % 7);
}

/** A plan's evening has passed once the phone's own date is after it: "How was it?" is asked from then. */
export function planIsOver(plan: Pick<Plan, "date">, today: string): boolean {
  return today > plan.date;
}

/** The plans waiting for "How was it?" and those still ahead, on a phone whose date is `today`. */
export function splitPlans(plans: readonly Plan[], today: string): { ahead: Plan[]; over: Plan[] } {
  return {
    ahead: plans.filter((plan) => !planIsOver(plan, today)),
    over: plans.filter((plan) => planIsOver(plan, today)),
  };
}
