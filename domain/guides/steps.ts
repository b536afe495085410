/** A bounded step-by-step walkthrough: Previous stops at the first step, the last step offers Complete. */

export interface StepPosition {
  readonly step: number;
  readonly total: number;
}

export function clampStep(step: number, total: number): number {
  if (total <= 0 || !Number.isFinite(step)) return 0;
  return Math.min(total - 1, Math.max(0, Math.trunc(step)));
}

export function canGoBack(position: StepPosition): boolean {
  return position.step > 0;
}

export function isFinalStep(position: StepPosition): boolean {
  return position.total > 0 && position.step >= position.total - 1;
}

/** The next step, or null when the walkthrough is complete (Next on the last step). */
export function advanceStep(position: StepPosition): number | null {
  if (isFinalStep(position) || position.total <= 0) return null;
  return position.step + 1;
}

export function retreatStep(position: StepPosition): number {
  return Math.max(0, position.step - 1);
}

export function stepProgressPercent(position: StepPosition): number {
  if (position.total <= 0) return 0;
  return Math.round(((clampStep(position.step, position.total) + 1) / position.total) * 100);
}

/** Reads a 1-based step number from a URL parameter into a 0-based index, within bounds. */
export function stepFromParam(param: string | null, total: number): number {
  const parsed = param === null ? 1 : Number.parseInt(param, 10);
  return clampStep(Number.isNaN(parsed) ? 0 : parsed - 1, total);
}
