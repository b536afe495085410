/** The desire match's relay: the JSON calls to the server, which only passes on opaque blinded points. */
import type { DesireCard, DesireLevel } from "@domain/desire-match/deck";
import type { DesireMatchState } from "@domain/desire-match/api";
import { apiRequest, type ApiRequestInit } from "~/lib/api-client";

export type Answer = "yes" | "maybe" | "no";
export type Phase = "start" | "waiting" | "answering" | "exchanging" | "result" | "error";
export interface Session {
  id: string;
  token: string;
  level: DesireLevel;
}
export interface Outcome {
  bothYes: DesireCard[];
  worthTalking: DesireCard[];
  partnerYes: number;
  partnerYesOrMaybe: number;
}

export const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** One call to the relay, with this phone's match token; a refusal throws with the server's words (or ours). */
export function call<T>(path: string, init: Pick<ApiRequestInit, "method" | "json"> & { token?: string } = {}) {
  const { token, ...rest } = init;
  return apiRequest<T>(path, {
    ...rest,
    headers: { "Content-Type": "application/json", ...(token ? { "X-Match-Token": token } : {}) },
    fallbackMessage: () => "The match could not continue. Please start again.",
  });
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the partner's messages until `kind` has arrived. */
export async function partnerMessage<T>(session: Session, kind: string): Promise<T> {
  for (;;) {
    const state = await call<DesireMatchState>(`/api/desire-match/${session.id}`, {
      token: session.token,
    });
    if (kind in state.partner) return state.partner[kind] as T;
    await wait(1200);
  }
}
