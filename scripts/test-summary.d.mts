export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
export function addReport(totals: Totals, report: unknown): Totals;
export function closingLine(totals: Totals): string;
export function failureLines(stage: string, report: unknown, root: string): string[];
export function slowestFiles(report: unknown, root: string, count: number): string[];
