/**
 * "Our space" over HTTP (mounted at /api/our-space): pairing two phones, opening a space, and the fallback of the
 * live line (Server-Sent Events + POST) where a WebSocket (/api/our-space/socket) cannot open.
 *
 *   POST /pairings               { commitment } → 201 { pairing, token, expiresAt }       20 an hour per address
 *   GET  /pairings/:id           → { commitment, inviter, joiner, confirmed, sealed, keyConfirmed, expiresAt };
 *                                404 missing/expired                                               budgeted
 *   POST /pairings/:id/join      { key, proof } → 201 { token }; 409 pairingTaken                  budgeted
 *   POST /pairings/:id/reveal    { token, key, proof } → 204 (the inviter's token), once; 409 pairingNotReady
 *                                before the joiner, 409 pairingRevealed the second time
 *   POST /pairings/:id/confirm   { token, step: words|key, mac } → 204, each phone's once; 409 too early or twice
 *   POST /pairings/:id/seal      { token, sealed } → 204 (the inviter's token); 409 before the joiner, the reveal
 *                                or both confirmations, or after the joiner confirmed the key
 *   POST /pairings/:id/cancel    { token } → 204 (either phone's token)
 *   POST /spaces                 { space, access } → 201; 409 exists                 10 an hour per address
 *   POST /push                   { space, access, id, body } → { id, seq, duplicate? }; 409 full; 413 tooLarge
 *   POST /snapshot               { space, access, covers, body } → { seq }; 409 staleSnapshot
 *   POST /end                    { space, access } → 204; the space is deleted and both phones told
 *   GET  /events                 Authorization: Bearer <access>, Entwine-Space, Last-Event-ID: <after>
 *                                [, Entwine-Device] → Server-Sent Events of SpaceServerMessage
 *
 * Bodies stop at MAX_SPACE_MESSAGE_BYTES (a snapshot's at MAX_SNAPSHOT_MESSAGE_BYTES). Every refusal says one of
 * SPACE_ERRORS' sentences. The event stream takes its credentials in headers, never in its address (which proxies and
 * access logs keep); the request log holds no header.
 */
import { WORK_HEADER } from "@domain/proof-of-work";
import express, { Router, type ErrorRequestHandler, type Request, type Response } from "express";
import type { z } from "zod";
import {
  checkBlobBody,
  pairingCancelRequestSchema,
  pairingConfirmRequestSchema,
  pairingCreateRequestSchema,
  pairingIdSchema,
  pairingJoinRequestSchema,
  pairingRevealRequestSchema,
  pairingSealRequestSchema,
  spaceCredentialsSchema,
  spaceEventsQuerySchema,
  spacePushRequestSchema,
  spaceSnapshotRequestSchema,
} from "@domain/our-space/messages";
import {
  MAX_SNAPSHOT_MESSAGE_BYTES,
  MAX_SPACE_MESSAGE_BYTES,
  SPACE_ERRORS,
  type PairingCreated,
  type PairingJoined,
  type PairingView,
  type PushAnswer,
  type SnapshotAnswer,
  type SpaceServerMessage,
} from "@domain/our-space/protocol";
import { DomainError, invalidInput, notFound, rateLimited, tooLarge } from "../../base/errors";
import { parseInput } from "../../base/validation";
import { jsonBodyGuard } from "../input-guard";
import type { Services } from "../../services";
import type { SpaceClient } from "../../services/our-space/hub";
import { messageBudget } from "../../services/rooms/connection-limits";
import { openEventStream, streamHeaders } from "../event-stream";
import { endSpace, pushUpdate, refusalMessage, storeSnapshot } from "../our-space-protocol";
import { SPACE_REFUSALS } from "../space-socket";

/** Pushes and snapshots one space may send by POST at once, and per second after that (like a socket's budget). */
const WRITE_BURST = 20;
const WRITES_PER_SECOND = 10;
const WRITE_BUDGETS_KEPT = 10_000;

/** The protocol answers a bad request with one sentence and no field list. */
const parse = <T extends z.ZodType>(schema: T, value: unknown) =>
  parseInput(schema, value, SPACE_ERRORS.malformed, { details: "none" });

/** A blob's body: canonical base64url between a nonce and tag's size and the limit once decoded. */
function checkedBody(body: string, kind: "update" | "snapshot"): string {
  const check = checkBlobBody(body, kind);
  if (!check.ok) throw check.tooLarge ? tooLarge(check.error) : invalidInput(check.error);
  return body;
}

/** A pairing id from the address; one that cannot be an id reads like a missing pairing. */
function pairingOf(req: Request): string {
  const parsed = pairingIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw notFound(SPACE_ERRORS.pairingMissing);
  return parsed.data;
}

const addressOf = (req: Request) => req.ip ?? "unknown";

