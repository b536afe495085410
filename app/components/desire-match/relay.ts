/** The desire match's relay: the JSON calls to the server, which only passes on opaque blinded points. */
import type { DesireCard, DesireLevel } from "@domain/desire-match/deck";

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

export async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (init.token) headers["X-Match-Token"] = init.token;
  const response = await fetch(path, { ...init, headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? "The match could not continue. Please start again.");
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the partner's messages until `kind` has arrived. */
export async function partnerMessage<T>(session: Session, kind: string): Promise<T> {
  for (;;) {
    const state = await call<{ partner: Record<string, unknown> }>(`/api/desire-match/${session.id}`, {
      token: session.token,
    });
    if (kind in state.partner) return state.partner[kind] as T;
    await wait(1200);
  }
}
