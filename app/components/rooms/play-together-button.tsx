/** "Play on two phones" on a game page: opens a room for this game and takes the phone to it. */
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { RoomGameId } from "@domain/rooms/protocol";
import { Button } from "~/components/ui/button";
import { WorkNotice } from "~/components/rooms/work-notice";
import { createRoom } from "~/lib/rooms/api";
import { saveRoom } from "~/lib/rooms/storage";

export function PlayTogetherButton({ game }: { game: RoomGameId }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setError(null);
    try {
      saveRoom(await createRoom(game, { onWork: setWorking }));
      navigate("/together");
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }
  return (
    <div className="mx-auto mb-6 flex max-w-3xl flex-col items-center gap-2 text-center">
      <Button variant="secondary" onClick={() => void open()} disabled={busy}>
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
