import type { NextFunction, Request, Response } from "express";
import { WORK_HEADER, type WorkPolicy } from "@domain/proof-of-work";
import { rateLimited } from "../base/errors";
import type { Services } from "../services";
import type { WorkPurpose } from "../services/proof-of-work";
import type { RateLimitRule } from "../services/rate-limits";

/**
 * An action budgeted as rooms are (docs/decisions/013): an address's first `policy.free` in the rule's window go
 * through, then each needs proof-of-work growing with the count (428 with a challenge), and past the rule's limit it
 * is refused with `refusal` (429) whatever it pays. Only an action that goes through is counted.
 */
export function workGate(
  services: Services,
  options: { purpose: WorkPurpose; rule: RateLimitRule; policy: WorkPolicy; refusal: string },
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const gate = await services.proofOfWork.gate({
      purpose: options.purpose,
      rule: options.rule,
      policy: options.policy,
      address: req.ip ?? "unknown",
      proof: req.get(WORK_HEADER),
    });
    if (!gate.allowed) throw rateLimited(options.refusal, gate.retryAfterSeconds);
    res.set("RateLimit-Limit", String(options.rule.limit));
    next();
  };
}
