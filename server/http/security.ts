import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

/** Per-request nonce for the Content-Security-Policy; React Router puts it on every inline script. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
}

/**
 * Whether a request reached the site over HTTPS, which decides `Secure` cookies, HSTS and
 * `upgrade-insecure-requests`. Only in production (development and tests run on plain HTTP). With PUBLIC_ORIGIN
 * set, its scheme decides for every request; without it, the request's own scheme does, which Express reads from
 * X-Forwarded-Proto only when the proxy that sent it is trusted (TRUST_PROXY). So an owner trying the site on a home
 * network at http://192.168.1.20:3000 can sign in, and a site behind an HTTPS proxy keeps all three.
 */
export function httpsRule({
  production,
  publicOrigin,
}: {
  production: boolean;
  publicOrigin?: string;
}): (req: { protocol: string }) => boolean {
  if (!production) return () => false;
  if (publicOrigin) {
    const https = new URL(publicOrigin).protocol === "https:";
    return () => https;
  }
  return (req) => req.protocol === "https";
}

export function securityHeaders({
  production,
  dev,
  mediaPublicUrl,
  https = () => production,
}: {
  production: boolean;
  dev: boolean;
  mediaPublicUrl?: string;
  /** Whether this request came over HTTPS (httpsRule); HSTS and upgrade-insecure-requests only then. */
  https?: (req: Request) => boolean;
}) {
  // Media answered from a CDN or bucket URL (MEDIA_PUBLIC_URL) is loaded from that origin after a redirect.
  const mediaOrigins = mediaPublicUrl ? [new URL(mediaPublicUrl).origin] : [];
  const headersFor = (secure: boolean) =>
    helmet({
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
          // Over plain HTTP this would send every image and script to an https:// address that does not answer.
          upgradeInsecureRequests: secure ? [] : null,
        },
      },
      strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-origin" },
    });
  const overHttps = headersFor(true);
  const overHttp = headersFor(false);
  return (req: Request, res: Response, next: NextFunction) => (https(req) ? overHttps : overHttp)(req, res, next);
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
