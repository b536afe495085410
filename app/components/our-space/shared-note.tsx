/** "Next date night": one short note both phones edit; saved as it is typed, merged when both type at once. */
import { inSentence } from "~/lib/names";
import { NotebookPen } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Textarea } from "~/components/ui/input";
import { NOTE_MAX_LENGTH } from "@domain/our-space/space-doc";
import { Section } from "./sections";

export function SharedNote({
  text,
  byPartner,
  onChange,
}: {
  text: string;
  /** Who wrote last, when it was the partner (their name or "Your partner"). */
  byPartner: string | null;
  onChange: (text: string) => void;
}) {
  const [draft, setDraft] = useState(text);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  // A change from the partner's phone (or a merge) replaces the draft; the caret stays where it was.
  useEffect(() => {
    setDraft((current) => {
      if (current === text) return current;
      const element = field.current;
      if (element && document.activeElement === element) {
        const caret = Math.min(element.selectionStart, text.length);
        requestAnimationFrame(() => element.setSelectionRange(caret, caret));
      }
      return text;
    });
  }, [text]);

  return (
    <Section id="note" title="Next date night" icon={NotebookPen}>
      <label htmlFor={id} className="sr-only">
        Next date night
      </label>
      <Textarea
        id={id}
        ref={field}
        value={draft}
        maxLength={NOTE_MAX_LENGTH}
        placeholder="Where, when, what to bring…"
        aria-describedby={`${id}-count`}
        data-testid="space-note-text"
        onChange={(event) => {
          const value = event.target.value.slice(0, NOTE_MAX_LENGTH);
          setDraft(value);
          onChange(value);
        }}
      />
      <p id={`${id}-count`} className="mt-1 flex justify-between gap-2 text-xs text-muted">
        <span>{byPartner ? `Last written by ${inSentence(byPartner)}` : "Saved as you type"}</span>
        <span>
          {draft.length} / {NOTE_MAX_LENGTH}
        </span>
      </p>
    </Section>
  );
}
