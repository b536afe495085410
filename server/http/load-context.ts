import type { Logger } from "../logger";
import type { Services } from "../services";

export interface AdminIdentity {
  username: string;
}

/** What every loader and action receives from the Express server. */
export interface EntwineLoadContext {
  services: Services;
  logger: Logger;
  nonce: string;
  origin: string;
  admin: AdminIdentity | null;
  socialProfileUrl: string | null;
}

declare module "react-router" {
  interface AppLoadContext extends EntwineLoadContext {}
}
