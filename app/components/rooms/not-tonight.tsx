/**
 * "Not tonight" on a room's phones (#48): under a dare or a dice action, the player who would complete it may take
 * the softer version written for it or keep it for later; both are fine and neither is a loss. The server decides
 * what is offered (it alone has the softer words) and both phones say plainly what was chosen, never how often.
 */
import { Bookmark, Feather, MoonStar } from "lucide-react";
import { useEffect, useState } from "react";
import {
  setAsideBy,
  softenedBy,
  type LaterCard,
  type NotTonightOffer,
  type NotTonightState,
  type SaveForLater,
} from "@domain/rooms/not-tonight";
import type { TurnState } from "@domain/rooms/turns";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/class-names";
import type { Move, Names } from "./room-round";

/** What a room game gives its foot for "Not tonight": the server's offer, the card as it would be kept, where. */
export interface NotTonightFor {
  offer: NotTonightOffer | null | undefined;
  card: LaterCard | null;
  /** Keeps the card in this phone's "Saved for later" list; absent, Later is not offered (there is nowhere to keep it). */
  save?: SaveForLater;
}

type CardState = TurnState<unknown> & NotTonightState;

/**
 * The quiet "Not tonight" under Done / Skip, for the player whose turn it is; tapped, it opens in place on the two
 * choices. `onOpen` runs once the choices show (to keep them in view).
 */
export function NotTonightChoice({
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
        <MoonStar aria-hidden className="size-4" /> Not tonight
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

/** The mark on a softened card, on both phones: which one chose it, and that it is still the same card. */
export function SofterNote({
  state,
  seat,
  names,
  className,
}: {
  state: CardState;
  seat: 0 | 1;
  names: Names;
  className?: string;
}) {
  const by = softenedBy(state);
  if (by === null) return null;
  return (
    <p data-testid="room-softer" className={cx("flex items-center gap-2 text-sm text-muted", className)}>
      <span className="inline-flex items-center gap-1 rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-bold text-gold">
        <Feather aria-hidden className="size-3" /> Softer
      </span>
      <span>{by === seat ? "You chose the softer one." : `${names.partner} chose the softer one.`}</span>
    </p>
  );
}

/** Where the last card was, once it was kept for later: said on both phones until the next draw. */
export function SetAsideNote({ state, seat, names }: { state: CardState; seat: 0 | 1; names: Names }) {
  const by = setAsideBy(state);
  if (by === null) return null;
  return (
    <p
      data-testid="room-later"
      data-play="room-result"
      className="mt-5 flex items-center justify-center gap-2 text-center text-sm text-muted"
    >
      <Bookmark aria-hidden className="size-4 shrink-0 text-gold" />
      {by === seat ? "Kept in your Saved for later list." : `${names.partner} saved this one for later.`}
    </p>
  );
}
