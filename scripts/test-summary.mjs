// Totals for `npm test`'s closing line from vitest JSON reports. A test file that failed to run at all (an import
// error, a failing setup hook, a browser that would not start) has no failed test of its own, so it is counted as
// one failure here: a red run can never close with "0 failed".

import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** @typedef {{ passed: number; failed: number; skipped: number }} Totals */

/**
 * @param {Totals} totals
 * @param {any} report a vitest JSON report (jest-compatible fields)
 * @returns {Totals}
 */
export function addReport(totals, report) {
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed").length;
    if (file.status === "failed" && failedTests === 0) failed += 1;
  }
  return {
    passed: totals.passed + (report.numPassedTests ?? 0),
    failed: totals.failed + failed,
    skipped: totals.skipped + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** @param {Totals} totals */
export function closingLine(totals) {
  return `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`;
}

/**
 * One line per failed test (or test file that failed to run), for the end of `npm test`'s output: CI shows only the
 * tail of a long run, and the closing count alone does not say what to look at.
 * @param {string} stage
 * @param {any} report a vitest JSON report
 * @param {string} root the project's folder, left off the files' paths
 * @returns {string[]}
 */
export function failureLines(stage, report, root) {
  const lines = [];
  const firstLine = (/** @type {unknown} */ text) =>
    stripVTControlCharacters(String(text ?? ""))
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 300) ?? "";
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, String(file.name ?? "")) || String(file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) {
      lines.push(
        `FAILED [${stage}] ${name} > ${[...(test.ancestorTitles ?? []), test.title].join(" > ")}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    if (file.status === "failed" && failed.length === 0) {
      lines.push(`FAILED [${stage}] ${name} (did not run): ${firstLine(file.message)}`);
    }
  }
  return lines;
}

/**
 * The slowest test files of a report, slowest first, as "  123.4 s  path": what to look at when the run is too long
 * for CI's budget.
 * @param {any} report a vitest JSON report
 * @param {string} root the project's folder, left off the files' paths
 * @param {number} count how many lines
 * @returns {string[]}
 */
export function slowestFiles(report, root, count) {
  return (report.testResults ?? [])
    .map((/** @type {any} */ file) => ({
      name: path.relative(root, String(file.name ?? "")) || String(file.name ?? ""),
      ms: Math.max(0, Number(file.endTime ?? 0) - Number(file.startTime ?? 0)),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((file) => `${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.name}`);
}
