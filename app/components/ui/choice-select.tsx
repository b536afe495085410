import type { SelectHTMLAttributes } from "react";
import { Select } from "./input";

/**
 * A select of fixed choices led by an empty one ("All styles" in a filter, "Not set" in a form). Each choice reads
 * as its label, or as itself when it has none.
 */
export function ChoiceSelect<V extends string>({
  choices,
  labels,
  empty,
  value,
  onChoose,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "children"> & {
  choices: readonly V[];
  labels?: { readonly [K in V]?: string };
  /** The first option's text; its value is "". */
  empty: string;
  value: string;
  onChoose: (value: string) => void;
}) {
  return (
    <Select {...props} value={value} onChange={(e) => onChoose(e.target.value)}>
      <option value="">{empty}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels?.[choice] ?? choice}
        </option>
      ))}
    </Select>
  );
}
