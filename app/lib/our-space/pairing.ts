/**
 * The pairing steps of protocol.ts's header comment, for both phones, as a small state machine the hook
 * (use-pairing.ts) drives. Everything outside (the server, randomness, time, the engine) is an argument, so a test
 * runs two phones against a server in memory, and one that swaps keys, forges or skips a step.
 *
 * Inviter: keys and link secret → POST pairings with only a commitment to its key → "inviting" (the link) → polls
 * every second until the joiner's key comes → checks its proof against its own commitment → reveals its key →
 * derives → "compare". confirm(): posts its confirmation (an HMAC under the pairing key) → waits for the joiner's
 * and checks it → a new space key → POST spaces → the whole local document as the space's first snapshot (covering
 * 0) → seals the key for the joiner → waits for the joiner's confirmation of the key and checks it → posts its own
 * → the engine moves to the new space (an old space is ended afterwards, so a lost phone's key opens nothing) →
 * "paired".
 * Joiner: reads the fragment → GET the pairing (the commitment) → keys → POST join → "waiting" while it polls for
 * the inviter's key → checks that key against the commitment it read first, and its proof → derives → "compare".
 * confirm(): posts its confirmation → waits for the inviter's and checks it → waits for the sealed key → opens it →
 * confirms the key → waits for the inviter's answer and checks it → ends the pairing → the engine joins the space,
 * merging its own document in → "paired".
 * So neither phone shows "paired" unless both partners' taps reached the other phone and both phones hold the one
 * key: a confirmation the server made up, replayed from the other role or left out stops both.
 * The commitment is why four words are enough: whoever sits between the phones with the link's secret must pick the
 * key it shows the joiner before it sees the joiner's key, so it cannot try keys until the two codes agree.
 * Either phone's reject() cancels the pairing on the server; the other, still polling, sees it gone and fails with
 * PAIRING_CANCELLED. A phone whose partner has not confirmed within the pairing's ten minutes says so
 * (PAIRING_TIMED_OUT). Every refusal shows the server's words.
 */
