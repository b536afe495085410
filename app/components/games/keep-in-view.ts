/**
 * Keeps the thing being played in view on a phone: after a Start, Next, Roll, Spin or Reveal, the prompt (`top`)
 * and the control for the next step (`bottom`) are scrolled between the fixed header and the bottom of the screen.
 * Nothing moves when both are already in view; when they cannot both fit, the prompt sits just under the header.
 * Smooth unless the visitor asks for reduced motion.
 */
const GAP = 8;

/** The bottom edge of the fixed site header (0 when there is none). */
export function headerBottom(): number {
  const header = document.querySelector("body header.fixed, header.fixed");
  if (!header) return 0;
  const box = header.getBoundingClientRect();
  return box.bottom > 0 ? box.bottom : 0;
}

export function keepInView(top: Element | null | undefined, bottom?: Element | null, instant = false): void {
  if (!top || typeof window === "undefined") return;
  const header = headerBottom();
  const first = top.getBoundingClientRect();
  const last = (bottom ?? top).getBoundingClientRect();
  const view = window.innerHeight;
  const start = Math.min(first.top, last.top);
  const end = Math.max(first.bottom, last.bottom);
  if (start >= header && end <= view) return;
  let delta: number;
  if (end - start <= view - header - GAP * 2) {
    // Both fit: the least movement that shows them, the prompt never under the header.
    delta = start < header ? start - header - GAP : end - view + GAP;
  } else {
    delta = start - header - GAP;
  }
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top: window.scrollY + delta, behavior: reduce || instant ? "auto" : "smooth" });
}

/** Where an element of the step is, looked up anew at each look: a CSS selector, or a function that finds it. */
export type StepElement = string | (() => Element | null | undefined);

function find(where: StepElement): Element | null | undefined {
  return typeof where === "string" ? document.querySelector(where) : where();
}

/**
 * keepInView after React has painted the new step, and a few times more as the scroll settles, in case the step
 * grew meanwhile (a picture that arrived, a font) or a busy phone ended the smooth scroll short; a later look does
 * nothing when all is in view.
 */
export function keepInViewSoon(top: StepElement, bottom?: StepElement): void {
  if (typeof window === "undefined") return;
  const look = (instant: boolean) => keepInView(find(top), bottom === undefined ? undefined : find(bottom), instant);
  requestAnimationFrame(() => requestAnimationFrame(() => look(false)));
  for (const ms of [900, 1600, 2400]) setTimeout(() => look(true), ms);
}
