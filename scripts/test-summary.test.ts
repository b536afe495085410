import { describe, expect, it } from "vitest";
import { addReport, closingLine, failureLines, slowestFiles } from "./test-summary.mjs";

const zero = { passed: 0, failed: 0, skipped: 0 };

describe("npm test's closing line", () => {
  it("adds passed, failed and skipped tests of each report", () => {
    const totals = addReport(
      addReport(zero, {
        numPassedTests: 10,
        numFailedTests: 1,
        numPendingTests: 2,
        testResults: [{ status: "failed", assertionResults: [{ status: "failed" }] }],
      }),
      { numPassedTests: 5, numFailedTests: 0, numTodoTests: 1, testResults: [] },
    );
    expect(totals).toEqual({ passed: 15, failed: 1, skipped: 3 });
    expect(closingLine(totals)).toBe("15 passed, 1 failed, 3 skipped");
  });

  it("counts a test file that failed to run (no test of its own failed) as failed", () => {
    const report = {
      numPassedTests: 1093,
      numFailedTests: 0,
      numPendingTests: 64,
      testResults: [
        { status: "passed", assertionResults: [{ status: "passed" }] },
        { status: "failed", message: "Failed to launch chromium", assertionResults: [] },
        {
          status: "failed",
          message: "beforeAll hook failed",
          assertionResults: [{ status: "skipped" }, { status: "skipped" }],
        },
      ],
    };
    const totals = addReport(zero, report);
    expect(totals.failed).toBe(2);
    expect(closingLine(totals)).toBe("1093 passed, 2 failed, 64 skipped");
  });

  it("says nothing of skipped tests when there are none", () => {
    expect(closingLine({ passed: 3, failed: 0, skipped: 0 })).toBe("3 passed, 0 failed");
  });
});

describe("npm test's list of failures", () => {
  it("names each failed test by file and full name, with the first line of its message", () => {
    const report = {
      testResults: [
        {
          name: "/repo/tests/e2e/a.e2e.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            {
              status: "failed",
              ancestorTitles: ["a"],
              title: "shows the prompt",
              failureMessages: ["\n\u001b[31mAssertionError: expected false to be true\u001b[39m\n    at x.ts:1"],
            },
          ],
        },
        {
          name: "/repo/tests/e2e/b.e2e.ts",
          status: "failed",
          message: "Failed to launch chromium",
          assertionResults: [],
        },
        { name: "/repo/tests/e2e/c.e2e.ts", status: "passed", assertionResults: [{ status: "passed" }] },
      ],
    };
    expect(failureLines("browser", report, "/repo")).toEqual([
      "FAILED [browser] tests/e2e/a.e2e.ts > a > shows the prompt: AssertionError: expected false to be true",
      "FAILED [browser] tests/e2e/b.e2e.ts (did not run): Failed to launch chromium",
    ]);
  });

  it("lists nothing for a green report", () => {
    expect(
      failureLines("unit", { testResults: [{ name: "/r/x.test.ts", status: "passed", assertionResults: [] }] }, "/r"),
    ).toEqual([]);
  });
});

describe("npm test's slowest files", () => {
  it("lists the slowest files first, with their seconds, relative to the project", () => {
    const report = {
      testResults: [
        { name: "/repo/tests/e2e/a.e2e.ts", startTime: 1_000, endTime: 4_500 },
        { name: "/repo/tests/e2e/b.e2e.ts", startTime: 1_000, endTime: 62_000 },
        { name: "/repo/tests/e2e/c.e2e.ts", startTime: 2_000, endTime: 2_100 },
      ],
    };
    expect(slowestFiles(report, "/repo", 2)).toEqual([
      "   61.0 s  tests/e2e/b.e2e.ts",
      "    3.5 s  tests/e2e/a.e2e.ts",
    ]);
  });
});
