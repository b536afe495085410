import { cx } from "~/lib/class-names";

/** A decorative or labelled progress bar; width is a percentage from 0 to 100. */
export function ProgressBar({
  percent,
  label,
  className,
  barClassName = "bg-gradient-to-r from-rose to-coral",
}: {
  percent: number;
  /** When given, the bar is exposed as a progressbar with this name. */
  label?: string;
  className?: string;
  barClassName?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={cx("h-2.5 w-full overflow-hidden rounded-full bg-surface-2", className)}
      {...(label
        ? { role: "progressbar", "aria-label": label, "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": value }
        : { "aria-hidden": true })}
    >
      <div
        className={cx(
          "h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none",
          barClassName,
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
