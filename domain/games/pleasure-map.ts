/** Pleasure map helpers: the sensitivity bar and its label. */
import { SENSITIVITY_LABELS, type ZoneSensitivity } from "@content/games/erogenous-zones";

/** Bar width in percent for a sensitivity of 1-5 (level / 5). */
export function sensitivityPercent(level: ZoneSensitivity): number {
  return (Math.min(Math.max(level, 1), 5) / 5) * 100;
}

export function sensitivityLabel(level: ZoneSensitivity): string {
  return SENSITIVITY_LABELS[level];
}
