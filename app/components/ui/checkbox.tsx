import type { InputHTMLAttributes } from "react";

/** A native checkbox in the site's rose; `onCheckedChange` gets the new state. */
export function Checkbox({
  onCheckedChange,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "onChange"> & {
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-[var(--rose)]"
      {...props}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}
