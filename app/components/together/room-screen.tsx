/** One phone in a room: who is here, the invitation until the partner joins, the shared game and "End room". */
import { Power, Wifi, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { ROOM_GAME_TITLES, type RoomView } from "@domain/games/rooms/protocol";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { cx } from "~/lib/class-names";
import { loadNicknames, saveNicknames, type StoredRoom } from "~/lib/together/storage";
import { useRoom } from "~/lib/together/use-room";
import { InvitePanel } from "./invite-panel";
import {
  ConversationRoom,
  DiceToSpiceRoom,
  LoveQuizRoom,
  PassionDiceRoom,
  TruthOrDareRoom,
  WheelRoom,
  type Names,
} from "./room-games";

function GameView({
  view,
  names,
  move,
}: {
  view: RoomView;
  names: Names;
  move: (move: { type: string; [key: string]: unknown }) => void;
}) {
  const props = { view: view as RoomView<never>, names, move };
  switch (view.game) {
    case "truth-or-dare":
      return <TruthOrDareRoom {...props} />;
    case "passion-dice":
      return <PassionDiceRoom {...props} />;
    case "dice-to-spice":
      return <DiceToSpiceRoom {...props} />;
    case "spin-for-desire":
    case "position-wheel":
      return <WheelRoom {...props} />;
    case "seductive-conversation":
      return <ConversationRoom {...props} />;
    case "love-quiz":
      return <LoveQuizRoom {...props} />;
  }
}

function NicknameFields({ names, onChange }: { names: Names; onChange: (names: Names) => void }) {
  return (
    <details className="mt-4 rounded-2xl border border-border p-4 text-sm">
      <summary className="cursor-pointer font-semibold">Nicknames (kept on this phone only)</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1">
          Your nickname
          <Input
            maxLength={24}
            value={names.me === "You" ? "" : names.me}
            onChange={(e) => onChange({ ...names, me: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1">
          Your partner's nickname
          <Input
            maxLength={24}
            value={names.partner === "Your partner" ? "" : names.partner}
            onChange={(e) => onChange({ ...names, partner: e.target.value })}
          />
        </label>
      </div>
    </details>
  );
}

export function RoomScreen({ credentials, onLeave }: { credentials: StoredRoom; onLeave: () => void }) {
  const session = useRoom(credentials);
  const { view, partnerOnline, status, ended, error } = session;
  const [stored, setStored] = useState({ me: "", partner: "" });
  useEffect(() => setStored(loadNicknames()), []);
  const names: Names = { me: stored.me.trim() || "You", partner: stored.partner.trim() || "Your partner" };
  const updateNames = (next: Names) => {
    const clean = {
      me: next.me === "You" ? "" : next.me,
      partner: next.partner === "Your partner" ? "" : next.partner,
    };
    setStored(clean);
    saveNicknames(clean);
  };
  const [confirmEnd, setConfirmEnd] = useState(false);

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
          className={cx(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
            partnerOnline ? "bg-success/15 text-success" : "bg-surface-2 text-muted",
          )}
        >
          {partnerOnline ? <Wifi aria-hidden className="size-4" /> : <WifiOff aria-hidden className="size-4" />}
          {!view?.partnerJoined
            ? "Waiting for your partner"
            : partnerOnline
              ? `${names.partner} is here`
              : `${names.partner} is away`}
        </p>
      </div>
      <div aria-live="polite" className="sr-only">
        {view?.partnerJoined ? (partnerOnline ? `${names.partner} is here` : `${names.partner} is away`) : ""}
      </div>
      {status === "reconnecting" ? (
        <p role="status" className="mb-3 rounded-xl bg-gold/10 px-3 py-2 text-sm text-gold">
          Reconnecting… your game is safe.
        </p>
      ) : null}
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
        <GameView view={view} names={names} move={session.move} />
      )}
      <NicknameFields names={names} onChange={updateNames} />
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
