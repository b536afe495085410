/**
 * The 7-day journey of the custom poster page ("Journey (7-day)" of the specification, part 2 section 4):
 * a pure state machine. Time and chance are injected (`today` as a local date key, `random` in [0, 1)), so every
 * rule is testable and nothing here touches the browser.
 *
 * Rules:
 * - A journey has 7 slots, one per day, each assigned a random position from the pool when the journey starts.
 * - Revealing is allowed only when the current day's slot is not yet revealed and the last reveal date differs
 *   from today (one reveal per LOCAL calendar day). A reveal marks the slot, records the date, adds the day to
 *   completedDays and advances the day; after day 7 the journey is complete (currentDay 8, shown capped at 7).
 * - Progress = revealed slots / slots, rounded. Cycle = floor(daysSinceStart / 7) + 1, with daysSinceStart the
 *   ceiling of the absolute difference in days between today and the start date.
 * - Reset: day 1, completed days cleared, start date today, last reveal date cleared, 7 new random positions.
 */

import { COMPLETE_DAY, JOURNEY_DAYS, type PoolPosition } from "@domain/journey/pool";
import { shuffle } from "@domain/random";
import { DATE_KEY, isDateKey } from "./date-key";

export { COMPLETE_DAY, isDateKey, JOURNEY_DAYS, type PoolPosition };

/** "Revealed position (poster)" of the specification, kept with its media so the poster can show it. */
export interface RevealedPosition {
  id: string;
  name: string;
  category: string;
  difficulty: string;
  image: string;
  mediaType: "image" | "gif" | "video";
  description: string;
}

/** "Journey state" of the specification. Dates are local date keys (YYYY-MM-DD). */
export interface JourneyState {
  /** 1 to 7 while the journey runs; 8 once day 7 is revealed. */
  currentDay: number;
  completedDays: number[];
  startDate: string;
  /** The local date of the last reveal, or "" before the first. */
  lastRevealDate: string;
}

/** "Journey slot" of the specification. */
export interface JourneySlot {
  id: string;
  day: number;
  isRevealed: boolean;
  /** The position assigned when the journey started (null while the pool is empty). */
  scratchPosition: PoolPosition | null;
  /** Set on reveal. */
  position: RevealedPosition | null;
  revealedDate: string | null;
}

export interface Journey {
  state: JourneyState;
  slots: JourneySlot[];
}

export type SlotDisplay = "revealed" | "ready" | "missed" | "locked";

export type Banner =
  { kind: "ready"; day: number } | { kind: "wait"; day: number } | { kind: "complete" } | { kind: "empty" };

export type RevealResult =
  { ok: true; journey: Journey; position: RevealedPosition; day: number } | { ok: false; reason: RevealRefusal };

export type RevealRefusal = "complete" | "already-revealed-today" | "slot-revealed" | "no-position";

