/**
 * The note of care under a game's prompt (oil and latex, a safeword, candles, wax, ice): its own line, so the
 * prompt stays playful and the note is never lost inside it. Nothing is drawn for a prompt that needs none.
 */
import { ShieldCheck } from "lucide-react";
import { careNotesFor } from "@content/safety-rules";
import { cx } from "~/lib/class-names";

export function CareNote({ text, className }: { text: string; className?: string }) {
  const notes = careNotesFor(text);
  if (notes.length === 0) return null;
  return (
    <p data-testid="care-note" className={cx("flex gap-2 text-sm text-muted", className)}>
      <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
      <span>{notes.join(" ")}</span>
    </p>
  );
}
