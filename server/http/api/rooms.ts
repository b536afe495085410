/**
 * Two-phone rooms over HTTP (mounted at /api/rooms). The WebSocket at /api/rooms/socket carries the game; these
 * routes open and join rooms and are the fallback (Server-Sent Events + POST) where a WebSocket cannot open.
 *
 *   POST /            { game } → 201 { room, code, game, seat, secret }; past an address's free rooms 428 with a
 *                     challenge until the request carries Entwine-Work: <challenge>:<nonce>; 429 at the ceiling
 *   POST /join        { code } → { room, code, game, seat, secret }; 404 missing (also at the ceiling); 409 full;
 *                     428 with a challenge past the address's free joins, as for opening
 *   GET  /events      Authorization: Bearer <secret>, Entwine-Room: <room> → Server-Sent Events of ServerMessage
 *                     (fallback transport)
 *   POST /move        { room, secret, seq, move } → ServerMessage (state, or error with 4xx)
 *   POST /name        { room, secret, name } → 204; the name (or null) goes to the partner's phones, never stored
 *   POST /end         { room, secret } → 204; the room is deleted for both phones
 *
 * Bodies are limited to 4 KB. The event stream takes its credentials in headers, never in its address (which proxies
 * and access logs keep); the request log holds no header.
 */
import express, { Router, type ErrorRequestHandler, type Request, type Response } from "express";
import { z } from "zod";
import { WORK_HEADER } from "@domain/proof-of-work";
import { moveEnvelopeSchema, roomCodeSchema, roomNameSchema } from "@domain/rooms/messages";
import {
  MAX_ROOM_MESSAGE_BYTES,
  ROOM_ERRORS,
  ROOM_GAMES,
  type RoomMoveAnswer,
  type ServerMessage,
} from "@domain/rooms/protocol";
import { notFound, rateLimited } from "../../base/errors";
import { parseInput } from "../../base/validation";
import { jsonBodyGuard } from "../input-guard";
import type { Services } from "../../services";
import type { RoomClient } from "../../services/rooms/hub";
import { messageBudget, ROOM_REFUSALS } from "../../services/rooms/connection-limits";
import { openEventStream, streamHeaders } from "../event-stream";
import { ROOM_SOCKET_MESSAGES } from "../room-socket";
import { applyMove, endRoom } from "../rooms-protocol";

const credentialsSchema = z.object({ room: z.string().uuid(), secret: z.string().min(20).max(100) });
/** Names a seat may send by POST at once, and per second after that (a phone sends one per (re)connect or edit). */
const NAME_BURST = 5;
const NAMES_PER_SECOND = 1;
const NAME_BUDGETS_KEPT = 10_000;

/** The protocol answers a bad request with one message and no field list. */
const parse = <T extends z.ZodType>(schema: T, value: unknown, message: string = ROOM_ERRORS.malformed) =>
  parseInput(schema, value, message, { details: "none" });

export function roomRoutes(services: Services) {
  const router = Router();
  router.use(express.json({ limit: MAX_ROOM_MESSAGE_BYTES }), jsonBodyGuard);

  async function seatOf(value: unknown) {
    const { room, secret } = parse(credentialsSchema, value);
    const found = await services.rooms.authenticate(room, secret);
    if (!found) throw notFound(ROOM_ERRORS.missing);
    return { room, ...found };
  }

  router.post("/", async (req: Request, res: Response) => {
    const { game } = parse(
      z.object({ game: z.enum(ROOM_GAMES) }),
      req.body,
      "Choose one of the games that can be played on two phones.",
    );
    res.status(201).json(await services.rooms.create(game, req.ip ?? "unknown", req.get(WORK_HEADER)));
  });

  router.post("/join", async (req: Request, res: Response) => {
    const { code } = parse(z.object({ code: roomCodeSchema }), req.body, "A room code has 6 letters and digits.");
    const credentials = await services.rooms.join(code, req.ip ?? "unknown", req.get(WORK_HEADER));
    services.roomHub.changed((await services.rooms.find(credentials.room))!);
    res.json(credentials);
  });

  router.get("/events", async (req: Request, res: Response) => {
    const { token, room: roomId } = streamHeaders(req, { room: "entwine-room" });
    const { room, seat, row } = await seatOf({ room: roomId, secret: token });
    const stream = openEventStream<ServerMessage>(req, res, {
      connections: services.roomConnections,
      holds: { key: room, seat },
      refusals: ROOM_REFUSALS,
      name: "room",
    });
    if (!stream) return;
    const client: RoomClient = { seat, send: stream.send, close: stream.end };
    stream.onClose(() => services.roomHub.leave(room, client));
    services.roomHub.join(room, client, row);
  });

  router.post("/move", async (req: Request, res: Response) => {
    const { room, seat } = await seatOf(req.body);
    const { seq, move, id } = parse(moveEnvelopeSchema, req.body);
    const reply = await applyMove(services, room, seat, seq, move, id);
    res
      .status(reply.status)
      .json(
        (reply.message.t === "error"
          ? { error: reply.message.message, re: reply.message.re }
          : reply.message) satisfies RoomMoveAnswer,
      );
  });

  // The fallback's per-seat budget for names, like the socket's per-connection one (forgotten when it grows large).
  const nameBudgets = new Map<string, ReturnType<typeof messageBudget>>();
  router.post("/name", async (req: Request, res: Response) => {
    const { room, seat } = await seatOf(req.body);
    const key = `${room}:${seat}`;
    let budget = nameBudgets.get(key);
    if (!budget) {
      if (nameBudgets.size >= NAME_BUDGETS_KEPT) nameBudgets.clear();
      nameBudgets.set(key, (budget = messageBudget(NAME_BURST, NAMES_PER_SECOND)));
    }
    if (!budget.take()) throw rateLimited(ROOM_SOCKET_MESSAGES.slowDown, 1);
    const { name } = parse(z.object({ name: roomNameSchema.nullable() }), req.body);
    services.roomHub.relayName(room, seat, name);
    res.status(204).end();
  });

  router.post("/end", async (req: Request, res: Response) => {
    const { room } = await seatOf(req.body);
    await endRoom(services, room);
    res.status(204).end();
  });

  // Oversized or unreadable bodies get the protocol's own words.
  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    if (error?.type === "entity.too.large") return res.status(413).json({ error: ROOM_ERRORS.tooLarge });
    if (error?.type === "entity.parse.failed") return res.status(400).json({ error: ROOM_ERRORS.malformed });
    next(error);
  };
  router.use(bodyErrors);
  return router;
}
