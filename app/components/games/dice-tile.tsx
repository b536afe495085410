import { useLayoutEffect, useRef } from "react";
import { cx } from "~/lib/class-names";

/** The smallest face text `fit` sizes down to, in px. */
const SMALLEST_FACE_PX = 11;

/**
 * One die of the dice games: a rounded, lit tile with a caption. While `rolling` it wobbles
 * (skipped under reduced motion); its face text is chosen by the page.
 */
export function DiceTile({
  caption,
  face,
  rolling,
  idle,
  reducedMotion,
  fit = false,
}: {
  caption: string;
  face: string;
  rolling: boolean;
  /** Nothing rolled yet: show the face dimmed. */
  idle?: boolean;
  reducedMotion: boolean;
  /**
   * Size the face's text down until it fits the tile (a long word such as "Shoulders" in a third of a narrow phone),
   * and wrap between words, never inside one.
   */
  fit?: boolean;
}) {
  const text = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const span = text.current;
    if (!fit || !span) return;
    const box = span.parentElement!;
    const fitFace = () => {
      span.style.fontSize = "";
      span.style.overflowWrap = "";
      let size = parseFloat(getComputedStyle(span).fontSize);
      // The tile is square (min-h-0 keeps a long face from stretching it), so its height is its width.
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      while (size > SMALLEST_FACE_PX && (span.scrollWidth > span.clientWidth || span.scrollHeight > room)) {
        size -= 1;
        span.style.fontSize = `${size}px`;
      }
      // Only a word too long even at the smallest size may break inside itself, rather than spill out of the tile.
      if (span.scrollWidth > span.clientWidth) span.style.overflowWrap = "anywhere";
    };
    fitFace();
    // Measured again once the display font has arrived (wider than its fallback) and whenever the tile resizes.
    let live = true;
    void document.fonts?.ready.then(() => live && fitFace());
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(() => fitFace()) : null;
    resized?.observe(box);
    return () => {
      live = false;
      resized?.disconnect();
    };
  }, [fit, face]);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        className={cx(
          "grid aspect-square w-full max-w-40 place-items-center rounded-[1.75rem] border-2 text-center shadow-glow transition",
          // A fitted face keeps more of a narrow tile for its words ("Collarbone" in a third of a 360 px phone).
          fit ? "p-2" : "p-3",
          rolling ? "border-gold bg-surface-2" : "border-rose/60 bg-gradient-to-br from-surface-2 to-surface",
          rolling && !reducedMotion && "animate-bounce",
          idle && "opacity-60",
          // One column as wide as the tile: an auto column would grow to the face's longest word instead.
          fit && "min-h-0 grid-cols-[minmax(0,1fr)]",
        )}
      >
        <span
          ref={text}
          data-fit={fit || undefined}
          className={cx(
            "font-display text-xl font-semibold leading-tight sm:text-2xl",
            // The page breaks long words anywhere (app.css); a fitted face shrinks instead, so "Stomach" never
            // becomes "Stom-ach" across two lines.
            fit && "block max-w-full wrap-normal",
            rolling && reducedMotion && "opacity-60",
          )}
        >
          {face}
        </span>
      </div>
      <figcaption className="text-xs font-bold uppercase tracking-[0.2em] text-muted">{caption}</figcaption>
    </figure>
  );
}
