import express, { Router } from "express";
import { z } from "zod";
import { DESIRE_LEVELS } from "@domain/desire-match/deck";
import type { DesireMatchCreated, DesireMatchJoined, DesireMatchState } from "@domain/desire-match/api";
import { invalidInput } from "../../base/errors";
import type { Services } from "../../services";
import { jsonBodyGuard } from "../input-guard";
import { workGate } from "../work-gate";

/** Messages of the desire match are at most this large (every sealed step is about 34 KB, whatever it holds). */
export const MAX_DESIRE_MATCH_BODY = "64kb";
export { DESIRE_MATCH_CREATE_LIMIT } from "../../services/desire-match";

/**
 *   POST /api/desire-match {level}                      → 201 { id, hostToken, joinToken, level }   (free at first, then work: 428)
 *   POST /api/desire-match/:id/join {joinToken}         → { guestToken, level }; 409 when two phones are in
 *   GET  /api/desire-match/:id         (X-Match-Token)  → { role, level, partnerJoined, partner, sent }
 *   POST /api/desire-match/:id/messages (X-Match-Token) {kind, sealed} → 204; 400 bad shape, 409 replay
 * The sealed steps are opaque here: only the two phones hold the key (domain/desire-match/channel.ts).
 */
export function desireMatchRoutes(services: Services) {
  const router = Router();
  router.use(express.json({ limit: MAX_DESIRE_MATCH_BODY }), jsonBodyGuard);
  const service = services.desireMatch;
  const level = z.object({ level: z.enum(DESIRE_LEVELS, { error: "level must be sweet, sensual or spicy" }) });
  const join = z.object({ joinToken: z.string().min(16).max(64) });

  const gate = workGate(services, {
    purpose: "match",
    rule: service.createLimit,
    policy: services.matchWork,
    refusal: "Too many matches started from here. Please try again a little later.",
  });
  router.post("/", gate, async (req, res) => {
    const parsed = level.safeParse(req.body ?? {});
    if (!parsed.success) throw invalidInput("Invalid match", { level: parsed.error.issues[0]?.message });
    res
      .status(201)
      .set("Cache-Control", "no-store")
      .json((await service.create(parsed.data.level)) satisfies DesireMatchCreated);
  });
  router.post("/:id/join", async (req, res) => {
    const parsed = join.safeParse(req.body ?? {});
    if (!parsed.success) throw invalidInput("Invalid join", { joinToken: "Missing" });
    res
      .set("Cache-Control", "no-store")
      .json((await service.join(String(req.params.id), parsed.data.joinToken)) satisfies DesireMatchJoined);
  });
  router.get("/:id", async (req, res) => {
    res
      .set("Cache-Control", "no-store")
      .json((await service.read(String(req.params.id), req.get("x-match-token"))) satisfies DesireMatchState);
  });
  router.post("/:id/messages", async (req, res) => {
    await service.post(String(req.params.id), req.get("x-match-token"), req.body);
    res.status(204).set("Cache-Control", "no-store").end();
  });
  return router;
}
