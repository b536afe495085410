import { cx } from "~/lib/class-names";

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
}: {
  caption: string;
  face: string;
  rolling: boolean;
  /** Nothing rolled yet: show the face dimmed. */
  idle?: boolean;
  reducedMotion: boolean;
}) {
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        className={cx(
          "grid aspect-square w-full max-w-40 place-items-center rounded-[1.75rem] border-2 p-3 text-center shadow-glow transition",
          rolling ? "border-gold bg-surface-2" : "border-rose/60 bg-gradient-to-br from-surface-2 to-surface",
          rolling && !reducedMotion && "animate-bounce",
          idle && "opacity-60",
        )}
      >
        <span
          className={cx(
            "font-display text-xl font-semibold leading-tight sm:text-2xl",
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
