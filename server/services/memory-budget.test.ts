import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";
import {
  DEFAULT_MEMORY_CAPS,
  heapNeeded,
  MEASURED_MEMORY_COSTS,
  memoryBudgetProblem,
  MIN_STORED_PAGES,
  storedPagesThatFit,
} from "./memory-budget";

const MB = 1024 * 1024;

/** The heap limit V8 gives a process started with the production server's flags. */
function productionHeapLimit(): number {
  const script = 'process.stdout.write(String(require("node:v8").getHeapStatistics().heap_size_limit))';
  return Number(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", script], { encoding: "utf8" }));
}

describe("the memory budget", () => {
  it("the production heap holds every live connection and the whole page store at once", () => {
    const limit = productionHeapLimit();
    expect(heapNeeded(DEFAULT_MEMORY_CAPS)).toBeLessThanOrEqual(limit);
    expect(storedPagesThatFit(limit)).toBe(DEFAULT_MEMORY_CAPS.storedPages);
    expect(memoryBudgetProblem(limit)).toBe(null);
  });

  it("shrinks the page store to what a smaller heap leaves once the connections are counted", () => {
    const connectionsAndBase = heapNeeded({ ...DEFAULT_MEMORY_CAPS, storedPages: 0 });
    const room = (pages: number) => connectionsAndBase + pages * MEASURED_MEMORY_COSTS.pageBytes;
    expect(storedPagesThatFit(room(250))).toBe(250);
    expect(storedPagesThatFit(room(250) - 1)).toBe(249);
    expect(storedPagesThatFit(room(10_000))).toBe(DEFAULT_MEMORY_CAPS.storedPages);
    expect(storedPagesThatFit(connectionsAndBase - 10 * MB)).toBe(0);
  });

  it("refuses a heap that cannot hold the connections and a useful page store, saying what it needs", () => {
    const justEnough = heapNeeded({ ...DEFAULT_MEMORY_CAPS, storedPages: MIN_STORED_PAGES });
    expect(memoryBudgetProblem(justEnough)).toBe(null);
    const problem = memoryBudgetProblem(justEnough - MEASURED_MEMORY_COSTS.pageBytes);
    expect(problem).toContain(`${DEFAULT_MEMORY_CAPS.connections} live connections`);
    expect(problem).toContain(`${Math.ceil(justEnough / MB)} MB`);
    expect(memoryBudgetProblem(64 * MB)).toMatch(/^a 64 MB heap cannot hold/);
  });
});
