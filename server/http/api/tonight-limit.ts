import express, { Router } from "express";
import { z } from "zod";
import type { TonightLimitCreated, TonightLimitJoined, TonightLimitState } from "@domain/tonight-limit/api";
import { invalidInput } from "../../base/errors";
import type { Services } from "../../services";
import { jsonBodyGuard } from "../input-guard";
import { workGate } from "../work-gate";

/** A limit's steps are a few hundred bytes each. */
export const MAX_TONIGHT_LIMIT_BODY = "4kb";

/**
 * Tonight's limit's relay (docs/decisions/011), the desire match's service for another kind of exchange:
 *   POST /api/tonight-limit                             → 201 { id, hostToken, joinToken }   (free at first, then work: 428)
 *   POST /api/tonight-limit/:id/join {joinToken}        → { guestToken }; 409 when two phones are in
 *   GET  /api/tonight-limit/:id        (X-Match-Token)  → { role, partnerJoined, partner, sent }
 *   POST /api/tonight-limit/:id/messages (X-Match-Token) {kind, sealed} → 204; 400 bad shape, 409 replay
 * Nothing of either phone's choice reaches it: the request to start names nothing, and the steps are sealed.
 */
export function tonightLimitRoutes(services: Services) {
  const router = Router();
  router.use(express.json({ limit: MAX_TONIGHT_LIMIT_BODY }), jsonBodyGuard);
  const service = services.tonightLimit;
  const start = z.object({}).strict();
  const join = z.object({ joinToken: z.string().min(16).max(64) });

  const gate = workGate(services, {
    purpose: "match",
    rule: service.createLimit,
    policy: services.matchWork,
    refusal: "Too many limits started from here. Please try again a little later.",
  });
  router.post("/", gate, async (req, res) => {
    if (!start.safeParse(req.body ?? {}).success) throw invalidInput("Invalid start", { body: "Send {}" });
    const { id, hostToken, joinToken } = await service.create(null);
    res
      .status(201)
      .set("Cache-Control", "no-store")
      .json({ id, hostToken, joinToken } satisfies TonightLimitCreated);
  });
  router.post("/:id/join", async (req, res) => {
    const parsed = join.safeParse(req.body ?? {});
    if (!parsed.success) throw invalidInput("Invalid join", { joinToken: "Missing" });
    const { guestToken } = await service.join(String(req.params.id), parsed.data.joinToken);
    res.set("Cache-Control", "no-store").json({ guestToken } satisfies TonightLimitJoined);
  });
  router.get("/:id", async (req, res) => {
    const { role, partnerJoined, partner, sent } = await service.read(String(req.params.id), req.get("x-match-token"));
    res.set("Cache-Control", "no-store").json({ role, partnerJoined, partner, sent } satisfies TonightLimitState);
  });
  router.post("/:id/messages", async (req, res) => {
    await service.post(String(req.params.id), req.get("x-match-token"), req.body);
    res.status(204).set("Cache-Control", "no-store").end();
  });
  return router;
}
