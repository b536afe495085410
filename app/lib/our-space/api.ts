/**
 * The HTTP calls of "Our space" (mounted at /api/our-space), typed by domain/our-space/protocol.ts, through the
 * site's one API client. A refusal throws an ApiError carrying the server's words (SPACE_ERRORS).
 */
import type {
  PairingConfirmRequest,
  PairingCreated,
  PairingCreateRequest,
  PairingJoined,
  PairingJoinRequest,
  PairingRevealRequest,
  PairingView,
  PushAnswer,
  SnapshotAnswer,
} from "@domain/our-space/protocol";
import { ApiError, apiRequest, segment } from "~/lib/api-client";
import { withWork } from "~/lib/proof-of-work";
import type { SpaceCredentials } from "./engine";

const BASE = "/api/our-space";
const fallbackMessage = () => "Something went wrong. Please try again.";

function post<T>(path: string, json: unknown): Promise<T> {
  return apiRequest<T>(`${BASE}${path}`, { method: "POST", json, fallbackMessage });
}

/** Opening a pairing or a space: where many phones share an address the server asks a moment of work first. */
function postWithWork<T>(path: string, json: unknown): Promise<T> {
  return withWork((headers) => apiRequest<T>(`${BASE}${path}`, { method: "POST", headers, json, fallbackMessage }));
}

/** What pairing needs of the server; tests pass a fake. */
export interface OurSpaceApi {
  createPairing(body: PairingCreateRequest): Promise<PairingCreated>;
  getPairing(pairing: string): Promise<PairingView>;
  joinPairing(pairing: string, body: PairingJoinRequest): Promise<PairingJoined>;
  revealPairing(pairing: string, body: PairingRevealRequest): Promise<void>;
  confirmPairing(pairing: string, body: PairingConfirmRequest): Promise<void>;
  sealPairing(pairing: string, body: { token: string; sealed: string }): Promise<void>;
  cancelPairing(pairing: string, body: { token: string }): Promise<void>;
  createSpace(credentials: SpaceCredentials): Promise<void>;
  snapshot(credentials: SpaceCredentials, covers: number, body: string): Promise<SnapshotAnswer>;
  push(credentials: SpaceCredentials, id: string, body: string): Promise<PushAnswer>;
  /** Ends the space; resolves also when it had already ended. */
  endSpace(credentials: SpaceCredentials): Promise<void>;
}

export const ourSpaceApi: OurSpaceApi = {
  createPairing: (body) => postWithWork<PairingCreated>("/pairings", body),
  getPairing: (pairing) =>
    apiRequest<PairingView>(`${BASE}/pairings/${segment(pairing)}`, { cache: "no-store", fallbackMessage }),
  joinPairing: (pairing, body) => postWithWork<PairingJoined>(`/pairings/${segment(pairing)}/join`, body),
  revealPairing: async (pairing, body) => void (await post(`/pairings/${segment(pairing)}/reveal`, body)),
  confirmPairing: async (pairing, body) => void (await post(`/pairings/${segment(pairing)}/confirm`, body)),
  sealPairing: async (pairing, body) => void (await post(`/pairings/${segment(pairing)}/seal`, body)),
  cancelPairing: async (pairing, body) => void (await post(`/pairings/${segment(pairing)}/cancel`, body)),
  createSpace: async (credentials) => void (await postWithWork("/spaces", credentials)),
  snapshot: (credentials, covers, body) => post<SnapshotAnswer>("/snapshot", { ...credentials, covers, body }),
  push: (credentials, id, body) => post<PushAnswer>("/push", { ...credentials, id, body }),
  async endSpace(credentials) {
    try {
      await post("/end", credentials);
    } catch (error) {
      // Already gone: the same outcome.
      if (error instanceof ApiError && error.status === 404) return;
      throw error;
    }
  },
};
