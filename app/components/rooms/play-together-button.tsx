/** "Play on two phones" on a game page: opens a room for this game and takes the phone to it. */
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { RoomGameId } from "@domain/rooms/protocol";
import { Button } from "~/components/ui/button";
import { WorkNotice } from "~/components/rooms/work-notice";

/**
 * The code that opens a room (its request, the proof of work the server may ask for, the room's storage) arrives when
 * the button is first touched, not with the game page: the page then loads one script and ~3 KB less (issue #50: at
 * most 12 scripts and 140 KB a page). Asked for on the first touch or focus, it is usually there by the time the tap
 * ends; a tap without either (a keyboard's Enter) asks for it then.
 */
let roomCode: Promise<[typeof import("~/lib/rooms/api"), typeof import("~/lib/rooms/storage")]> | null = null;
function loadRoomCode() {
  roomCode ??= Promise.all([import("~/lib/rooms/api"), import("~/lib/rooms/storage")]).catch(() => {
    // A failed download (offline) is tried again on the next tap; the browser's own words would not help anyone.
    roomCode = null;
    throw new Error("No connection right now. Please try again once you are online.");
  });
  return roomCode;
}

export function PlayTogetherButton({ game }: { game: RoomGameId }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setError(null);
    try {
      const [{ createRoom }, { saveRoom }] = await loadRoomCode();
      saveRoom(await createRoom(game, { onWork: setWorking }));
      navigate("/together");
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }
  return (
    <div className="mx-auto mb-6 flex max-w-3xl flex-col items-center gap-2 text-center">
      <Button
        variant="secondary"
        onPointerDown={() => void loadRoomCode().catch(() => undefined)}
        onFocus={() => void loadRoomCode().catch(() => undefined)}
        onClick={() => void open()}
        disabled={busy}
      >
        <Smartphone aria-hidden className="size-4" />{" "}
        {working ? "One moment…" : busy ? "Opening a room…" : "Play on two phones"}
      </Button>
      <WorkNotice working={working} />
      <p className="text-xs text-muted">
        One phone each, the same game live. No account; the room ends when you say so.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
