/** React state of a phone's room: the latest view from the server, the partner's presence and the line's status. */
import { useCallback, useEffect, useRef, useState } from "react";
import { ROOM_ERRORS, type RoomView } from "@domain/games/rooms/protocol";
import { connectRoom, MOVE_KEPT, type ConnectionStatus, type RoomConnection } from "./connection";
import type { StoredRoom } from "./storage";

export interface RoomSession {
  view: RoomView | null;
  partnerOnline: boolean;
  status: ConnectionStatus;
  ended: boolean;
  error: string | null;
  move(move: { type: string; [key: string]: unknown }): void;
  end(): void;
  dismissError(): void;
}

export function useRoom(credentials: StoredRoom): RoomSession {
  const [view, setView] = useState<RoomView | null>(null);
  const [partnerOnline, setPartnerOnline] = useState(false);
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const connection = useRef<RoomConnection | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const line = connectRoom(credentials, {
      onStatus: setStatus,
      onMessage(message) {
        if (message.t === "state") {
          // "Your move is kept" has done its job once no move is waiting.
          if (line.pending === 0) setError((current) => (current === MOVE_KEPT ? null : current));
          // Out-of-order answers never take the screen back to an older state.
          if (message.view.seq < seq.current && !message.stale) return;
          seq.current = message.view.seq;
          setView(message.view);
          setPartnerOnline(message.partnerOnline);
        } else if (message.t === "presence") setPartnerOnline(message.partnerOnline);
        else if (message.t === "error" && message.message === ROOM_ERRORS.missing) {
          setEnded(true);
          line.close();
        } else if (message.t === "error") setError(message.message);
        else if (message.t === "ended") setEnded(true);
      },
    });
    connection.current = line;
    return () => line.close();
  }, [credentials]);

  const move = useCallback(
    (move: { type: string; [key: string]: unknown }) => {
      setError(null);
      connection.current?.move(seq.current, { game: credentials.game, ...move });
    },
    [credentials.game],
  );
  const end = useCallback(() => connection.current?.end(), []);
  const dismissError = useCallback(() => setError(null), []);
  return { view, partnerOnline, status, ended, error, move, end, dismissError };
}
