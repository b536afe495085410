/**
 * A live line's Server-Sent Events stream (the fallback where a WebSocket cannot open), shared by the rooms and
 * "Our space": it takes the connection's slots in the feature's ledger first (the address's, then the seat's or
 * space's; 429 or 503 with Retry-After past them; its credentials were checked before, so its slot is proven at
 * once and, at the total, takes the place of a socket that has proved nothing), then opens the stream unbuffered, keeps it alive through proxies
 * and gives every slot back once, when the client goes or the stream fails.
 */
import type { Request, Response } from "express";
import type { Refusal, RoomConnectionLedger } from "../services/rooms/connection-limits";
import { REFUSAL_STATUS } from "./socket-server";

const KEEP_ALIVE_MS = 25_000;

export interface EventStreamAdmission {
  /** The feature's connection ledger. */
  connections: Pick<RoomConnectionLedger, "admit" | "seat">;
  /** What the connection holds: a room's seat, or a space (seat 0). */
  holds: { key: string; seat: number };
  /** The words of each refusal. */
  refusals: Record<Refusal, string>;
  /** Its name in the log: "room" gives "room event stream refused". */
  name: string;
}

export interface EventStream<Out> {
  send(message: Out): void;
  end(): void;
  /** Runs once when the stream closes, before its slots are given back. */
  onClose(run: () => void): void;
}

/**
 * The credentials of a stream's request, from its headers: the token from `Authorization: Bearer …`, the others by
 * name. They never come from the query string, which proxies and access logs keep; a header missing gives undefined
 * (the route's schema refuses it).
 */
export function streamHeaders<Name extends string>(
  req: Request,
  names: Record<Name, string>,
): Record<Name, string | undefined> & { token: string | undefined } {
  const bearer = /^Bearer ([^\s]+)$/.exec(req.get("authorization") ?? "");
  const read = Object.fromEntries(
    Object.entries<string>(names).map(([key, header]) => [key, req.get(header) || undefined]),
  ) as Record<Name, string | undefined>;
  return { ...read, token: bearer?.[1] };
}

/** Opens the stream, or answers the refusal and returns null. */
export function openEventStream<Out>(
  req: Request,
  res: Response,
  admission: EventStreamAdmission,
): EventStream<Out> | null {
  // A refusal is the limits doing their job: the ledger counts it for its line a minute, never one line each.
  const refuse = (reason: Refusal) => {
    res.status(REFUSAL_STATUS[reason]).set("Retry-After", "30").json({ error: admission.refusals[reason] });
    return null;
  };
  const slot = admission.connections.admit(req.ip ?? "unknown");
  if (!slot.ok) return refuse(slot.reason);
  slot.proven();
  const held = admission.connections.seat(admission.holds.key, admission.holds.seat);
  if (!held.ok) {
    slot.release();
    return refuse(held.reason);
  }
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.flushHeaders();
  const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), KEEP_ALIVE_MS);
  let cleanup = () => {};
  let open = true;
  const closed = () => {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    cleanup();
    held.release();
    slot.release();
  };
  req.on("close", closed);
  res.on("error", closed);
  return {
    send(message: Out) {
      res.write(`data: ${JSON.stringify(message)}\n\n`);
      // compression() buffers otherwise.
      (res as Response & { flush?: () => void }).flush?.();
    },
    end: () => res.end(),
    onClose(run) {
      cleanup = run;
    },
  };
}
