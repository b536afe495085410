import { X } from "lucide-react";
import { cx } from "~/lib/class-names";
import { Field, Input } from "./input";

/**
 * A tags input (Enter or a comma adds what was typed) and the chosen tags as chips, each removed by a tap. The
 * caller keeps the list and the half-typed text.
 */
export function TagsField({
  tags,
  typed,
  onType,
  onAddTyped,
  onRemove,
  error,
  chipsClassName,
}: {
  tags: readonly string[];
  typed: string;
  onType: (text: string) => void;
  onAddTyped: () => void;
  onRemove: (tag: string) => void;
  error?: string;
  chipsClassName?: string;
}) {
  return (
    <>
      <Field label="Tags" hint="Press Enter or type a comma to add a tag." error={error}>
        {(id, describedBy) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            value={typed}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" || event.key === ",") {
                event.preventDefault();
                onAddTyped();
              }
            }}
          />
        )}
      </Field>
      {tags.length > 0 ? (
        <ul className={cx("flex flex-wrap gap-2", chipsClassName)} aria-label="Chosen tags">
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onRemove(tag)}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex min-h-9 max-w-full items-center gap-1 break-all rounded-full border border-border bg-surface-2 px-3 text-left text-sm"
              >
                {tag} <X aria-hidden className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
