/**
 * One phone in a room: who is here, the invitation until the partner joins, the shared game and "End room".
 *
 * Names: this phone's own nickname is the one typed here ("Your nickname"), or else the device's nickname for its
 * seat (the phone that opened the room is Partner 1, the one that joined Partner 2), and "I am ..." picks either
 * device nickname. It travels to the partner's phone (relayed by the server, never stored); the partner's own
 * nickname arrives the same way, and until it does the one typed here for them (or "Your partner") stands in.
 */
import { DEFAULT_PARTNER_NAME } from "~/lib/names";
import { CloudOff, Power, RefreshCw, Wifi, WifiOff } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { SaveForLater } from "@domain/rooms/not-tonight";
import { ROOM_GAME_TITLES, roomName, type RoomGameId, type RoomView } from "@domain/rooms/protocol";
import { useNicknames } from "~/components/games/hooks";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { cx } from "~/lib/class-names";
import { cleanNickname, type Nicknames as DeviceNicknames } from "@domain/games/nicknames";
import { loadNicknames, saveNicknames, type StoredRoom } from "~/lib/rooms/storage";
import type { ConnectionStatus } from "~/lib/rooms/connection";
import { useRoom } from "~/lib/rooms/use-room";
import { InvitePanel } from "./invite-panel";
import {
  ConversationRoom,
  DiceToSpiceRoom,
  LoveQuizRoom,
  PassionDiceRoom,
  TruthOrDareRoom,
  WheelRoom,
  type GameProps,
  type Names,
} from "./room-games";

// Tonight's limit brings the desire match's relay and a QR code with it: loaded once a room is on screen, not with
// /together's join form (its first load stays within the page-weight budget).
const TonightLimitPanel = lazy(() =>
  import("./tonight-limit-panel").then((module) => ({ default: module.TonightLimitPanel })),
);

/** Each game's shared screen (the two wheels share one). */
const GAME_ROOMS: Record<RoomGameId, (props: GameProps<never>) => ReactNode> = {
  "truth-or-dare": TruthOrDareRoom,
  "passion-dice": PassionDiceRoom,
  "dice-to-spice": DiceToSpiceRoom,
  "spin-for-desire": WheelRoom,
  "position-wheel": WheelRoom,
  "seductive-conversation": ConversationRoom,
  "love-quiz": LoveQuizRoom,
};

/** A new limit for tonight is being set in the room (domain/rooms/tonight-limit.ts): the game waits for it. */
const limitChanging = (view: RoomView) => Boolean((view.state as { limitChange?: unknown } | null)?.limitChange);

function GameView({ view, ...props }: Omit<GameProps<never>, "view"> & { view: RoomView }) {
  const Room = GAME_ROOMS[view.game];
  return <Room view={view as RoomView<never>} {...props} />;
}

