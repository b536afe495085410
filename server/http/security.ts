import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

/** Per-request nonce for the Content-Security-Policy; React Router puts it on every inline script. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
}

export function securityHeaders({ production, dev, mediaPublicUrl }: { production: boolean; dev: boolean; mediaPublicUrl?: string }) {
  // Media answered from a CDN or bucket URL (MEDIA_PUBLIC_URL) is loaded from that origin after a redirect.
  const mediaOrigins = mediaPublicUrl ? [new URL(mediaPublicUrl).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...mediaOrigins],
        mediaSrc: ["'self'", "blob:", ...mediaOrigins],
        fontSrc: ["'self'", "data:"],
        connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
}

/** The headers a hashed script, stylesheet or font needs: not to be sniffed as another type, nor embedded elsewhere. */
export function assetHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  next();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing request must come from the site's own pages. The Origin header (or,
 * failing that, the Referer) has to match the site's origin. Requests that carry neither and no cookie
 * (scripts, curl) hold no session to abuse and are let through to the route's own checks.
 */
export function sameOriginGuard(allowedOrigins: (req: Request) => string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin") ?? refererOrigin(req.get("referer"));
    const hasCookie = Boolean(req.get("cookie"));
    if (!origin) {
      if (!hasCookie) return next();
      return refuse(res);
    }
    if (allowedOrigins(req).includes(origin)) return next();
    return refuse(res);
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

function refuse(res: Response) {
  res.status(403).json({ error: "Cross-origin request refused" });
}
