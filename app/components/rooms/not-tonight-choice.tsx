/**
 * The quiet "Not tonight" under a room card's Done / Skip, for the player whose turn it is; tapped, it opens in place
 * on Softer one and Later (see not-tonight.tsx). Code of its own, fetched only once a card offers it.
 */
import { Bookmark, Feather } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import type { NotTonightFor } from "./not-tonight";
import type { Move } from "./room-round";

/** `onOpen` runs once the choices show (to keep them in view). */
export default function NotTonightChoice({
  notTonight,
  move,
  onOpen,
}: {
  notTonight: NotTonightFor | undefined;
  move: Move;
  onOpen: () => void;
}) {
  const [open, setOpen] = useState(false);
  const offer = notTonight?.offer;
  // One choice per tap: a second tap before the server answers would only be refused. Each state the server sends
  // (a new offer) makes the buttons live again, e.g. after a move that arrived too late.
  const [sending, setSending] = useState(false);
  useEffect(() => setSending(false), [offer]);
  const card = notTonight?.card ?? null;
  const save = notTonight?.save;
  const softer = Boolean(offer?.softer);
  const later = Boolean(offer && card && save);
  if (!offer || (!softer && !later)) return null;
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="mt-2 w-full text-muted"
        onClick={() => {
          setOpen(true);
          onOpen();
        }}
      >
        Not tonight
      </Button>
    );
  }
  const once = (action: () => void) => () => {
    if (sending) return;
    setSending(true);
    action();
  };
  return (
    <div data-testid="not-tonight" className="mt-3 rounded-2xl border border-border p-3">
      <p className="text-sm text-muted">
        {softer && later
          ? "Not tonight? Take a gentler version, or keep it for another evening. Either counts as done."
          : softer
            ? "Not tonight? Take a gentler version: it counts as done."
            : "Not tonight? Keep it for another evening: it counts as done."}
      </p>
      <div className={softer && later ? "mt-3 grid grid-cols-2 gap-2" : "mt-3 grid"}>
        {softer ? (
          <Button variant="secondary" size="sm" onClick={once(() => move({ type: "softer" }))}>
            <Feather aria-hidden className="size-4" /> Softer one
          </Button>
        ) : null}
        {later ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={once(() => {
              save!(card!);
              move({ type: "later" });
            })}
          >
            <Bookmark aria-hidden className="size-4" /> Later
          </Button>
        ) : null}
      </div>
    </div>
  );
}
