import { Search } from "lucide-react";
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cx } from "~/lib/class-names";

const field =
  "w-full rounded-xl border border-border bg-surface-2 px-3.5 py-2.5 text-fg placeholder:text-muted/70 focus:border-rose focus:outline-none min-h-11";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cx(field, className)} {...props} />;
});

/** A search input with a magnifier inside it, for a `relative` box (the input's own label is the caller's). */
export const SearchInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function SearchInput(
  { className, ...props },
  ref,
) {
  return (
    <>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <Input ref={ref} type="search" className={cx("pl-9", className)} {...props} />
    </>
  );
});

/** A list's search words box (`name="q"`) under its visible label "Search"; `labelClassName` sizes it in its row. */
export const SearchField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { labelClassName?: string }
>(function SearchField({ labelClassName, ...props }, ref) {
  return (
    <label className={cx("flex flex-col gap-1.5 text-sm font-semibold", labelClassName)}>
      Search
      <span className="relative">
        <SearchInput ref={ref} name="q" autoComplete="off" {...props} />
      </span>
    </label>
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cx(field, "min-h-28", className)} {...props} />;
});

/** A native select: the most accessible choice on phones. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cx(field, "pr-8", className)} {...props} />;
});

export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(id, hint || error ? hintId : undefined)}
      {error ? (
        <p id={hintId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled file input (one file): `onFile` gets the chosen file, or null, and the input itself so a caller can
 * clear a refused choice.
 */
export function FileField({
  label,
  hint,
  inputRef,
  accept,
  onFile,
}: {
  label: string;
  hint?: ReactNode;
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  onFile: (file: File | null, input: HTMLInputElement) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(id, describedBy) => (
        <input
          ref={inputRef}
          id={id}
          aria-describedby={describedBy}
          type="file"
          accept={accept}
          onChange={(e) => onFile(e.target.files?.[0] ?? null, e.target)}
          className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-surface-2 file:px-4 file:font-semibold file:text-fg"
        />
      )}
    </Field>
  );
}

/**
 * A file picker out of sight and out of the tab order, opened by the page's own button (`inputRef.current.click()`).
 * It hands over what was chosen and then forgets it, so choosing the same file again is seen again.
 */
export function HiddenFileInput({
  inputRef,
  accept,
  multiple,
  label,
  testId,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  multiple?: boolean;
  label: string;
  testId: string;
  onFiles: (files: [File, ...File[]]) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      multiple={multiple}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => {
        const [first, ...more] = Array.from(event.currentTarget.files ?? []);
        event.currentTarget.value = "";
        if (first) onFiles([first, ...more]);
      }}
    />
  );
}
