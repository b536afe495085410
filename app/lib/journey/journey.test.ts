import { describe, expect, it } from "vitest";
import {
  addDays,
  assignMissingPositions,
  bannerTitle,
  canReveal,
  COMPLETE_DAY,
  cycleNumber,
  daysSinceStart,
  displayDay,
  isComplete,
  isDateKey,
  journeyBanner,
  localDateKey,
  pickRandomPositions,
  progressPercent,
  remainingSchedule,
  reveal,
  revealRefusal,
  slotDisplay,
  followsPlan,
  journeyPositionIds,
  startJourney,
  startPlannedJourney,
  type Journey,
  type PoolPosition,
} from "./journey";

function seeded(seed = 7): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function makePool(count: number): PoolPosition[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `p-${index + 1}`,
    title: `Position ${index + 1}`,
    image: `/api/catalogue/p-${index + 1}/illustration.svg`,
    description: `Description ${index + 1}`,
    mediaType: "image",
    category: "romantic",
    difficulty: "beginner",
    tags: [],
  }));
}

const pool = makePool(24);
const DAY1 = "2025-03-10";

function revealOrThrow(journey: Journey, today: string): Journey {
  const result = reveal(journey, today);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.journey;
}

/** Reveals one day per calendar day from `from`, `count` times. */
function revealDays(journey: Journey, from: string, count: number): Journey {
  let current = journey;
  for (let i = 0; i < count; i++) current = revealOrThrow(current, addDays(from, i));
  return current;
}

describe("local dates", () => {
  it("uses the local calendar date, not the UTC one", () => {
    // 23:30 local time on March 10th is still the 10th whatever the UTC date is.
    expect(localDateKey(new Date(2025, 2, 10, 23, 30))).toBe("2025-03-10");
    expect(localDateKey(new Date(2025, 2, 11, 0, 5))).toBe("2025-03-11");
    expect(localDateKey(new Date(2025, 0, 5))).toBe("2025-01-05");
  });

  it("validates date keys and adds days across months and years", () => {
    expect(isDateKey("2025-02-28")).toBe(true);
    expect(isDateKey("2025-02-30")).toBe(false);
    expect(isDateKey("2025-2-3")).toBe(false);
    expect(isDateKey(20250101)).toBe(false);
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-03-30", 7)).toBe("2025-04-06");
  });
});

