import type { HTMLAttributes, ImgHTMLAttributes, ReactNode } from "react";
import { cx } from "~/lib/class-names";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx("rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 shadow-sm", className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cx("text-xl font-semibold", className)} {...props} />;
}

/** A card that only says what is going on (opening, getting ready), read out as a status. */
export function StatusCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Card className={className}>
      <p role="status" className="text-muted">
        {children}
      </p>
    </Card>
  );
}

/**
 * The round rose number of a step (a guide's section, a position's or an activity's instructions); `small` for a
 * list set in a card's running text, `solid` for a filled rose disc (a game's how-it-works steps, a scene's phases).
 */
export function StepNumber({
  index,
  small = false,
  solid = false,
  className,
}: {
  index: number;
  small?: boolean;
  solid?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cx(
        "grid shrink-0 place-items-center rounded-full",
        solid ? "bg-rose font-bold text-accent-fg" : "bg-rose/15 font-semibold text-rose",
        small ? "size-6 text-xs" : "size-8 text-sm",
        className,
      )}
    >
      {index + 1}
    </span>
  );
}

/** Numbered steps, each with its round rose number ({@link StepNumber}). */
export function NumberedSteps({
  steps,
  small = false,
  className,
}: {
  steps: readonly ReactNode[];
  small?: boolean;
  className?: string;
}) {
  return (
    <ol className={cx(small ? "space-y-2" : "space-y-3", className)}>
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3">
          <StepNumber index={index} small={small} />
          <span className={small ? undefined : "pt-1"}>{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** Short texts as a plain list, one item each (keyed by its text); `ordered` for steps to follow in turn. */
export function TextList({
  items,
  ordered = false,
  className,
}: {
  items: readonly string[];
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** Short points (tips, what to do), each after a small dot of the colour class `dot`. */
export function DotList({ items, dot, className }: { items: readonly string[]; dot: string; className?: string }) {
  return (
    <ul className={cx("space-y-1.5 text-sm", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden className={cx("mt-2 size-1.5 shrink-0 rounded-full", dot)} />
          {item}
        </li>
      ))}
    </ul>
  );
}

type ImageLoading = Pick<ImgHTMLAttributes<HTMLImageElement>, "loading" | "fetchPriority" | "decoding">;

/**
 * A story's featured image (its card, its page, the editor's preview). Uploads are cut to 800×400, so this size
 * reserves the 2:1 box before the image arrives; its alt is empty because the story's title beside it says what it is.
 */
export function StoryImage({ src, className, ...loading }: { src: string; className: string } & ImageLoading) {
  return <img src={src} alt="" width={800} height={400} {...loading} className={className} />;
}
