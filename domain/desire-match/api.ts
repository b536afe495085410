/*
 * The JSON answers of the desire match's relay (/api/desire-match), shared by the router and the browser. Types only.
 */
import type { DesireLevel } from "./deck";

/** POST /api/desire-match {level} → 201 */
export interface DesireMatchCreated {
  id: string;
  hostToken: string;
  joinToken: string;
  level: DesireLevel;
}

/** POST /api/desire-match/:id/join {joinToken} */
export interface DesireMatchJoined {
  guestToken: string;
  level: DesireLevel;
}

/** GET /api/desire-match/:id (X-Match-Token): this phone's view of the match; the partner's messages by kind. */
export interface DesireMatchState {
  role: "host" | "guest";
  level: DesireLevel;
  partnerJoined: boolean;
  partner: Record<string, unknown>;
  sent: string[];
}
