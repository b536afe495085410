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

/** A titled set of radio tiles (a ChoiceGroup's, the PackPicker's), all off while `disabled`. */
export function ChoiceFieldset({
  legend,
  disabled,
  className,
  testId,
  children,
}: {
  legend: ReactNode;
  disabled?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset disabled={disabled} className={cx("min-w-0", className)} data-testid={testId}>
      <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * One radio drawn as a tile: the native radio lies unseen over the tile (so arrow keys, Space and taps work as
 * usual) and the tile shows its hover, checked (`checkedClassName`), focus ring and disabled states.
 */
export function RadioTile({
  name,
  value,
  checked,
  onSelect,
  rounded,
  className,
  tileClassName,
  checkedClassName,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  rounded: "rounded-full" | "rounded-2xl";
  className?: string;
  tileClassName: string;
  checkedClassName: string;
  children: ReactNode;
}) {
  return (
    <label className={cx("relative block", className)}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className={cx(
          "peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed",
          rounded,
        )}
      />
      <span
        className={cx(
          "flex min-h-11 border border-border bg-surface-2 text-sm transition peer-checked:border-rose peer-hover:border-rose",
          "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold peer-disabled:opacity-50",
          rounded,
          checkedClassName,
          tileClassName,
        )}
      >
        {children}
      </span>
    </label>
  );
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
    <ChoiceFieldset legend={legend} disabled={disabled} className={className}>
      <div
        className={cx(
          "flex flex-wrap gap-2",
          detailed && "grid grid-cols-1 gap-2",
          detailed && (columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"),
        )}
      >
        {options.map((option) => (
          <RadioTile
            key={String(option.value)}
            name={name}
            value={String(option.value)}
            checked={option.value === value}
            onSelect={() => onChange(option.value)}
            rounded={detailed ? "rounded-2xl" : "rounded-full"}
            checkedClassName="peer-checked:bg-rose peer-checked:text-accent-fg"
            tileClassName={cx(
              "justify-center px-4 font-semibold text-fg",
              detailed ? "flex-col items-start py-2.5 text-left" : "items-center",
            )}
          >
            <span>{option.label}</span>
            {detailed && option.hint ? <span className="mt-0.5 text-xs font-normal">{option.hint}</span> : null}
          </RadioTile>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