import * as Y from "yjs";
import {
  checkCommitment,
  checkInviter,
  checkJoiner,
  checkSpaceKeyConfirmation,
  checkWordsConfirmation,
  commitKey,
  confirmSpaceKey,
  confirmWords,
  derivePairing,
  sealEnvelope,
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
import { PAIRING_TTL_MS, SPACE_ERRORS, type PairingConfirmRequest, type PairingView } from "@domain/our-space/protocol";
import { ApiError } from "~/lib/api-client";
import type { OurSpaceApi } from "./api";
import { SNAPSHOT_ID, type SpaceEngine } from "./engine";
import type { PairingState } from "./types";

export const PAIRING_CANCELLED = "The pairing was cancelled on one of your phones. Nothing was shared.";
export const PAIRING_OFFLINE = "No connection right now. Check your signal and try again.";
export const PAIRING_TIMED_OUT =
  "Your partner's phone did not confirm within 10 minutes, so your phones are not paired. You can start again.";
/** A confirmation that does not check out: made up by someone between the phones, or from another pairing. */
export const PAIRING_UNCONFIRMED =
  "The confirmation from your partner's phone did not check out, so your phones are not paired. Please start again.";
/** How often a phone asks the server whether the other phone has answered. */
export const PAIRING_POLL_MS = 1_000;
/** A pairing gone this close to its end (by this phone's clock) ran out of time rather than being cancelled. */
const EXPIRY_SLACK_MS = 60_000;

export type PairingEngine = Pick<SpaceEngine, "doc" | "enterSpace" | "flush" | "me">;

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
  inviterKey: string;
  joinerKey: string;
  /** When the pairing began, by this phone's clock (the joiner's estimate from the server's expiry). */
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

  /** When a pairing read now began: its expiry as the server gives it, taken back by its lifetime. */
  function startedFrom(view: PairingView): number {
    const now = deps.now();
    const left = Date.parse(view.expiresAt) - now;
    return Number.isFinite(left) && left > 0 && left <= PAIRING_TTL_MS ? now - (PAIRING_TTL_MS - left) : now;
  }

  /**
   * Asks for the pairing every second until `found` gives a value. A pairing gone (404) fails with `goneMessage`;
   * a lost connection is only a pause; past the pairing's lifetime it fails as expired, or, while this phone waits
   * for its partner's confirmation (`confirming`), as not confirmed in time.
   */
  async function poll<T>(
    token: number,
    current: { pairing: string; started: number },
    found: (view: PairingView) => T | null,
    goneMessage: string,
    confirming = false,
  ): Promise<T> {
    const late = () => deps.now() - current.started > PAIRING_TTL_MS - (confirming ? EXPIRY_SLACK_MS : 0);
    for (;;) {
      check(token);
      if (deps.now() - current.started > PAIRING_TTL_MS)
        throw new Failed(confirming ? PAIRING_TIMED_OUT : SPACE_ERRORS.pairingMissing);
      try {
        const view = await api.getPairing(current.pairing);
        check(token);
        const value = found(view);
        if (value !== null) return value;
      } catch (error) {
        if (error instanceof Stopped) throw error;
        if (error instanceof ApiError && error.status === 404)
          throw new Failed(confirming && late() ? PAIRING_TIMED_OUT : goneMessage);
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

  /** Posts one of this phone's confirmations; a pairing gone meanwhile was cancelled. */
  async function sendConfirmation(token: number, current: Session, step: PairingConfirmRequest["step"], mac: string) {
    try {
      await api.confirmPairing(current.pairing, { token: current.token, step, mac });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw new Failed(PAIRING_CANCELLED);
      throw error;
    }
    check(token);
  }

  /** Waits for the partner's confirmation of the words and checks it against this phone's pairing key. */
  async function partnerConfirmedWords(token: number, current: Session) {
    const partner = current.role === "inviter" ? "joiner" : "inviter";
    const mac = await poll(token, current, (view) => view.confirmed[partner], PAIRING_CANCELLED, true);
    const { pairingKey, pairing, inviterKey, joinerKey } = current;
    if (!checkWordsConfirmation(pairingKey, partner, pairing, inviterKey, joinerKey, mac))
      throw new Failed(PAIRING_UNCONFIRMED);
    set({ step: "waiting", role: current.role, for: "key" });
  }

  async function invite(token: number) {
    set({ step: "waiting", role: "inviter", for: "connect" });
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
      inviterKey: keys.publicKey,
      joinerKey: "",
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
    session = { ...session, pairingKey: derived.pairingKey, joinerKey: joiner.key };
    set({ step: "compare", role: "inviter", safetyCode: derived.safetyCode });
    watchForCancel(token, session);
  }

  async function join(token: number, fragment: string) {
    set({ step: "waiting", role: "joiner", for: "connect" });
    const link = readPairingFragment(fragment);
    if (!link) throw new Failed(SPACE_ERRORS.badProof);
    const view = await api.getPairing(link.pairing);
    check(token);
    // Read once: the key the inviter reveals later must match this, whatever the server shows by then.
    const { commitment } = view;
    const started = startedFrom(view);
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
      inviterKey: "",
      joinerKey: keys.publicKey,
      started,
    };
    // Cancelled on the server if this run stops while the inviter has not shown its key.
    session = current;
    const inviter = await poll(token, current, (next) => next.inviter, PAIRING_CANCELLED);
    const genuine =
      checkCommitment(commitment, inviter.key) && checkInviter(link.secret, inviter.key, keys.publicKey, inviter.proof);
    if (!genuine) throw new Failed(SPACE_ERRORS.badProof);
    const derived = derivePairing(keys.secretKey, inviter.key, link.secret, inviter.key, keys.publicKey);
    if (!derived) throw new Failed(SPACE_ERRORS.badProof);
    session = { ...current, pairingKey: derived.pairingKey, inviterKey: inviter.key };
    set({ step: "compare", role: "joiner", safetyCode: derived.safetyCode });
    watchForCancel(token, session);
  }

  async function confirmAsInviter(token: number, current: Session) {
    const { pairingKey, pairing, inviterKey, joinerKey } = current;
    await sendConfirmation(
      token,
      current,
      "words",
      confirmWords(pairingKey, "inviter", pairing, inviterKey, joinerKey),
    );
    // Nothing of the space exists until the joiner's couple has confirmed too.
    await partnerConfirmedWords(token, current);
    const engine = await deps.engine();
    check(token);
    engine.flush();
    const spaceKey = newSpaceKey(random);
    const { space, access, contentKey } = spaceCredentials(spaceKey);
    await api.createSpace({ space, access });
    const stateVector = Y.encodeStateVector(engine.doc);
    // The first snapshot is an envelope like every later one (envelope.ts): a new space has no sequence to cover yet.
    const body = sealEnvelope(
      contentKey,
      space,
      SNAPSHOT_ID,
      { kind: "snapshot", writer: engine.me, seq: 0, vector: new Map(), body: Y.encodeStateAsUpdate(engine.doc) },
      random,
    );
    try {
      check(token);
      await api.snapshot({ space, access }, 0, body);
      check(token);
      await api.sealPairing(pairing, {
        token: current.token,
        sealed: sealSpaceKey(pairingKey, pairing, spaceKey, random),
      });
      check(token);
      const mac = await poll(token, current, (view) => view.keyConfirmed.joiner, PAIRING_CANCELLED, true);
      if (!checkSpaceKeyConfirmation(spaceKey, "joiner", pairing, mac)) throw new Failed(PAIRING_UNCONFIRMED);
      await sendConfirmation(token, current, "key", confirmSpaceKey(spaceKey, "inviter", pairing));
    } catch (error) {
      // The new space goes with the pairing: nobody else holds its key.
      void api.endSpace({ space, access }).catch(() => undefined);
      if (error instanceof ApiError && error.status === 404) throw new Failed(PAIRING_CANCELLED);
      throw error;
    }
    // The joiner ends the pairing once it has read this phone's answer.
    session = null;
    const old = engine.enterSpace(spaceKey, { since: stateVector });
    if (old) void api.endSpace(old).catch(() => undefined);
    set({ step: "paired" });
  }

  async function confirmAsJoiner(token: number, current: Session) {
    const { pairingKey, pairing, inviterKey, joinerKey } = current;
    await sendConfirmation(token, current, "words", confirmWords(pairingKey, "joiner", pairing, inviterKey, joinerKey));
    await partnerConfirmedWords(token, current);
    const sealed = await poll(token, current, (view) => view.sealed, PAIRING_CANCELLED, true);
    const spaceKey = openSpaceKey(pairingKey, pairing, sealed);
    if (!spaceKey) throw new Failed(SPACE_ERRORS.badProof);
    const credentials = spaceCredentials(spaceKey);
    try {
      await sendConfirmation(token, current, "key", confirmSpaceKey(spaceKey, "joiner", pairing));
      const mac = await poll(token, current, (view) => view.keyConfirmed.inviter, PAIRING_CANCELLED, true);
      if (!checkSpaceKeyConfirmation(spaceKey, "inviter", pairing, mac)) throw new Failed(PAIRING_UNCONFIRMED);
    } catch (error) {
      // The inviter may be in the space already (its answer went astray): ended, it hears that this phone is not.
      void api.endSpace({ space: credentials.space, access: credentials.access }).catch(() => undefined);
      throw error;
    }
    const engine = await deps.engine();
    check(token);
    session = null;
    // The joiner is done with the pairing: its one-time data goes from the server now.
    cancelOnServer(current);
    // Joining someone's invitation while still in a space is leaving that space: its partner's data stays behind.
    const old = engine.enterSpace(spaceKey, { merge: true, leaving: true });
    if (old && old.space !== credentials.space) void api.endSpace(old).catch(() => undefined);
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
      set({ step: "waiting", role: current.role, for: "words" });
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