describe("a new journey", () => {
  it("starts on day 1 today with 7 distinct random positions", () => {
    const journey = startJourney(pool, DAY1, seeded());
    expect(journey.state).toEqual({ currentDay: 1, completedDays: [], startDate: DAY1, lastRevealDate: "" });
    expect(journey.slots.map((slot) => slot.id)).toEqual([
      "slot-0",
      "slot-1",
      "slot-2",
      "slot-3",
      "slot-4",
      "slot-5",
      "slot-6",
    ]);
    expect(journey.slots.map((slot) => slot.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const ids = journey.slots.map((slot) => slot.scratchPosition?.id);
    expect(new Set(ids).size).toBe(7);
    expect(
      journey.slots.every((slot) => !slot.isRevealed && slot.position === null && slot.revealedDate === null),
    ).toBe(true);
  });

  it("depends on the injected random source", () => {
    const a = startJourney(pool, DAY1, seeded(1)).slots.map((slot) => slot.scratchPosition?.id);
    const b = startJourney(pool, DAY1, seeded(99)).slots.map((slot) => slot.scratchPosition?.id);
    expect(a).not.toEqual(b);
    expect(startJourney(pool, DAY1, seeded(1)).slots.map((slot) => slot.scratchPosition?.id)).toEqual(a);
  });

  it("repeats positions only when the pool has fewer than 7", () => {
    const small = makePool(3);
    const picks = pickRandomPositions(small, 7, seeded());
    expect(picks).toHaveLength(7);
    expect(new Set(picks.slice(0, 3).map((p) => p.id)).size).toBe(3);
    expect(pickRandomPositions([], 7, seeded())).toEqual([]);
    // A random source returning 1 exactly (out of contract) still stays in range.
    expect(pickRandomPositions(small, 3, () => 1)).toHaveLength(3);
  });

  it("with an empty pool has unassigned slots that cannot be revealed, then fills them when positions arrive", () => {
    const empty = startJourney([], DAY1, seeded());
    expect(empty.slots.every((slot) => slot.scratchPosition === null)).toBe(true);
    expect(revealRefusal(empty, DAY1)).toBe("no-position");
    expect(journeyBanner(empty, DAY1)).toEqual({ kind: "empty" });
    expect(slotDisplay(empty, empty.slots[0], DAY1)).toBe("locked");
    expect(assignMissingPositions(empty, [], seeded())).toBe(empty);
    const filled = assignMissingPositions(empty, pool, seeded());
    expect(filled.slots.every((slot) => slot.scratchPosition !== null)).toBe(true);
    expect(canReveal(filled, DAY1)).toBe(true);
    expect(assignMissingPositions(filled, pool, seeded())).toBe(filled);
  });
});

describe("revealing", () => {
  it("reveals the current day: marks the slot, records the date, completes the day and advances", () => {
    const journey = startJourney(pool, DAY1, seeded());
    const result = reveal(journey, DAY1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const assigned = journey.slots[0].scratchPosition!;
    expect(result.day).toBe(1);
    expect(result.position).toEqual({
      id: assigned.id,
      name: assigned.title,
      category: assigned.category,
      difficulty: assigned.difficulty,
      image: assigned.image,
      mediaType: "image",
      description: assigned.description,
    });
    expect(result.journey.state).toEqual({ currentDay: 2, completedDays: [1], startDate: DAY1, lastRevealDate: DAY1 });
    expect(result.journey.slots[0]).toMatchObject({ isRevealed: true, revealedDate: DAY1, position: result.position });
    // The original is untouched (pure).
    expect(journey.slots[0].isRevealed).toBe(false);
    expect(journey.state.currentDay).toBe(1);
  });

  it("uses the specification's defaults when the position has no category, difficulty or description", () => {
    const bare: PoolPosition = { ...pool[0], category: "", difficulty: "", description: "" };
    const result = reveal(startJourney([bare], DAY1, seeded()), DAY1);
    expect(result.ok && result.position).toMatchObject({
      category: "Intimate",
      difficulty: "intermediate",
      description: "Day 1 position",
    });
  });

  it("refuses a second reveal on the same local day and allows the next day", () => {
    const day1 = revealOrThrow(startJourney(pool, DAY1, seeded()), DAY1);
    expect(reveal(day1, DAY1)).toEqual({ ok: false, reason: "already-revealed-today" });
    expect(canReveal(day1, DAY1)).toBe(false);
    const day2 = reveal(day1, addDays(DAY1, 1));
    expect(day2.ok).toBe(true);
    if (day2.ok)
      expect(day2.journey.state).toMatchObject({ currentDay: 3, completedDays: [1, 2], lastRevealDate: "2025-03-11" });
  });

  it("allows the next reveal after a gap of several days, continuing at the current day", () => {
    const day1 = revealOrThrow(startJourney(pool, DAY1, seeded()), DAY1);
    const later = reveal(day1, addDays(DAY1, 5));
    expect(later.ok && later.day).toBe(2);
  });

  it("completes after day 7: currentDay 8, shown as 7, nothing more to reveal", () => {
    const done = revealDays(startJourney(pool, DAY1, seeded()), DAY1, 7);
    expect(done.state.currentDay).toBe(COMPLETE_DAY);
    expect(done.state.completedDays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(isComplete(done.state)).toBe(true);
    expect(displayDay(done.state)).toBe(7);
    expect(progressPercent(done.slots)).toBe(100);
    expect(reveal(done, addDays(DAY1, 7))).toEqual({ ok: false, reason: "complete" });
    expect(journeyBanner(done, addDays(DAY1, 7))).toEqual({ kind: "complete" });
    expect(bannerTitle({ kind: "complete" })).toBe("Journey Complete!");
    expect(done.slots.every((slot) => slotDisplay(done, slot, addDays(DAY1, 9)) === "revealed")).toBe(true);
  });

  it("refuses when the current slot is somehow already revealed", () => {
    const day1 = revealOrThrow(startJourney(pool, DAY1, seeded()), DAY1);
    const odd: Journey = { ...day1, state: { ...day1.state, currentDay: 1 } };
    expect(revealRefusal(odd, addDays(DAY1, 1))).toBe("slot-revealed");
  });
});

describe("display states and banner", () => {
  it("shows ready for today's day, locked for the future", () => {
    const journey = startJourney(pool, DAY1, seeded());
    expect(journey.slots.map((slot) => slotDisplay(journey, slot, DAY1))).toEqual([
      "ready",
      "locked",
      "locked",
      "locked",
      "locked",
      "locked",
      "locked",
    ]);
    expect(journeyBanner(journey, DAY1)).toEqual({ kind: "ready", day: 1 });
    expect(bannerTitle(journeyBanner(journey, DAY1))).toBe("Day 1 Ready!");
  });

  it("after a reveal: revealed, then locked until tomorrow ('Come Back Tomorrow'), then ready", () => {
    const day1 = revealOrThrow(startJourney(pool, DAY1, seeded()), DAY1);
    expect(slotDisplay(day1, day1.slots[0], DAY1)).toBe("revealed");
    expect(slotDisplay(day1, day1.slots[1], DAY1)).toBe("locked");
    expect(journeyBanner(day1, DAY1)).toEqual({ kind: "wait", day: 2 });
    expect(bannerTitle(journeyBanner(day1, DAY1))).toBe("Come Back Tomorrow");
    const tomorrow = addDays(DAY1, 1);
    expect(slotDisplay(day1, day1.slots[1], tomorrow)).toBe("ready");
    expect(bannerTitle(journeyBanner(day1, tomorrow))).toBe("Day 2 Ready!");
  });

  it("shows an earlier day that was never revealed as missed", () => {
    const journey = startJourney(pool, DAY1, seeded());
    const skipped: Journey = { ...journey, state: { ...journey.state, currentDay: 3 } };
    expect(skipped.slots.map((slot) => slotDisplay(skipped, slot, DAY1)).slice(0, 4)).toEqual([
      "missed",
      "missed",
      "ready",
      "locked",
    ]);
  });
});

describe("progress and cycle", () => {
  it("progress = revealed / slots, rounded", () => {
    let journey = startJourney(pool, DAY1, seeded());
    expect(progressPercent(journey.slots)).toBe(0);
    const expected = [14, 29, 43, 57, 71, 86, 100];
    for (let day = 0; day < 7; day++) {
      journey = revealOrThrow(journey, addDays(DAY1, day));
      expect(progressPercent(journey.slots)).toBe(expected[day]);
    }
    expect(progressPercent([])).toBe(0);
  });

  it("days since start is the ceiling of the absolute difference; cycle = floor(days / 7) + 1", () => {
    expect(daysSinceStart(DAY1, DAY1)).toBe(0);
    expect(daysSinceStart(DAY1, "2025-03-16")).toBe(6);
    expect(daysSinceStart("2025-03-16", DAY1)).toBe(6);
    expect(daysSinceStart("bad", DAY1)).toBe(0);
    expect(cycleNumber(DAY1, DAY1)).toBe(1);
    expect(cycleNumber(DAY1, "2025-03-16")).toBe(1);
    expect(cycleNumber(DAY1, "2025-03-17")).toBe(2);
    expect(cycleNumber(DAY1, "2025-03-24")).toBe(3);
    // Across a daylight-saving change the day count stays whole.
    expect(daysSinceStart("2025-03-29", "2025-04-05")).toBe(7);
    expect(daysSinceStart("2025-10-25", "2025-10-27")).toBe(2);
  });
});

describe("reset", () => {
  it("starts again: day 1, completed days cleared, start today, last reveal cleared, new positions", () => {
    const progressed = revealDays(startJourney(pool, DAY1, seeded(3)), DAY1, 3);
    const today = addDays(DAY1, 4);
    const fresh = startJourney(pool, today, seeded(4));
    expect(fresh.state).toEqual({ currentDay: 1, completedDays: [], startDate: today, lastRevealDate: "" });
    expect(fresh.slots.some((slot) => slot.isRevealed)).toBe(false);
    expect(fresh.slots.map((slot) => slot.scratchPosition?.id)).not.toEqual(
      progressed.slots.map((slot) => slot.scratchPosition?.id),
    );
    // A reset on the day of a reveal may reveal day 1 straight away (the last reveal date is cleared).
    expect(canReveal(fresh, today)).toBe(true);
  });
});

describe("reminder schedule", () => {
  it("lists the remaining days from today, or from tomorrow when today's reveal is used", () => {
    const journey = startJourney(pool, DAY1, seeded());
    expect(remainingSchedule(journey, DAY1)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, date: addDays(DAY1, day - 1) })),
    );
    const day1 = revealOrThrow(journey, DAY1);
    expect(remainingSchedule(day1, DAY1)[0]).toEqual({ day: 2, date: "2025-03-11" });
    expect(remainingSchedule(day1, DAY1)).toHaveLength(6);
    expect(remainingSchedule(revealDays(journey, DAY1, 7), "2025-03-20")).toEqual([]);
  });
});

describe("a planned journey (from the planner or a partner's link)", () => {
  it("puts the positions on the days in order, going round when there are fewer than seven", () => {
    const planned = makePool(3);
    const journey = startPlannedJourney(planned, "2025-06-10");
    expect(journey.slots.map((slot) => slot.scratchPosition?.id)).toEqual([
      "p-1",
      "p-2",
      "p-3",
      "p-1",
      "p-2",
      "p-3",
      "p-1",
    ]);
    expect(journey.state).toEqual({ currentDay: 1, completedDays: [], startDate: "2025-06-10", lastRevealDate: "" });
    expect(followsPlan(journey, planned)).toBe(true);
    expect(journeyPositionIds(journey)).toEqual(["p-1", "p-2", "p-3", "p-1", "p-2", "p-3", "p-1"]);
  });

  it("takes the first seven of a longer list and stays unassigned without positions", () => {
    expect(journeyPositionIds(startPlannedJourney(makePool(9), "2025-06-10"))).toHaveLength(7);
    const empty = startPlannedJourney([], "2025-06-10");
    expect(empty.slots.every((slot) => slot.scratchPosition === null)).toBe(true);
    expect(journeyPositionIds(empty)).toEqual([]);
    expect(followsPlan(empty, [])).toBe(false);
  });

  it("is still the plan after reveals, and a shared link of it opens the same journey", () => {
    const planned = makePool(6);
    const journey = startPlannedJourney(planned, "2025-06-10");
    const after = reveal(journey, "2025-06-10");
    if (!after.ok) throw new Error("reveal refused");
    expect(followsPlan(after.journey, planned)).toBe(true);
    const ids = journeyPositionIds(after.journey);
    const reopened = startPlannedJourney(
      ids.map((id) => planned.find((position) => position.id === id)!),
      "2025-06-11",
    );
    expect(journeyPositionIds(reopened)).toEqual(ids);
  });

  it("tells a different journey apart", () => {
    const planned = makePool(4);
    expect(followsPlan(startJourney(makePool(20), "2025-06-10", seeded(3)), planned)).toBe(false);
    expect(followsPlan(startPlannedJourney([...planned].reverse(), "2025-06-10"), planned)).toBe(false);
  });
});
