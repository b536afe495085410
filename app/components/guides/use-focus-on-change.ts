import { useEffect, useRef } from "react";
import { headerBottom } from "~/components/games/keep-in-view";

const GAP = 8;

/**
 * Focuses an element (a heading with tabIndex={-1}) and scrolls it to just under the fixed header (never beneath
 * it), instantly under reduced motion.
 */
export function focusAndReveal(element: HTMLElement | null) {
  if (!element) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  element.focus({ preventScroll: true });
  const top = element.getBoundingClientRect().top;
  const header = headerBottom();
  if (top < header + GAP || top > window.innerHeight * 0.6) {
    window.scrollTo({ top: window.scrollY + top - header - GAP, behavior: reduce ? "auto" : "smooth" });
  }
}

/**
 * Moves keyboard and screen-reader focus to the returned element whenever `key` changes after the first
 * render (a new view opened inside the page).
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusAndReveal(ref.current);
  }, [key]);
  return ref;
}
