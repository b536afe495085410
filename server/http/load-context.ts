import type { Logger } from "../base/logger";
import type { Services } from "../services";
import type { CacheScope } from "./cache-scopes";

export interface AdminIdentity {
  username: string;
}

/** What every loader and action receives from the Express server. */
export interface EntwineLoadContext {
  services: Services;
  logger: Logger;
  nonce: string;
  origin: string;
  /** The signed-in admin, or null; reading it throws the database's error when the session could not be checked. */
  admin: AdminIdentity | null;
  socialProfileUrl: string | null;
  /** The client's address, for rate limits and sign-in lockouts (hashed before it is stored). */
  clientAddress: string;
  /** Whether cookies must carry Secure: production reached over HTTPS (server/http/security.ts, httpsRule). */
  secureCookies: boolean;
  /**
   * Where the page handler's handleError (app/entry.server.tsx) sends what a loader, action or render threw: it is
   * logged, and a database that is away makes the page a 503 instead of a 500 (server/http/errors.ts).
   */
  pageFailed?: (error: unknown) => void;
  /**
   * An action's write changed what shared pages show (server/http/cache-scopes.ts): the stored pages and lists of
   * those scopes are forgotten when the answer is sent, here and on every instance. Absent outside the app.
   */
  touchCache?: (scopes: readonly CacheScope[]) => void;
}

declare module "react-router" {
  // Declaration merging: React Router's context type becomes ours; an interface is the only way to merge it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends EntwineLoadContext {}
}
