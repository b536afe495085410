import type { NextFunction, Request, Response } from "express";
import type { RateLimitRule, RateLimitService } from "../services/rate-limits";

/** Express middleware: refuses with 429 and Retry-After once a client exceeds the rule. */
export function rateLimit(service: RateLimitService, rule: RateLimitRule) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = await service.hit(rule, service.clientKey(req.ip ?? "unknown"));
      res.set("RateLimit-Limit", String(rule.limit));
      res.set("RateLimit-Remaining", String(result.remaining));
      if (!result.allowed) {
        res.set("Retry-After", String(result.retryAfterSeconds));
        res.status(429).json({
          error: "Too many requests. Please slow down and try again shortly.",
          retryAfter: result.retryAfterSeconds,
        });
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