function NicknameFields({
  stored,
  own,
  device,
  onChange,
}: {
  stored: { me: string; partner: string };
  own: string | null;
  device: DeviceNicknames;
  onChange: (names: { me: string; partner: string }) => void;
}) {
  const deviceNames = [...new Set(device.map(cleanNickname).filter(Boolean))];
  return (
    <details className="mt-4 rounded-2xl border border-border p-4 text-sm" data-testid="room-nicknames">
      <summary className="cursor-pointer font-semibold">Nicknames</summary>
      <p className="mt-2 text-muted">
        Yours shows on both phones. We pass it to your partner's phone and never keep it; both stay on your phones.
      </p>
      {deviceNames.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="Which nickname is yours?">
          {deviceNames.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={own === name ? "primary" : "secondary"}
              aria-pressed={own === name}
              onClick={() => onChange({ ...stored, me: name })}
            >
              I am {name}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1">
          Your nickname
          <Input
            maxLength={24}
            autoComplete="off"
            placeholder={own ?? ""}
            value={stored.me}
            onChange={(e) => onChange({ ...stored, me: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1">
          Your partner's nickname (until theirs arrives)
          <Input
            maxLength={24}
            autoComplete="off"
            value={stored.partner}
            onChange={(e) => onChange({ ...stored, partner: e.target.value })}
          />
        </label>
      </div>
    </details>
  );
}

/** How long "Back online" stays after the line comes back. */
const BACK_NOTICE_MS = 4_000;

/**
 * This phone's own line as the room screen speaks of it: "offline" and "reconnecting" while it is down, "back" for a
 * few seconds after it returns, else "live". While the line is down, nothing it last heard (the partner's presence,
 * whose turn) is news.
 */
export type LineState = "live" | "offline" | "reconnecting" | "back";

function useLineState(status: ConnectionStatus, hasView: boolean): LineState {
  const wasDown = useRef(false);
  const [back, setBack] = useState(false);
  const down = hasView && (status === "offline" || status === "reconnecting" || status === "connecting");
  useEffect(() => {
    if (down) {
      wasDown.current = true;
      setBack(false);
      return;
    }
    if (status !== "open" || !wasDown.current) return;
    wasDown.current = false;
    setBack(true);
    const timer = setTimeout(() => setBack(false), BACK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [down, status]);
  if (down) return status === "offline" ? "offline" : "reconnecting";
  return back ? "back" : "live";
}

const LINE_NOTICE: Record<Exclude<LineState, "live">, { text: string; className: string; Icon: typeof Wifi }> = {
  offline: {
    text: "You are offline. Your game is safe and picks up when your phone is back online.",
    className: "border-gold/40 bg-surface text-gold",
    Icon: CloudOff,
  },
  reconnecting: {
    text: "Reconnecting… your game is safe.",
    className: "border-gold/40 bg-surface text-gold",
    Icon: RefreshCw,
  },
  back: {
    text: "Back online. You are up to date.",
    className: "border-success/40 bg-surface text-success",
    Icon: Wifi,
  },
};

/**
 * This phone's own connection, where the eye is whatever part of the room is on screen: just under the fixed header,
 * as soon as the line drops, and briefly once it is back. Sticky rather than fixed, so at the top of the room it takes
 * its own place below the room's title and presence line instead of covering them.
 */
function LineNotice({ state }: { state: LineState }) {
  const notice = state === "live" ? null : LINE_NOTICE[state];
  return (
    <div role="status" className="pointer-events-none sticky top-[4.5rem] z-30 flex justify-center">
      {notice ? (
        <p
          data-testid="room-line"
          data-line={state}
          className={cx(
            "mb-3 flex max-w-md items-center gap-2 rounded-2xl border px-3 py-2 text-sm font-semibold shadow-lg",
            notice.className,
          )}
        >
          <notice.Icon aria-hidden className={cx("size-4 shrink-0", state === "reconnecting" && "animate-spin")} />
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

export function RoomScreen({
  credentials,
  onLeave,
  limitInvitation = null,
  saveForLater,
}: {
  credentials: StoredRoom;
  onLeave: () => void;
  /** Tonight's limit's invitation this phone was opened with (#tonight=…), kept in memory only. */
  limitInvitation?: string | null;
  /** Keeps a card set aside with "Not tonight", Later, in this phone's "Saved for later" list (absent: no Later). */
  saveForLater?: SaveForLater;
}) {
  const [stored, setStored] = useState({ me: "", partner: "" });
  useEffect(() => setStored(loadNicknames()), []);
  const { nicknames: device } = useNicknames();
  // The seat's device nickname stands in until this phone names itself here.
  const own = roomName(stored.me) ?? roomName(cleanNickname(device[credentials.seat]));
  const session = useRoom(credentials, own);
  const { view, partnerOnline, status, ended, error } = session;
  const names: Names = {
    me: own ?? "You",
    partner: session.partnerName ?? (roomName(stored.partner) || DEFAULT_PARTNER_NAME),
  };
  const updateNames = (next: { me: string; partner: string }) => {
    setStored(next);
    saveNicknames(next);
  };
  const [confirmEnd, setConfirmEnd] = useState(false);
  const line = useLineState(status, view !== null);
  const lineDown = line === "offline" || line === "reconnecting";
  // While this phone's own line is down, the partner's last known presence is no news: say what this phone knows.
  const presence = !view?.partnerJoined
    ? "Waiting for your partner"
    : line === "offline"
      ? "You are offline"
      : line === "reconnecting"
        ? "Reconnecting…"
        : partnerOnline
          ? `${names.partner} is here`
          : `${names.partner} is away`;

  if (ended) {
    return (
      <Card className="mx-auto max-w-xl p-6 text-center" data-testid="room-ended">
        <h2 className="text-2xl font-semibold">The room has ended</h2>
        <p className="mt-2 text-muted">Nothing of it is kept. Thanks for playing together.</p>
        <Button className="mt-5" onClick={onLeave}>
          Back to the start
        </Button>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-semibold">{ROOM_GAME_TITLES[credentials.game]}</h2>
        <p
          data-testid="partner-status"
          data-line={line}
          className={cx(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
            lineDown
              ? "bg-gold/15 text-gold"
              : partnerOnline
                ? "bg-success/15 text-success"
                : "bg-surface-2 text-muted",
          )}
        >
          {partnerOnline && !lineDown ? (
            <Wifi aria-hidden className="size-4" />
          ) : (
            <WifiOff aria-hidden className="size-4" />
          )}
          {presence}
        </p>
      </div>
      <div aria-live="polite" className="sr-only">
        {view?.partnerJoined && !lineDown ? presence : ""}
      </div>
      <LineNotice state={line} />
      {error ? (
        <p role="alert" data-testid="room-error" className="mb-3 rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {!view ? (
        <Card className="text-center text-muted">Connecting to your room…</Card>
      ) : !view.partnerJoined ? (
        <InvitePanel code={credentials.code} />
      ) : (
        // What the phone last heard stays readable while its line is down, dimmed as not the latest.
        <div className={cx("transition-opacity", lineDown && "opacity-60")} aria-busy={lineDown || undefined}>
          <Suspense fallback={null}>
            <TonightLimitPanel view={view} move={session.move} invitation={limitInvitation} roomError={error} />
          </Suspense>
          {/* While a new limit for tonight is being set the game waits: shown, but not to be played. */}
          <div
            inert={limitChanging(view)}
            data-testid="room-game"
            className={cx("transition-opacity", limitChanging(view) && "opacity-50")}
          >
            <GameView view={view} names={names} move={session.move} saveForLater={saveForLater} />
          </div>
        </div>
      )}
      <NicknameFields stored={stored} own={own} device={device} onChange={updateNames} />
      <div className="mt-6 flex justify-center">
        {confirmEnd ? (
          <div className="flex flex-col items-center gap-2 text-center">
            <p className="text-sm text-muted">End the room on both phones?</p>
            <div className="flex gap-2">
              <Button variant="danger" onClick={session.end}>
                Yes, end it
              </Button>
              <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
                Keep playing
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirmEnd(true)}>
            <Power aria-hidden className="size-4" /> End room
          </Button>
        )}
      </div>
    </div>
  );
}
