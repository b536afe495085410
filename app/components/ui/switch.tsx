import { Switch as SwitchPrimitive } from "radix-ui";
import { useId } from "react";

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
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative h-7 w-12 shrink-0 rounded-full border border-border bg-surface-2 transition data-[state=checked]:bg-rose disabled:opacity-50"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-fg transition data-[state=checked]:translate-x-6" />
      </SwitchPrimitive.Root>
    </div>
  );
}
