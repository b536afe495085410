/**
 * The pairing steps of protocol.ts's header comment, for both phones, as a small state machine the hook
 * (use-pairing.ts) drives. Everything outside (the server, randomness, time, the engine) is an argument, so a test
 * runs two phones against a server in memory, and one that swaps keys.
 *
 * Inviter: keys and link secret → POST pairings with only a commitment to its key → "inviting" (the link) → polls
 * every second until the joiner's key comes → checks its proof against its own commitment → reveals its key →
 * derives → "compare". confirm(): a new space key → POST spaces → the whole local document as the space's first
 * snapshot (covering 0) → seal the key for the joiner → the engine moves to the new space (an old space is ended
 * afterwards, so a lost phone's key opens nothing) → "paired".
 * Joiner: reads the fragment → GET the pairing (the commitment) → keys → POST join → "waiting" while it polls for
 * the inviter's key → checks that key against the commitment it read first, and its proof → derives → "compare".
 * confirm() → "waiting" → polls for the sealed key → opens it → cancels the pairing → the engine joins the space,
 * merging its own document in → "paired".
 * The commitment is why: whoever sits between the phones with the link's secret must pick the key it shows the
 * joiner before it sees the joiner's key, so it cannot try keys until the two four-word codes agree.
 * Either phone's reject() cancels the pairing on the server; the other, still polling, sees it gone and fails with
 * PAIRING_CANCELLED. Every refusal shows the server's words.
 */
import * as Y from "yjs";
import {
  checkCommitment,
  checkInviter,
  checkJoiner,
  commitKey,
  derivePairing,
  encryptBlob,
  newLinkSecret,
  newPairingKeys,
  newSpaceKey,
  openSpaceKey,
  pairingLink,
  proveInviter,
  proveJoiner,
  readPairingFragment,
  sealSpaceKey,
  spaceCredentials,
  type RandomBytes,
} from "@domain/our-space/crypto";
import { PAIRING_TTL_MS, SPACE_ERRORS, type PairingView } from "@domain/our-space/protocol";
import { ApiError } from "~/lib/api-client";
import type { OurSpaceApi } from "./api";
import { SNAPSHOT_ID, type SpaceEngine } from "./engine";
import type { PairingState } from "./types";

export const PAIRING_CANCELLED = "The pairing was cancelled.";
export const PAIRING_OFFLINE = "No connection right now. Check your signal and try again.";
/** How often a phone asks the server whether the other phone has answered. */
export const PAIRING_POLL_MS = 1_000;

export type PairingEngine = Pick<SpaceEngine, "doc" | "enterSpace" | "flush">;

export interface PairingDeps {
  api: OurSpaceApi;
  random: RandomBytes;
  /** The site's origin, for the link. */
  origin: string;
  now(): number;
  wait(ms: number): Promise<void>;
  /** The phone's engine (loaded on first need). */
  engine(): PairingEngine | Promise<PairingEngine>;
}

export interface PairingFlow {
  state(): PairingState;
  invite(): void;
  join(fragment: string): void;
  confirm(): void;
  reject(): void;
  reset(): void;
  /** The screen is gone: stop polling and cancel an unfinished pairing. */
  dispose(): void;
}

interface Session {
  role: "inviter" | "joiner";
  pairing: string;
  secret: string;
  token: string;
  pairingKey: Uint8Array;
  started: number;
}

/** Stops a step whose flow was reset, rejected or left. */
class Stopped extends Error {}
/** A step's failure with the words to show. */
class Failed extends Error {}

