/**
 * React state of a phone's room: the latest view from the server, the partner's presence and own nickname (as their
 * phone sent it) and the line's status. `ownName` is this phone's nickname, sent to the partner (null: none).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ROOM_ERRORS, type RoomView } from "@domain/rooms/protocol";
import { connectRoom, MOVE_KEPT, type ConnectionStatus, type RoomConnection } from "./connection";
import type { StoredRoom } from "./storage";

export interface RoomSession {
  view: RoomView | null;
  partnerOnline: boolean;
  /** The nickname the partner's phone sent (null until it sends one, or when it has none). */
  partnerName: string | null;
  status: ConnectionStatus;
  ended: boolean;
  error: string | null;
  move(move: { type: string; [key: string]: unknown }): void;
  end(): void;
  dismissError(): void;
}

/** A name being typed goes out once the typing pauses. */
const NAME_SEND_DELAY_MS = 600;

export function useRoom(credentials: StoredRoom, ownName: string | null = null): RoomSession {
  const [view, setView] = useState<RoomView | null>(null);
  const [partnerOnline, setPartnerOnline] = useState(false);
  const [partnerName, setPartnerName] = useState<string | null>(null);
  const name = useRef(ownName);
  name.current = ownName;
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const connection = useRef<RoomConnection | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const line = connectRoom(credentials, {
      onStatus: setStatus,
      name: () => name.current,
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
        else if (message.t === "name") setPartnerName(message.name);
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

  // A changed name reaches the partner once the typing pauses (the first one went with the hello).
  const sentName = useRef(ownName);
  useEffect(() => {
    if (ownName === sentName.current) return;
    const timer = setTimeout(() => {
      sentName.current = ownName;
      connection.current?.sendName();
    }, NAME_SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ownName]);

  const move = useCallback(
    (move: { type: string; [key: string]: unknown }) => {
      setError(null);
      connection.current?.move(seq.current, { game: credentials.game, ...move });
    },
    [credentials.game],
  );
  const end = useCallback(() => connection.current?.end(), []);
  const dismissError = useCallback(() => setError(null), []);
  return { view, partnerOnline, partnerName, status, ended, error, move, end, dismissError };
}
