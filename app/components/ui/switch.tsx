import { useId } from "react";

/**
 * A labelled on/off switch: a button with role="switch" and aria-checked, with the markup, data attributes
 * (`data-state`, `data-disabled`) and `value` Radix's Switch renders. Written without Radix so public pages that use
 * it (the bucket lists) do not load that package; the admin uses the same one.
 */
export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const state = checked ? "checked" : "unchecked";
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        disabled={disabled}
        value="on"
        onClick={() => onCheckedChange(!checked)}
        className="relative h-7 w-12 shrink-0 rounded-full border border-border bg-surface-2 transition data-[state=checked]:bg-rose disabled:opacity-50"
      >
        <span
          data-state={state}
          data-disabled={disabled ? "" : undefined}
          className="block size-5 translate-x-1 rounded-full bg-fg transition data-[state=checked]:translate-x-6"
        />
      </button>
    </div>
  );
}
