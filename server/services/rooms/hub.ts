/**
 * The phones connected to this instance, by room, and the fan-out between instances. A change made here is sent
 * to this instance's phones at once and announced on the room's own LISTEN/NOTIFY channel, which only the instances
 * holding a phone of the room listen on (docs/decisions/012); they reload the room and send it to theirs. Presence
 * (partner away/back) travels the same way, and tells each instance which others hold the room: when none does (both
 * phones are here, or the partner's is off), nothing is announced at all. A phone arriving elsewhere asks who is
 * there, and the answer carries the seq sent here, so a move made before the newcomer was heard of still reaches it.
 *
 * A notice can be lost: the instance that saved a move may die before announcing it, or the listening connection
 * may drop. So every few seconds each instance compares the seq it last sent for its rooms with the database's
 * (one query for all of them) and sends the newer state; a phone that reconnects gets the database's state too.
 *
 * Nicknames are relayed, never kept: a phone's own nickname goes to the partner's phones here and, in the notice,
 * to the other instances; nothing holds it after that. A phone sends its name again when its partner comes back.
 */
import { otherSeat, type Seat, type ServerMessage } from "@domain/rooms/protocol";
import { createFanOut, reconcileSeqs, type FanOutDeps, type Unsent } from "../fan-out";
import type { RoomRow, RoomService } from ".";

/** Open room connections per process (WebSocket and event streams); more are refused until some close. */
export const MAX_ROOM_CONNECTIONS = 10_000;
export const ROOMS_BUSY = "Too many games are open on this server right now. Please try again shortly.";
/** How often an instance on PostgreSQL checks its rooms against the database for moves it was never told of. */
export const ROOM_RECONCILE_MS = 5000;

/** One connected phone, whatever carries it (WebSocket or Server-Sent Events). */
export interface RoomClient {
  seat: Seat;
  send(message: ServerMessage): void;
  /** Ends the connection after the room ended. */
  close(): void;
}

/** The room is the channel's: a notice never names it. */
type Notice =
  | { i: string; k: "state" }
  | { i: string; k: "ended" }
  /**
   * `q`: the seq the phone that just joined was sent (a move rescued from a dead instance shows up this way), or, in
   * an answer to `ask`, the newest seq the answering instance sent (a move made before it heard of the newcomer).
   */
  | { i: string; k: "presence"; s: Seat; on: boolean; ask?: boolean; q?: number }
  /** Seat `s` gave its nickname `n` (null: none): for the other seat's phones. */
  | { i: string; k: "name"; s: Seat; n: string | null };

