import { SearchInput } from "./input";

/** A search input that filters as one types, with a magnifier inside and its label for screen readers only. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <label className={className ? `relative block ${className}` : "relative block"}>
      <span className="sr-only">{label}</span>
      <SearchInput value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
    </label>
  );
}