export function createPairingFlow(deps: PairingDeps, onState: (state: PairingState) => void): PairingFlow {
  const { api, random } = deps;
  let state: PairingState = { step: "idle" };
  let run = 0;
  let session: Session | null = null;
  let disposed = false;

  function set(next: PairingState) {
    state = next;
    if (!disposed) onState(next);
  }

  /** Starts a new run: anything still running for the old one stops at its next step. */
  function begin(): number {
    run += 1;
    return run;
  }

  function check(token: number) {
    if (token !== run || disposed) throw new Stopped();
  }

  function failWith(token: number, error: unknown) {
    if (error instanceof Stopped || token !== run) return;
    const message =
      error instanceof Failed || error instanceof ApiError
        ? error.message
        : error instanceof TypeError
          ? PAIRING_OFFLINE
          : "Something went wrong. Please try again.";
    const ended = session;
    session = null;
    if (ended && !(error instanceof ApiError && error.status === 404)) cancelOnServer(ended);
    set({ step: "failed", message });
  }

  function cancelOnServer(ended: Session) {
    void api.cancelPairing(ended.pairing, { token: ended.token }).catch(() => undefined);
  }

  /**
   * Asks for the pairing every second until `found` gives a value. A pairing gone (404) fails with `goneMessage`;
   * a lost connection is only a pause; past the pairing's lifetime it fails as expired.
   */
  async function poll<T>(
    token: number,
    current: Session | { pairing: string; started: number },
    found: (view: PairingView) => T | null,
    goneMessage: string,
  ): Promise<T> {
    for (;;) {
      check(token);
      if (deps.now() - current.started > PAIRING_TTL_MS) throw new Failed(SPACE_ERRORS.pairingMissing);
      try {
        const view = await api.getPairing(current.pairing);
        check(token);
        const value = found(view);
        if (value !== null) return value;
      } catch (error) {
        if (error instanceof Stopped) throw error;
        if (error instanceof ApiError && error.status === 404) throw new Failed(goneMessage);
        if (error instanceof ApiError) throw error;
        // No connection for a moment: ask again.
      }
      await deps.wait(PAIRING_POLL_MS);
    }
  }

  /** While the couple compares, a pairing cancelled by the other phone ends this one's wait too. */
  function watchForCancel(token: number, current: Session) {
    poll(token, current, () => null, PAIRING_CANCELLED).catch((error: unknown) => failWith(token, error));
  }

  async function invite(token: number) {
    set({ step: "waiting", role: "inviter" });
    const keys = newPairingKeys(random);
    const secret = newLinkSecret(random);
    // Only the commitment goes now; the key itself once the joiner's key is fixed.
    const commitment = commitKey(keys.publicKey);
    const created = await api.createPairing({ commitment });
    check(token);
    const started = deps.now();
    const pending = { pairing: created.pairing, started };
    // Cancelled on the server if this run stops before the partner answers.
    session = {
      role: "inviter",
      pairing: created.pairing,
      secret,
      token: created.token,
      pairingKey: new Uint8Array(),
      started,
    };
    set({ step: "inviting", link: pairingLink(deps.origin, created.pairing, secret) });
    const joiner = await poll(token, pending, (view) => view.joiner, SPACE_ERRORS.pairingMissing);
    // Against this phone's own commitment: the joiner's proof says which commitment it saw.
    if (!checkJoiner(secret, commitment, joiner.key, joiner.proof)) throw new Failed(SPACE_ERRORS.badProof);
    const derived = derivePairing(keys.secretKey, joiner.key, secret, keys.publicKey, joiner.key);
    if (!derived) throw new Failed(SPACE_ERRORS.badProof);
    try {
      await api.revealPairing(created.pairing, {
        token: created.token,
        key: keys.publicKey,
        proof: proveInviter(secret, keys.publicKey, joiner.key),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw new Failed(PAIRING_CANCELLED);
      throw error;
    }
    check(token);
    session = { ...session, pairingKey: derived.pairingKey };
    set({ step: "compare", role: "inviter", safetyCode: derived.safetyCode });
    watchForCancel(token, session);
  }

  async function join(token: number, fragment: string) {
    set({ step: "waiting", role: "joiner" });
    const link = readPairingFragment(fragment);
    if (!link) throw new Failed(SPACE_ERRORS.badProof);
    const view = await api.getPairing(link.pairing);
    check(token);
    // Read once: the key the inviter reveals later must match this, whatever the server shows by then.
    const { commitment } = view;
    const keys = newPairingKeys(random);
    let proof: string;
    try {
      proof = proveJoiner(link.secret, commitment, keys.publicKey);
    } catch {
      // Not a commitment at all.
      throw new Failed(SPACE_ERRORS.badProof);
    }
    const joined = await api.joinPairing(link.pairing, { key: keys.publicKey, proof });
    check(token);
    const current: Session = {
      role: "joiner",
      pairing: link.pairing,
      secret: link.secret,
      token: joined.token,
      pairingKey: new Uint8Array(),
      started: deps.now(),
    };
    // Cancelled on the server if this run stops while the inviter has not shown its key.
    session = current;
    const inviter = await poll(token, current, (next) => next.inviter, PAIRING_CANCELLED);
    const genuine =
      checkCommitment(commitment, inviter.key) && checkInviter(link.secret, inviter.key, keys.publicKey, inviter.proof);
    if (!genuine) throw new Failed(SPACE_ERRORS.badProof);
    const derived = derivePairing(keys.secretKey, inviter.key, link.secret, inviter.key, keys.publicKey);
    if (!derived) throw new Failed(SPACE_ERRORS.badProof);
    session = { ...current, pairingKey: derived.pairingKey };
    set({ step: "compare", role: "joiner", safetyCode: derived.safetyCode });
    watchForCancel(token, session);
  }

  async function confirmAsInviter(token: number, current: Session) {
    const engine = await deps.engine();
    check(token);
    engine.flush();
    const spaceKey = newSpaceKey(random);
    const { space, access, contentKey } = spaceCredentials(spaceKey);
    await api.createSpace({ space, access });
    check(token);
    const stateVector = Y.encodeStateVector(engine.doc);
    const body = encryptBlob(contentKey, space, SNAPSHOT_ID, Y.encodeStateAsUpdate(engine.doc), random);
    const ending = () => void api.endSpace({ space, access }).catch(() => undefined);
    try {
      await api.snapshot({ space, access }, 0, body);
      check(token);
      await api.sealPairing(current.pairing, {
        token: current.token,
        sealed: sealSpaceKey(current.pairingKey, current.pairing, spaceKey, random),
      });
      check(token);
    } catch (error) {
      ending();
      if (error instanceof ApiError && error.status === 404) throw new Failed(PAIRING_CANCELLED);
      throw error;
    }
    session = null;
    const old = engine.enterSpace(spaceKey, { since: stateVector });
    if (old) void api.endSpace(old).catch(() => undefined);
    set({ step: "paired" });
  }

  async function confirmAsJoiner(token: number, current: Session) {
    const sealed = await poll(token, current, (view) => view.sealed, PAIRING_CANCELLED);
    const spaceKey = openSpaceKey(current.pairingKey, current.pairing, sealed);
    if (!spaceKey) throw new Failed(SPACE_ERRORS.badProof);
    const engine = await deps.engine();
    check(token);
    session = null;
    // The joiner is done with the pairing: its one-time data goes from the server now.
    cancelOnServer(current);
    const old = engine.enterSpace(spaceKey, { merge: true });
    if (old && old.space !== spaceCredentials(spaceKey).space) void api.endSpace(old).catch(() => undefined);
    set({ step: "paired" });
  }

  function stop() {
    begin();
    const ended = session;
    session = null;
    if (ended) cancelOnServer(ended);
  }

  return {
    state: () => state,
    invite() {
      stop();
      const token = run;
      invite(token).catch((error: unknown) => failWith(token, error));
    },
    join(fragment) {
      stop();
      const token = run;
      join(token, fragment).catch((error: unknown) => failWith(token, error));
    },
    confirm() {
      const current = session;
      if (state.step !== "compare" || !current) return;
      const token = begin();
      set({ step: "waiting", role: current.role });
      const step = current.role === "inviter" ? confirmAsInviter(token, current) : confirmAsJoiner(token, current);
      step.catch((error: unknown) => failWith(token, error));
    },
    reject() {
      if (state.step === "idle" || state.step === "paired") return;
      stop();
      set({ step: "failed", message: PAIRING_CANCELLED });
    },
    reset() {
      stop();
      set({ step: "idle" });
    },
    dispose() {
      stop();
      disposed = true;
    },
  };
}