export function createRoomHub(deps: FanOutDeps & { rooms: RoomService }) {
  const local = new Map<string, Set<RoomClient>>();
  /** The newest seq this instance sent to its phones, per room with phones here. */
  const sentSeq = new Map<string, number>();
  /** Seats connected on other instances, by room and instance, as they last announced. */
  const remote = new Map<string, Map<string, [boolean, boolean]>>();

  const seatOnlineHere = (room: string, seat: Seat) =>
    [...(local.get(room) ?? [])].some((client) => client.seat === seat);
  const seatOnlineElsewhere = (room: string, seat: Seat) =>
    [...(remote.get(room)?.values() ?? [])].some((seats) => seats[seat]);
  const seatOnline = (room: string, seat: Seat) => seatOnlineHere(room, seat) || seatOnlineElsewhere(room, seat);

  const fanOut = createFanOut<Notice>(deps, {
    kind: "room",
    name: "room",
    reconcileMs: ROOM_RECONCILE_MS,
    onNotice,
    reconcile,
    resumed,
  });

  /**
   * Announces a notice, unless no other instance can need it: the room is held here and no other instance has said
   * it holds a phone of it. A room not held here (the idle sweep ending it) is always announced.
   */
  function announce(room: string, notice: Unsent<Notice>) {
    if (local.has(room) && (remote.get(room)?.size ?? 0) === 0) return;
    fanOut.announce(room, notice);
  }

  /** A phone arrived here (or the listener came back): asks who is there, with the seq this instance sent. */
  function askWhoIsThere(room: string, seat: Seat, seq: number | undefined) {
    fanOut.announce(room, { k: "presence", s: seat, on: true, ask: true, q: seq });
  }

  function sendState(room: string, row: RoomRow, stale = false) {
    if (!local.has(room)) return;
    sentSeq.set(room, Math.max(sentSeq.get(room) ?? -1, row.seq));
    for (const client of local.get(room) ?? []) {
      client.send({
        t: "state",
        view: deps.rooms.view(row, client.seat),
        partnerOnline: seatOnline(room, otherSeat(client.seat)),
        stale: stale || undefined,
      });
    }
  }

  function sendPresence(room: string) {
    for (const client of local.get(room) ?? [])
      client.send({ t: "presence", partnerOnline: seatOnline(room, otherSeat(client.seat)) });
  }

  function sendName(room: string, from: Seat, name: string | null) {
    for (const client of local.get(room) ?? []) if (client.seat !== from) client.send({ t: "name", name });
  }

  function endHere(room: string) {
    const clients = local.get(room);
    local.delete(room);
    remote.delete(room);
    sentSeq.delete(room);
    fanOut.release(room);
    for (const client of clients ?? []) {
      client.send({ t: "ended" });
      client.close();
    }
  }

  async function onNotice(room: string, notice: Notice) {
    if (!local.has(room)) return;
    if (notice.k === "ended") return endHere(room);
    if (notice.k === "state") {
      const row = await deps.rooms.find(room);
      if (row) sendState(room, row);
      else endHere(room);
      return;
    }
    if (notice.k === "name") return sendName(room, notice.s, notice.n);
    let instances = remote.get(room);
    if (!instances) remote.set(room, (instances = new Map()));
    const seats = instances.get(notice.i) ?? [false, false];
    seats[notice.s] = notice.on;
    if (seats[0] || seats[1]) instances.set(notice.i, seats);
    else instances.delete(notice.i);
    if (instances.size === 0) remote.delete(room);
    // Someone new asks who is there: the seats connected here answer, with the newest seq sent here.
    if (notice.ask)
      for (const seat of [0, 1] as const)
        if (seatOnlineHere(room, seat))
          fanOut.announce(room, { k: "presence", s: seat, on: true, q: sentSeq.get(room) });
    sendPresence(room);
    // The phone that joined elsewhere was sent a newer state than the phones here hold (a move saved by an instance
    // that died before announcing it), or the answering instance sent one before it heard of this one's phone. They
    // get it now rather than at the next reconcile.
    if (notice.q !== undefined && notice.q > (sentSeq.get(room) ?? -1)) await catchUpRoom(room);
  }

  /** The listening connection came back: notices were lost, presence too, so each room here asks again. */
  function resumed() {
    for (const room of local.keys())
      for (const seat of [0, 1] as const) if (seatOnlineHere(room, seat)) askWhoIsThere(room, seat, sentSeq.get(room));
  }

  /** Sends the room's state from the database if it is newer than what this instance sent (true when it was). */
  async function catchUpRoom(id: string): Promise<boolean> {
    const row = await deps.rooms.find(id);
    if (!row) endHere(id);
    else if (local.has(id) && row.seq > (sentSeq.get(id) ?? -1)) {
      sendState(id, row);
      return true;
    }
    return false;
  }

  /**
   * Sends the database's state of every room with phones here whose seq moved past what this instance sent, and
   * ends the rooms that are gone: moves saved by an instance that died before announcing them reach the partner.
   */
  function reconcile(): Promise<number> {
    return reconcileSeqs(local, deps.rooms.seqs, {
      gone: endHere,
      async catchUp(id, seq) {
        if (seq <= (sentSeq.get(id) ?? -1)) return false;
        return catchUpRoom(id);
      },
    });
  }

  return {
    start: fanOut.start,
    stop: fanOut.stop,

    reconcile,

    /**
     * Registers a phone after it proved its seat; sends it the room at once and tells the partner it is here. The
     * room it was read with may hold a move no phone has heard of yet (its instance saved it and died before
     * announcing it; the phone, seeing its move in this state, never resends it): the partner's phones here get that
     * state too, and the presence notice carries its seq so the other instances' phones get it at once as well.
     */
    join(room: string, client: RoomClient, row: RoomRow) {
      const wasHere = seatOnlineHere(room, client.seat);
      let clients = local.get(room);
      if (!clients) local.set(room, (clients = new Set()));
      // Listened on before the arrival is announced (the announcement waits for it), so no answer is missed.
      void fanOut.hold(room);
      clients.add(client);
      if (row.seq > (sentSeq.get(room) ?? -1)) sendState(room, row);
      else
        client.send({
          t: "state",
          view: deps.rooms.view(row, client.seat),
          partnerOnline: seatOnline(room, otherSeat(client.seat)),
        });
      if (!wasHere) sendPresence(room);
      askWhoIsThere(room, client.seat, row.seq);
    },

    leave(room: string, client: RoomClient) {
      const clients = local.get(room);
      if (!clients?.delete(client)) return;
      if (!seatOnlineHere(room, client.seat)) {
        sendPresence(room);
        announce(room, { k: "presence", s: client.seat, on: false });
      }
      if (clients.size === 0) {
        local.delete(room);
        remote.delete(room);
        sentSeq.delete(room);
        fanOut.release(room);
      }
    },

    /** A room changed here: this instance's phones get it now, the others through the database. */
    changed(row: RoomRow) {
      sendState(row.id, row);
      announce(row.id, { k: "state" });
    },

    /** A phone's own nickname, for its partner's phones wherever they are connected (relayed, not kept). */
    relayName(room: string, from: Seat, name: string | null) {
      sendName(room, from, name);
      // A name is sent with the hello, often before this instance has heard that the partner's phone is on another
      // one; unlike a state, a name lost then is never caught up. So it goes out unless the partner is here.
      if (!seatOnlineHere(room, otherSeat(from))) fanOut.announce(room, { k: "name", s: from, n: name });
    },

    partnerOnline(room: string, seat: Seat): boolean {
      return seatOnline(room, otherSeat(seat));
    },

    ended(room: string) {
      // Whether another instance holds it is known only until it ends here.
      const othersMayHold = !local.has(room) || remote.has(room);
      endHere(room);
      if (othersMayHold) fanOut.announce(room, { k: "ended" });
    },

    /** Phones connected to this instance (the benchmark and the health of the feature: a count, nothing else). */
    connections(): number {
      let count = 0;
      for (const clients of local.values()) count += clients.size;
      return count;
    },

    /** Rooms whose notices this instance listens for (the tests: only those with a phone here). */
    listenedRooms: fanOut.heldCount,
  };
}

export type RoomHub = ReturnType<typeof createRoomHub>;
