import { describe, expect, it } from "vitest";
import {
  acceptableOutcome,
  formatFigures,
  formatOutcomes,
  moveAccounting,
  parsePortRange,
  pickPorts,
  problemsOf,
  type FaultFigures,
  type Outcome,
} from "./faults-figures";

describe("parsePortRange", () => {
  it("reads a range and a single port", () => {
    expect(parsePortRange("47000-47099")).toEqual({ first: 47000, last: 47099 });
    expect(parsePortRange(" 47010 - 47020 ")).toEqual({ first: 47010, last: 47020 });
    expect(parsePortRange("47005")).toEqual({ first: 47005, last: 47005 });
  });

  it("refuses what is not a usable range", () => {
    expect(() => parsePortRange("47000:47099")).toThrow(/expected a range/);
    expect(() => parsePortRange("")).toThrow(/expected a range/);
    expect(() => parsePortRange("47099-47000")).toThrow(/ends before it starts/);
    expect(() => parsePortRange("80-90")).toThrow(/outside/);
    expect(() => parsePortRange("65000-70000")).toThrow(/outside/);
  });
});

describe("pickPorts", () => {
  it("takes the first free ports in order and skips busy ones", async () => {
    const busy = new Set([47001, 47003]);
    const ports = await pickPorts({ first: 47000, last: 47010 }, 4, async (port) => !busy.has(port));
    expect(ports).toEqual([47000, 47002, 47004, 47005]);
  });

  it("fails when the range holds too few free ports", async () => {
    await expect(pickPorts({ first: 47000, last: 47002 }, 3, async (port) => port !== 47001)).rejects.toThrow(
      /3 free ports needed in 47000-47002, found 2/,
    );
  });
});

describe("moveAccounting", () => {
  it("counts nothing when every acknowledged move holds exactly one sequence number", () => {
    const history = new Map([
      [1, "a"],
      [2, "b"],
      [3, "c"],
    ]);
    expect(moveAccounting(history, ["a", "b", "c"])).toEqual({ lost: 0, doubled: 0 });
  });

  it("counts an acknowledged move no sequence number carries as lost", () => {
    expect(moveAccounting(new Map([[1, "a"]]), ["a", "b"])).toEqual({ lost: 1, doubled: 0 });
  });

  it("counts a move carried by two sequence numbers as doubled", () => {
    const history = new Map([
      [1, "a"],
      [2, "a"],
      [3, "b"],
    ]);
    expect(moveAccounting(history, ["a", "b"])).toEqual({ lost: 0, doubled: 1 });
  });

  it("ignores sequence numbers reached without a move id (a room's start)", () => {
    expect(moveAccounting(new Map<number, string | null>([[0, null]]), [])).toEqual({ lost: 0, doubled: 0 });
  });
});

describe("the fault's bounds", () => {
  const healthy: FaultFigures = {
    name: "(x) a fault",
    lost: 0,
    doubled: 0,
    fastAgainMs: 420,
    staleMs: 300,
    outcomes: new Map<Outcome, number>([
      [200, 40],
      [503, 7],
      [302, 1],
    ]),
    orphans: 0,
  };

  it("allows 2xx, 3xx and 503 only", () => {
    expect([200, 201, 204, 302, 304, 503].every(acceptableOutcome)).toBe(true);
    for (const outcome of [500, 502, 504, 404, 429, "hang", "cut", "503-json-page", "ws-failed"] as Outcome[])
      expect(acceptableOutcome(outcome)).toBe(false);
  });

  it("passes healthy figures", () => {
    expect(problemsOf(healthy)).toEqual([]);
    expect(formatFigures(healthy)).toMatch(/ok$/);
    expect(formatFigures(healthy)).toContain("codes 200×40 302×1 503×7");
  });

  it("names every figure out of bounds", () => {
    const broken: FaultFigures = {
      ...healthy,
      lost: 1,
      doubled: 2,
      fastAgainMs: null,
      staleMs: 2500,
      outcomes: new Map<Outcome, number>([
        [200, 3],
        [500, 1],
        ["hang", 2],
      ]),
      orphans: 1,
    };
    const problems = problemsOf(broken);
    expect(problems).toEqual([
      "1 move(s) lost",
      "2 move(s) doubled",
      "moves did not cross in < 100 ms within 15 s",
      "a stored page stayed stale 2500 ms",
      "answers not allowed: 500, hang",
      "1 orphaned process(es)",
    ]);
    expect(formatFigures(broken)).toMatch(/FAILED: 1 move\(s\) lost;/);
    expect(problemsOf({ ...healthy, staleMs: null })).toEqual(["a stored page stayed stale for good"]);
    expect(problemsOf({ ...healthy, fastAgainMs: 15_001 })).toHaveLength(1);
  });

  it("lists statuses in order before the failures", () => {
    expect(
      formatOutcomes(
        new Map<Outcome, number>([
          ["hang", 1],
          [503, 2],
          [200, 5],
        ]),
      ),
    ).toBe("200×5 503×2 hang×1");
    expect(formatOutcomes(new Map())).toBe("none");
  });
});