export function ourSpaceRoutes(services: Services) {
  const router = Router();
  const json = [express.json({ limit: MAX_SPACE_MESSAGE_BYTES }), jsonBodyGuard];
  const snapshotJson = [express.json({ limit: MAX_SNAPSHOT_MESSAGE_BYTES }), jsonBodyGuard];

  async function spaceOf(value: unknown): Promise<string> {
    const { space, access } = parse(spaceCredentialsSchema, value);
    if (!(await services.ourSpace.authenticate(space, access))) throw notFound(SPACE_ERRORS.missing);
    return space;
  }

  // The fallback's per-space budget for writes, like the socket's per-connection one (forgotten when it grows).
  const writeBudgets = new Map<string, ReturnType<typeof messageBudget>>();
  /** The space a push or snapshot writes to: its credentials checked, then one write spent from its budget. */
  async function writingSpace(value: unknown): Promise<string> {
    const space = await spaceOf(value);
    let budget = writeBudgets.get(space);
    if (!budget) {
      if (writeBudgets.size >= WRITE_BUDGETS_KEPT) writeBudgets.clear();
      writeBudgets.set(space, (budget = messageBudget(WRITE_BURST, WRITES_PER_SECOND)));
    }
    if (!budget.take()) throw rateLimited(SPACE_ERRORS.slowDown, 1);
    return space;
  }

  // ---- Pairing ----

  router.post("/pairings", json, async (req: Request, res: Response) => {
    const input = parse(pairingCreateRequestSchema, req.body);
    const created = await services.ourSpace.createPairing(input, addressOf(req), req.get(WORK_HEADER));
    res.status(201).json(created satisfies PairingCreated);
  });

  router.get("/pairings/:id", async (req: Request, res: Response) => {
    const view = await services.ourSpace.getPairing(pairingOf(req), addressOf(req));
    res.set("Cache-Control", "no-store").json(view satisfies PairingView);
  });

  router.post("/pairings/:id/join", json, async (req: Request, res: Response) => {
    const pairing = pairingOf(req);
    const input = parse(pairingJoinRequestSchema, req.body);
    const joined = await services.ourSpace.joinPairing(pairing, input, addressOf(req), req.get(WORK_HEADER));
    res.status(201).json(joined satisfies PairingJoined);
  });

  router.post("/pairings/:id/reveal", json, async (req: Request, res: Response) => {
    const pairing = pairingOf(req);
    const { token, key, proof } = parse(pairingRevealRequestSchema, req.body);
    await services.ourSpace.revealPairing(pairing, token, { key, proof });
    res.status(204).end();
  });

  router.post("/pairings/:id/confirm", json, async (req: Request, res: Response) => {
    const pairing = pairingOf(req);
    const { token, step, mac } = parse(pairingConfirmRequestSchema, req.body);
    await services.ourSpace.confirmPairing(pairing, token, step, mac);
    res.status(204).end();
  });

  router.post("/pairings/:id/seal", json, async (req: Request, res: Response) => {
    const pairing = pairingOf(req);
    const { token, sealed } = parse(pairingSealRequestSchema, req.body);
    await services.ourSpace.sealPairing(pairing, token, sealed);
    res.status(204).end();
  });

  router.post("/pairings/:id/cancel", json, async (req: Request, res: Response) => {
    const pairing = pairingOf(req);
    const { token } = parse(pairingCancelRequestSchema, req.body);
    await services.ourSpace.cancelPairing(pairing, token);
    res.status(204).end();
  });

  // ---- Spaces ----

  router.post("/spaces", json, async (req: Request, res: Response) => {
    const { space, access } = parse(spaceCredentialsSchema, req.body);
    await services.ourSpace.createSpace(space, access, addressOf(req), req.get(WORK_HEADER));
    res.status(201).end();
  });

  router.post("/push", json, async (req: Request, res: Response) => {
    const { id, body } = parse(spacePushRequestSchema, req.body);
    checkedBody(body, "update");
    const space = await writingSpace(req.body);
    const answer = await pushUpdate(services, space, id, body, addressOf(req));
    res.json(answer satisfies PushAnswer);
  });

  router.post("/snapshot", snapshotJson, async (req: Request, res: Response) => {
    const { covers, body } = parse(spaceSnapshotRequestSchema, req.body);
    checkedBody(body, "snapshot");
    const space = await writingSpace(req.body);
    const answer = await storeSnapshot(services, space, covers, body, addressOf(req));
    res.json(answer satisfies SnapshotAnswer);
  });

  router.post("/end", json, async (req: Request, res: Response) => {
    await endSpace(services, await spaceOf(req.body));
    res.status(204).end();
  });

  router.get("/events", async (req: Request, res: Response) => {
    const {
      token,
      space: spaceId,
      after: lastSeq,
      device: deviceId,
    } = streamHeaders(req, {
      space: "entwine-space",
      after: "last-event-id",
      device: "entwine-device",
    });
    const { space, access, after, device } = parse(spaceEventsQuerySchema, {
      space: spaceId,
      access: token,
      after: lastSeq,
      device: deviceId,
    });
    if (!(await services.ourSpace.hello(space, access))) throw notFound(SPACE_ERRORS.missing);
    const stream = openEventStream<SpaceServerMessage>(req, res, {
      connections: services.ourSpaceConnections,
      holds: { key: space, seat: 0 },
      refusals: SPACE_REFUSALS,
      name: "space",
    });
    if (!stream) return;
    const client: SpaceClient = { device, send: stream.send, close: stream.end };
    stream.onClose(() => services.ourSpaceHub.leave(space, client));
    try {
      await services.ourSpaceHub.join(space, client, () => services.ourSpace.welcome(space, after));
    } catch (error) {
      // The space ended between the hello and its welcome; anything else is the server's fault, logged.
      const refusal = refusalMessage(error);
      if (refusal) client.send(refusal);
      else req.log?.error({ err: error }, "space event stream failed");
      res.end();
    }
  });

  // Oversized or unreadable bodies, and bodies the input guard refused, get the protocol's own words.
  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    if (error?.type === "entity.too.large") return res.status(413).json({ error: SPACE_ERRORS.tooLarge });
    if (error?.type === "entity.parse.failed") return res.status(400).json({ error: SPACE_ERRORS.malformed });
    if (error instanceof DomainError && error.kind === "invalid-input" && error.message !== SPACE_ERRORS.malformed)
      return res.status(400).json({ error: SPACE_ERRORS.malformed });
    next(error);
  };
  router.use(bodyErrors);
  return router;
}
