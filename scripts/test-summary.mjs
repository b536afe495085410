// Totals for `npm test`'s closing line from vitest JSON reports. A test file that failed to run at all (an import
// error, a failing setup hook, a browser that would not start) has no failed test of its own, so it is counted as
// one failure here: a red run can never close with "0 failed".

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