const DAY_MS = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** The visitor's LOCAL calendar date as YYYY-MM-DD (never the UTC date). */
export function localDateKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds of a date key's midnight, counted in UTC so that daylight-saving shifts never change a difference. */
function dayStamp(key: string): number {
  const match = DATE_KEY.exec(key);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The date key `days` after `key`. */
export function addDays(key: string, days: number): string {
  const date = new Date(dayStamp(key) + days * DAY_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Days since start: the ceiling of the absolute difference in days (0 when a date is unreadable). */
export function daysSinceStart(startDate: string, today: string): number {
  const difference = Math.abs(dayStamp(today) - dayStamp(startDate)) / DAY_MS;
  return Number.isFinite(difference) ? Math.ceil(difference) : 0;
}

/** Cycle number = floor(days since start / 7) + 1. */
export function cycleNumber(startDate: string, today: string): number {
  return Math.floor(daysSinceStart(startDate, today) / JOURNEY_DAYS) + 1;
}

export function revealedCount(slots: readonly JourneySlot[]): number {
  return slots.filter((slot) => slot.isRevealed).length;
}

/** Progress percent = revealed / slots, rounded (0 for no slots). */
export function progressPercent(slots: readonly JourneySlot[]): number {
  if (slots.length === 0) return 0;
  return Math.round((revealedCount(slots) / slots.length) * 100);
}

export function isComplete(state: JourneyState): boolean {
  return state.currentDay > JOURNEY_DAYS;
}

/** The day shown to the visitor: capped at 7. */
export function displayDay(state: JourneyState): number {
  return Math.min(Math.max(state.currentDay, 1), JOURNEY_DAYS);
}

export function slotForDay(journey: Journey, day: number): JourneySlot | undefined {
  return journey.slots.find((slot) => slot.day === day);
}

/** Whether any slot still waits for a position (the pool was empty when the journey started). */
export function hasUnassignedSlots(journey: Journey): boolean {
  return journey.slots.some((slot) => !slot.isRevealed && !slot.scratchPosition);
}

/** Picks `count` positions at random: distinct while the pool allows, repeating (reshuffled) when it is smaller. */
export function pickRandomPositions(
  pool: readonly PoolPosition[],
  count: number,
  random: () => number,
): PoolPosition[] {
  if (pool.length === 0) return [];
  const picked: PoolPosition[] = [];
  while (picked.length < count) {
    const deck = shuffle(pool, random);
    picked.push(...deck.slice(0, count - picked.length));
  }
  return picked;
}

/** A fresh journey: day 1, nothing completed, started today, never revealed, 7 random positions. */
export function startJourney(pool: readonly PoolPosition[], today: string, random: () => number): Journey {
  const picks = pickRandomPositions(pool, JOURNEY_DAYS, random);
  return {
    state: { currentDay: 1, completedDays: [], startDate: today, lastRevealDate: "" },
    slots: Array.from({ length: JOURNEY_DAYS }, (_, index) => ({
      id: `slot-${index}`,
      day: index + 1,
      isRevealed: false,
      scratchPosition: picks[index] ?? null,
      position: null,
      revealedDate: null,
    })),
  };
}

/**
 * A journey of chosen positions (a planned journey from the home page, or a partner's link): day N takes the Nth
 * position; with fewer than seven, the days go round the list again, so the poster holds the same positions and no
 * others. Empty when `positions` is.
 */
export function startPlannedJourney(positions: readonly PoolPosition[], today: string): Journey {
  const fresh = startJourney([], today, () => 0);
  if (positions.length === 0) return fresh;
  return {
    state: fresh.state,
    slots: fresh.slots.map((slot, index) => ({
      ...slot,
      scratchPosition: positions[index % positions.length] ?? null,
    })),
  };
}

/** The journey's positions' ids, day by day (what its link carries); a day without a position is left out. */
export function journeyPositionIds(journey: Journey): string[] {
  return journey.slots.map((slot) => slot.position?.id ?? slot.scratchPosition?.id ?? "").filter((id) => id !== "");
}

/** Whether the journey is the planned one: its days hold these positions in this order (going round as above). */
export function followsPlan(journey: Journey, planned: readonly PoolPosition[]): boolean {
  if (planned.length === 0) return false;
  return journey.slots.every(
    (slot, index) => (slot.position?.id ?? slot.scratchPosition?.id) === planned[index % planned.length]?.id,
  );
}

/** Reset = a new journey (the specification's reset and the "start again" after day 7). */
export const resetJourney = startJourney;

/**
 * Gives a position to every unrevealed slot that has none (a journey started while the pool was empty), preferring
 * positions not already on the poster. Returns the same object when nothing changes.
 */
export function assignMissingPositions(journey: Journey, pool: readonly PoolPosition[], random: () => number): Journey {
  if (pool.length === 0 || !hasUnassignedSlots(journey)) return journey;
  const used = new Set(journey.slots.map((slot) => slot.scratchPosition?.id).filter(Boolean));
  const fresh = pool.filter((position) => !used.has(position.id));
  const missing = journey.slots.filter((slot) => !slot.isRevealed && !slot.scratchPosition).length;
  const picks = pickRandomPositions(fresh.length >= missing ? fresh : pool, missing, random);
  let next = 0;
  return {
    state: journey.state,
    slots: journey.slots.map((slot) =>
      !slot.isRevealed && !slot.scratchPosition ? { ...slot, scratchPosition: picks[next++] ?? null } : slot,
    ),
  };
}

/** Why the current day cannot be revealed today, or null when it can. */
export function revealRefusal(journey: Journey, today: string): RevealRefusal | null {
  if (isComplete(journey.state)) return "complete";
  const slot = slotForDay(journey, journey.state.currentDay);
  if (!slot || slot.isRevealed) return "slot-revealed";
  if (journey.state.lastRevealDate === today) return "already-revealed-today";
  if (!slot.scratchPosition) return "no-position";
  return null;
}

export function canReveal(journey: Journey, today: string): boolean {
  return revealRefusal(journey, today) === null;
}

/** The poster's record of a revealed position (name from the title; spec defaults where the source is silent). */
export function toRevealedPosition(position: PoolPosition, day: number): RevealedPosition {
  return {
    id: position.id,
    name: position.title,
    category: position.category || "Intimate",
    difficulty: position.difficulty || "intermediate",
    image: position.image,
    mediaType: position.mediaType,
    description: position.description || `Day ${day} position`,
  };
}

/** Reveals the current day: marks the slot, records today, adds the day to completedDays and advances the day. */
export function reveal(journey: Journey, today: string): RevealResult {
  const refusal = revealRefusal(journey, today);
  if (refusal) return { ok: false, reason: refusal };
  const day = journey.state.currentDay;
  const slot = slotForDay(journey, day)!;
  const position = toRevealedPosition(slot.scratchPosition!, day);
  const completedDays = journey.state.completedDays.includes(day)
    ? journey.state.completedDays
    : [...journey.state.completedDays, day].sort((a, b) => a - b);
  return {
    ok: true,
    day,
    position,
    journey: {
      state: {
        ...journey.state,
        currentDay: day >= JOURNEY_DAYS ? COMPLETE_DAY : day + 1,
        completedDays,
        lastRevealDate: today,
      },
      slots: journey.slots.map((item) =>
        item.day === day ? { ...item, isRevealed: true, position, revealedDate: today } : item,
      ),
    },
  };
}

/**
 * How a day card shows: revealed ('Day N ✓'), ready ('Reveal Day N'), missed (an earlier day not revealed) or
 * locked (a future day, or today's card once today's reveal is used).
 */
export function slotDisplay(journey: Journey, slot: JourneySlot, today: string): SlotDisplay {
  if (slot.isRevealed) return "revealed";
  if (slot.day < journey.state.currentDay) return "missed";
  if (slot.day === journey.state.currentDay && canReveal(journey, today)) return "ready";
  return "locked";
}

/** The banner: 'Day N Ready!', 'Come Back Tomorrow', 'Journey Complete!', or the empty pool. */
export function journeyBanner(journey: Journey, today: string): Banner {
  if (isComplete(journey.state)) return { kind: "complete" };
  const refusal = revealRefusal(journey, today);
  if (refusal === null) return { kind: "ready", day: journey.state.currentDay };
  if (refusal === "no-position") return { kind: "empty" };
  return { kind: "wait", day: journey.state.currentDay };
}

export function bannerTitle(banner: Banner): string {
  switch (banner.kind) {
    case "ready":
      return `Day ${banner.day} Ready!`;
    case "wait":
      return "Come Back Tomorrow";
    case "complete":
      return "Journey Complete!";
    case "empty":
      return "Positions on Their Way";
  }
}

/** The days still to reveal and the first local date each can be revealed on (one per day from now). */
export function remainingSchedule(journey: Journey, today: string): Array<{ day: number; date: string }> {
  if (isComplete(journey.state)) return [];
  const first = journey.state.lastRevealDate === today ? 1 : 0;
  const days: Array<{ day: number; date: string }> = [];
  for (let day = journey.state.currentDay; day <= JOURNEY_DAYS; day++) {
    const slot = slotForDay(journey, day);
    if (slot?.isRevealed) continue;
    days.push({ day, date: addDays(today, first + days.length) });
  }
  return days;
}
