/**
 * "Not tonight" costs nothing (#48): beside a dare's or a roll's main control, a quiet "Not tonight" that opens, in
 * place, the card's softer version (when one is written for it) and "Save for later" (the card waits in "Saved for
 * later" and the game moves on as if it were played). Neither is a loss: the game scores and passes the turn as for
 * the card itself, and nothing counts them. Shared by the single-phone games; a room can use it the same way.
 */
import { Bookmark, Feather, MoonStar } from "lucide-react";
import { useId, useRef, useState } from "react";
import { keepInView } from "~/components/games/keep-in-view";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/class-names";

export function NotTonight({
  hasSofter,
  onSofter,
  onLater,
  className,
}: {
  /** A softer version is written for this card and not taken yet. */
  hasSofter: boolean;
  /** Show the softer version as the card's text (the caller brings it and the next control into view). */
  onSofter: () => void;
  /** Save the card for another evening and move on as if it were played. */
  onLater: () => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  function openChoices() {
    setOpen(true);
    requestAnimationFrame(() => {
      panel.current?.querySelector<HTMLButtonElement>("button")?.focus({ preventScroll: true });
      keepInView(panel.current);
    });
  }

  if (!open)
    return (
      <div className={cx("flex justify-center", className)}>
        <Button variant="ghost" size="sm" data-play="not-tonight" className="text-muted" onClick={openChoices}>
          <MoonStar aria-hidden className="size-4" />
          Not tonight
        </Button>
      </div>
    );

  return (
    <div
      ref={panel}
      role="group"
      aria-labelledby={titleId}
      data-testid="not-tonight"
      className={cx("rounded-2xl border border-border bg-surface/80 p-3 text-left", className)}
    >
      <p id={titleId} className="text-sm">
        {hasSofter
          ? "That is fine. Play a gentler version of this card, or keep it for another evening."
          : "That is fine. Keep this card for another evening, and play on."}
      </p>
      {/* One above the other on a phone, where two side by side would break their words over two lines. */}
      <div className={cx("mt-3 grid gap-2", hasSofter && "sm:grid-cols-2")}>
        {hasSofter ? (
          <Button
            variant="secondary"
            size="sm"
            data-play="take-softer"
            onClick={() => {
              setOpen(false);
              onSofter();
            }}
          >
            <Feather aria-hidden className="size-4" />
            Softer version
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          data-play="save-later"
          onClick={() => {
            setOpen(false);
            onLater();
          }}
        >
          <Bookmark aria-hidden className="size-4" />
          Save for later
        </Button>
      </div>
      <div className="mt-1 text-center">
        <Button variant="ghost" size="sm" className="text-muted" onClick={() => setOpen(false)}>
          Keep this card
        </Button>
      </div>
    </div>
  );
}

/** The small label that says the card on screen is its softer version: the same card, made gentler. */
export function SofterLabel({ className, testId = "softer-label" }: { className?: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={cx(
        "inline-flex items-center gap-1 rounded-full border border-border bg-surface-2 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider",
        className,
      )}
    >
      <Feather aria-hidden className="size-3.5 text-rose" />
      Softer
    </span>
  );
}
