/** The desire match's relay: the JSON calls to the server, which only passes on steps sealed between the phones. */
import type { DesireCard, DesireLevel } from "@domain/desire-match/deck";
import type { DesireMatchState, DesireMatchStep } from "@domain/desire-match/api";
import type { Role } from "@domain/desire-match/channel";
import type { MatchRelay } from "@domain/desire-match/exchange";
import { apiRequest, type ApiRequestInit } from "~/lib/api-client";

export type Answer = "yes" | "maybe" | "no";
export type Phase = "start" | "waiting" | "answering" | "exchanging" | "result" | "error";
export interface Session {
  id: string;
  token: string;
  level: DesireLevel;
  role: Role;
  /** The invitation link's secret: kept in memory only, never sent to the server or stored. */
  secret: Uint8Array;
}
export interface Outcome {
  bothYes: DesireCard[];
  worthTalking: DesireCard[];
  partnerYes: number;
  partnerYesOrMaybe: number;
}

export const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** One call to the relay, with this phone's match token; a refusal throws with the server's words (or ours). */
export function call<T>(
  path: string,
  init: Pick<ApiRequestInit, "method" | "json"> & { token?: string; headers?: Record<string, string> } = {},
) {
  const { token, headers, ...rest } = init;
  return apiRequest<T>(path, {
    ...rest,
    headers: { "Content-Type": "application/json", ...headers, ...(token ? { "X-Match-Token": token } : {}) },
    fallbackMessage: () => "The match could not continue. Please start again.",
  });
}

/**
 * Starts a match or tonight's limit: where many phones share one address (a mobile carrier), the server may ask for a
 * moment of work first (docs/decisions/013), solved off the main thread and sent again.
 */
export async function startRelay<T>(path: string, json: unknown): Promise<T> {
  // Fetched on the tap that starts: the page's first load stays as it was.
  const { withWork } = await import("~/lib/proof-of-work");
  return withWork((headers) => call<T>(path, { method: "POST", json, headers }));
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the partner's sealed steps until `kind` has arrived. */
async function partnerStep(session: Session, kind: DesireMatchStep): Promise<string> {
  for (;;) {
    const state = await call<DesireMatchState>(`/api/desire-match/${session.id}`, {
      token: session.token,
    });
    const sealed = state.partner[kind];
    if (sealed !== undefined) return sealed;
    await wait(1200);
  }
}

/** The server as the match's relay for this phone. */
export function httpRelay(session: Session): MatchRelay {
  return {
    async post(kind, sealed) {
      await call(`/api/desire-match/${session.id}/messages`, {
        method: "POST",
        token: session.token,
        json: { kind, sealed },
      });
    },
    partner: (kind) => partnerStep(session, kind),
  };
}
