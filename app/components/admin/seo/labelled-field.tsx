import type { InputHTMLAttributes, ReactNode } from "react";
import { Input } from "~/components/ui/input";

/** A field of the SEO forms: its label above the control (and whatever follows it); the control carries `id`. */
export function LabelledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled text input of the SEO forms. */
export function LabelledInput({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <LabelledField id={id} label={label}>
      <Input id={id} {...input} />
    </LabelledField>
  );
}
