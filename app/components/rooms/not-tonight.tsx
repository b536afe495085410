/**
 * "Not tonight" on a room's phones (#48): under a dare or a dice action, the player who would complete it may take
 * the softer version written for it or keep it for later; both are fine and neither is a loss. The server decides
 * what is offered (it alone has the softer words) and both phones say plainly what was chosen, never how often.
 * The choice itself (not-tonight-choice.tsx) is fetched only once a card offers it.
 */
import { Bookmark, Feather } from "lucide-react";
import {
  setAsideBy,
  softenedBy,
  type LaterCard,
  type NotTonightOffer,
  type NotTonightState,
  type SaveForLater,
} from "@domain/rooms/not-tonight";
import type { TurnState } from "@domain/rooms/turns";
import { cx } from "~/lib/class-names";
import type { Names } from "./room-round";

/** What a room game gives its foot for "Not tonight": the server's offer, the card as it would be kept, where. */
export interface NotTonightFor {
  offer: NotTonightOffer | null | undefined;
  card: LaterCard | null;
  /** Keeps the card in this phone's "Saved for later" list; absent, Later is not offered (there is nowhere to keep it). */
  save?: SaveForLater;
}

type CardState = TurnState<unknown> & NotTonightState;

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
