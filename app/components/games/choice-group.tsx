import type { ReactNode } from "react";
import { cx } from "~/lib/class-names";

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
  /** Extra text read with the option (shown small under the label when `detailed`). */
  hint?: ReactNode;
}

/** How a choice is described: a text per value, or a function that writes it. */
type Describe<T extends string | number> = Readonly<Record<T, ReactNode>> | ((value: T) => ReactNode);

function describe<T extends string | number>(how: Describe<T>, value: T): ReactNode {
  return typeof how === "function" ? how(value) : how[value];
}

/** The options of a ChoiceGroup over `values`: each labelled (by default with the value itself) and hinted if given. */
export function choicesOf<T extends string | number>(
  values: readonly T[],
  { labels, hints }: { labels?: Describe<T>; hints?: Describe<T> } = {},
): Choice<T>[] {
  return values.map((value) => {
    const label = labels ? describe(labels, value) : value;
    return hints ? { value, label, hint: describe(hints, value) } : { value, label };
  });
}

/**
 * A set of pill-shaped radio buttons: native radios (arrow keys move, Space selects) laid over
 * styled labels, 44 px tall, with a visible focus ring.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  detailed = false,
  columns = 2,
  className,
}: {
  legend: ReactNode;
  name: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  detailed?: boolean;
  /** Columns of the detailed layout from small screens up. */
  columns?: 2 | 3;
  className?: string;
}) {
  return (
    <fieldset disabled={disabled} className={cx("min-w-0", className)}>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{legend}</legend>
      <div
        className={cx(
          "flex flex-wrap gap-2",
          detailed && "grid grid-cols-1 gap-2",
          detailed && (columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"),
        )}
      >
        {options.map((option) => (
          <label key={String(option.value)} className="relative block">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className={cx(
                "flex min-h-11 items-center justify-center border border-border bg-surface-2 px-4 text-sm font-semibold text-fg transition",
                "peer-checked:border-rose peer-checked:bg-rose peer-checked:text-accent-fg peer-hover:border-rose",
                "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold peer-disabled:opacity-50",
                detailed ? "flex-col items-start rounded-2xl px-4 py-2.5 text-left" : "rounded-full",
              )}
            >
              <span>{option.label}</span>
              {detailed && option.hint ? <span className="mt-0.5 text-xs font-normal">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
