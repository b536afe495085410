import { Router, type Request } from "express";
import { z } from "zod";
import type { Services } from "../../services";
import { AUTH_MESSAGES } from "../../services/auth";
import { STATUS_OF_KIND } from "../errors";
import { clearedSessionCookie, sessionCookie } from "@domain/auth/session-cookie";

const loginSchema = z.object({
  username: z.string().max(200).default(""),
  password: z.string().max(1000).default(""),
});

/** JSON sign-in for scripts and tests; the login page posts to its own action, which calls the same service. */
export function authRoutes(services: Services, options: { secureCookies: (req: Request) => boolean }) {
  const router = Router();

  router.post("/login", async (req, res) => {
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: AUTH_MESSAGES.required, details: parsed.error.flatten().fieldErrors });
      return;
    }
    const result = await services.auth.login({ ...parsed.data, address: req.ip ?? "unknown" });
    if (!result.ok) {
      if (result.retryAfterSeconds) res.set("Retry-After", String(result.retryAfterSeconds));
      res
        .status(STATUS_OF_KIND[result.kind])
        .json({ error: result.error, attemptsRemaining: result.attemptsRemaining });
      return;
    }
    res.set("Set-Cookie", sessionCookie(result.token, { secure: options.secureCookies(req) }));
    res.json({ ok: true, username: result.username, expiresAt: result.expiresAt.toISOString() });
  });

  router.post("/logout", async (req, res) => {
    await services.auth.logout(res.locals.sessionToken as string | undefined);
    res.set("Set-Cookie", clearedSessionCookie(options.secureCookies(req)));
    res.json({ ok: true });
  });

  router.get("/session", (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.json({ admin: res.locals.admin ?? null });
  });

  return router;
}
