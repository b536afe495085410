/**
 * The phone's side of the shared document: one Y.Doc per page load, loaded from the device, saved back on every
 * change, and (when the phone is in a space) kept in step with the partner's through the server.
 *
 * Local changes (any transaction whose origin is not REMOTE) are gathered for a moment, merged into one Yjs update,
 * put in an envelope with this phone's next sequence number (envelope.ts), encrypted under a fresh update id, stored
 * as pending, then pushed; the server's ack takes them off the list, and every welcome makes the line send again
 * whatever is still pending (the server stores an id once). The phone compacts the log into one encrypted snapshot
 * (with the sequence numbers it covers) when enough has piled up, when the space is full, and when a change is too
 * large for one update.
 *
 * Nothing missing goes unnoticed. Blobs from the server are opened and taken in order of each writer's sequence: one
 * that comes after a gap (the server dropped, reordered or replaced one) is held back, not applied, so the document
 * never shows a mix of edits that nobody had; the state says which phone's update is missing (`missing`), and the
 * phone posts, encrypted, what it has (a "state" envelope). The partner's phone answers with a "fill" (everything
 * this phone lacks, which stands on its own) or a snapshot, and the held updates follow. A number already applied is
 * a replay, and is ignored. A blob that does not open is reported once (SPACE_ERRORS.unreadable) and also asks the
 * partner for what it lacks. Blobs from before envelopes (no sequence) are still applied as they are.
 *
 * Everything the outside world gives (storage, randomness, the line, timers, the server's "end") is an argument,
 * so tests drive two engines through a server in memory.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import * as Y from "yjs";
import {
  decryptBlob,
  decryptExport,
  encryptExport,
  newRecoveryCode,
  openEnvelope,
  sealEnvelope,
  spaceCredentials,
  toBase64Url,
} from "@domain/our-space/crypto";
import type { Envelope, EnvelopeKind } from "@domain/our-space/envelope";
import {
  MAX_SNAPSHOT_BYTES,
  MAX_UPDATE_BYTES,
  SPACE_ERRORS,
  type SpaceBlob,
  type SpaceServerMessage,
} from "@domain/our-space/protocol";
import { copyOwnData, readSpace } from "@domain/our-space/space-doc";
import type { SpaceView } from "@domain/our-space/view";
import type { StorageLike } from "~/lib/device-storage";
import {
  addPending,
  enterStoredSpace,
  forgetStoredSpace,
  wasEndedByPartner,
  loadDoc,
  loadPending,
  loadSent,
  loadSeq,
  loadSpaceKey,
  loadStreams,
  MERGE_DUE,
  memberId,
  removePending,
  saveDoc,
  saveSent,
  saveSeq,
  saveStreams,
  SNAPSHOT_DUE,
  type RandomBytes,
  type StoredPush,
} from "./storage";
import type { SpaceStatus } from "./types";

/** The origin of transactions that bring the partner's changes (never pushed back). */
export const REMOTE = "remote";
/**
 * The origin of the bridge's transactions (bridge.ts): what they write comes from the phone's own stores, so a
 * phone that was never paired and wrote nothing else keeps no document (and later pages load none of this code).
 */
export const BRIDGE = "bridge";
/** The update id of a snapshot (part of its associated data). */
export const SNAPSHOT_ID = "snapshot";

export interface SpaceCredentials {
  space: string;
  access: string;
}

/** What a line says hello with: the space, its access token, and this phone's device id in it (presence only). */
export interface LineCredentials extends SpaceCredentials {
  device: string;
}

export type LineStatus = "connecting" | "online" | "offline";

/** What the line asks of the engine and tells it. */
export interface LineHandlers {
  /** The newest seq applied, for the hello. */
  after(): number;
  /** Pushes the server has not acknowledged: sent again after each welcome. */
  unacknowledged(): StoredPush[];
  onMessage(message: SpaceServerMessage): void;
  onStatus(status: LineStatus): void;
}

/** The live line to the space (connection.ts, or a server in memory in tests). */
export interface SpaceLine {
  /** Sends now when the line is up; otherwise the next welcome's resend carries it. */
  push(id: string, body: string): void;
  snapshot(covers: number, body: string): void;
  close(): void;
}

export type ConnectSpace = (credentials: LineCredentials, handlers: LineHandlers) => SpaceLine;

export interface EngineOptions {
  storage: StorageLike;
  random: RandomBytes;
  connect: ConnectSpace;
  /** POST end: resolves once the server's copy is gone (or was already); throws when the server cannot be reached. */
  endSpace(credentials: SpaceCredentials): Promise<void>;
  /** Runs `run` after `ms`; returns its cancel. */
  later(run: () => void, ms: number): () => void;
  /** How long local changes gather before they go out as one update (default 300 ms). */
  batchMs?: number;
  /** Compaction thresholds (default 100 blobs or 256 KB since the last snapshot). */
  compactAfter?: { blobs: number; bytes: number };
}

export interface EngineState {
  status: SpaceStatus;
  paired: boolean;
  partnerOnline: boolean;
  pending: number;
  notice: string | null;
  /** Set while an update from the partner's phone is known to be missing (missingUpdateNotice), until it is back. */
  missing: string | null;
  view: SpaceView;
}

/** The words shown while a partner's update is missing: their nickname, or "your partner". */
export function missingUpdateNotice(name: string | null): string {
  const who = name ?? "your partner";
  return `An update from ${who} is missing — it will come back when ${who}'s phone is online`;
}

export interface SpaceEngine {
  /** The document; a new one (only this phone's own part) once the phone leaves a space. */
  readonly doc: Y.Doc;
  /** This phone's member id. */
  readonly me: string;
  state(): EngineState;
  subscribe(listener: () => void): () => void;
  /** Sends the gathered local changes now (also on page hide). */
  flush(): void;
  tell(notice: string): void;
  dismissNotice(): void;
  /** The space key, or null when unpaired. */
  spaceKey(): Uint8Array | null;
  credentials(): SpaceCredentials | null;
  /**
   * Switches to a new space (pairing). `since`: the state vector of the snapshot already uploaded (the inviter;
   * what changed after it is pushed); `merge`: this phone's document goes into the space as a snapshot once the
   * space's content has arrived (the joiner); `leaving`: a phone still in a space first leaves it as on unpairing,
   * keeping only its own part of the document (a phone joining another's invitation takes nothing of its old
   * partner's along). Returns the old space's credentials, if any.
   */
  enterSpace(
    spaceKey: Uint8Array,
    options: { since?: Uint8Array; merge?: boolean; leaving?: boolean },
  ): SpaceCredentials | null;
  /** Ends the space for both phones; this phone keeps its own part of the document (startOwnDoc). */
  unpair(): Promise<void>;
  exportSpace(now: Date): { fileName: string; text: string; code: string };
  importSpace(fileText: string, code: string): boolean;
  /** Another tab saved the document: take its changes in. */
  absorbStoredDoc(): void;
  close(): void;
}

interface OpenSpace extends SpaceCredentials {
  key: Uint8Array;
  contentKey: Uint8Array;
}

/**
 * One writer's sequence: the last number applied without a gap, and what arrived past a gap, by number (an update
 * waiting to be applied, or null for one already applied or with nothing to apply).
 */
interface Stream {
  applied: number;
  held: Map<number, Uint8Array | null>;
}

/** Decoded size of a base64url text. */
export function blobBytes(body: string): number {
  return Math.floor((body.length * 3) / 4);
}

/**
 * The phone's device id in one space (so its own tabs do not count as the partner): the same in every tab, and not
 * the same in two spaces, so the server cannot link them.
 */
export function deviceId(member: string, space: string): string {
  return toBase64Url(sha256(utf8ToBytes(`entwine/our-space/device/${member}/${space}`)).subarray(0, 16));
}

function openSpace(key: Uint8Array): OpenSpace {
  const { space, access, contentKey } = spaceCredentials(key);
  return { key, space, access, contentKey };
}

/** An update that changes nothing (no structs, no deletions) is two zero bytes. */
function isEmptyUpdate(update: Uint8Array): boolean {
  return update.length <= 2 && update.every((byte) => byte === 0);
}

/**
 * The largest plaintext that still fits one update once encrypted (24-byte nonce, 16-byte tag) in its envelope
 * (version, kind, writer of at most 64 characters, seq, an empty vector).
 */
const PIECE_BYTES = MAX_UPDATE_BYTES - 40 - 75;
const EVERYTHING = Number.MAX_SAFE_INTEGER;

/**
 * An update too large for one push, as one piece per Yjs client (each page load writes as its own client): each
 * piece applies on its own, or waits in the partner's document for the piece it depends on.
 */
function pieces(update: Uint8Array): Uint8Array[] {
  if (update.length <= PIECE_BYTES) return [update];
  const clients = new Set(Y.decodeUpdate(update).structs.map((struct) => struct.id.client));
  if (clients.size < 2) return [update];
  return [...clients].map((client) => {
    const others = new Map([...clients].map((other) => [other, other === client ? 0 : EVERYTHING]));
    return Y.diffUpdate(update, Y.encodeStateVector(others));
  });
}

const MARKERS = new Set([SNAPSHOT_DUE, MERGE_DUE]);
/**
 * Refusals that time mends, with how long to wait before sending the change again: it stays on the phone meanwhile
 * (and goes with every welcome). Any other refusal drops the change from what waits to be sent.
 */
const KEPT_REFUSALS = new Map<string, number>([
  [SPACE_ERRORS.slowDown, 5_000],
  [SPACE_ERRORS.serverFull, 60_000],
  [SPACE_ERRORS.networkAllowance, 15 * 60_000],
]);

export function createEngine(options: EngineOptions): SpaceEngine {
  const { storage, random, connect, later } = options;
  const batchMs = options.batchMs ?? 300;
  const compactAfter = options.compactAfter ?? { blobs: 100, bytes: 256 * 1024 };
  const me = memberId(storage, random);

  // Replaced by a fresh one holding only this phone's own data when it leaves a space (startOwnDoc).
  let doc = new Y.Doc();
  const stored = loadDoc(storage);
  if (stored) {
    try {
      Y.applyUpdate(doc, stored, REMOTE);
    } catch {
      // A damaged copy: start from an empty document rather than stop (the space brings the shared data back).
    }
  }

  const storedKey = loadSpaceKey(storage);
  let space: OpenSpace | null = storedKey ? openSpace(storedKey) : null;
  let seq = space ? loadSeq(storage) : 0;
  let line: SpaceLine | null = null;
  let lineStatus: LineStatus = "connecting";
  let ended = !space && wasEndedByPartner(storage);
  let leaving = false;
  let closed = false;
  let partnerOnline = false;
  let notice: string | null = null;
  let queued: Uint8Array[] = [];
  let cancelFlush: (() => void) | null = null;
  let sinceSnapshot = { blobs: 0, bytes: 0 };
  let snapshotInFlight: { covers: number; then?: () => void } | null = null;
  const retriedFull = new Set<string>();
  /** Unreadable blobs already reported (a phone with a hole reads the log again on each hello). */
  const reported = new Set<string>();
  /** Each writing phone's sequence as this phone has it (the own phone's too): see loadStreamsOf. */
  let streams = new Map<string, Stream>();
  loadStreamsOf(space);
  /** The newest server seq before the first blob held back: the next hello asks from there while a gap lasts. */
  let safeSeq = seq;
  /** The vector this page load last posted in a "state" envelope (one post per change of what is missing). */
  let lastAnnounced: string | null = null;
  /** Set when a blob's content would not apply to the document (reported like a blob that does not open). */
  let contentFailed = false;
  const listeners = new Set<() => void>();
  let view: SpaceView = readSpace(doc);
  let viewStale = false;
  let current: EngineState = snapshotState();

  function snapshotState(): EngineState {
    const pending = space ? loadPending(storage).length + (queued.length > 0 ? 1 : 0) : 0;
    const status: SpaceStatus = space ? lineStatus : ended ? "ended" : "unpaired";
    const from = space ? gapped() : null;
    const missing = from ? missingUpdateNotice(view.members.find((member) => member.id === from)?.name ?? null) : null;
    return {
      status,
      paired: space !== null,
      partnerOnline: space ? partnerOnline : false,
      pending,
      notice,
      missing,
      view,
    };
  }

  function changed() {
    if (viewStale) {
      view = readSpace(doc);
      viewStale = false;
    }
    current = snapshotState();
    for (const listener of [...listeners]) listener();
  }

  function tell(message: string) {
    notice = message;
    changed();
  }

  /** Whether the document is worth keeping on the device: stored before, in a space, or written by the screens. */
  let keep = stored !== null || space !== null;

  function save() {
    if (keep) saveDoc(storage, Y.encodeStateAsUpdate(doc));
  }

  const onUpdate = (update: Uint8Array, origin: unknown) => {
    viewStale = true;
    if (origin === REMOTE) return;
    if (origin !== BRIDGE) keep = true;
    queued.push(update);
    cancelFlush ??= later(flush, batchMs);
    changed();
  };
  doc.on("update", onUpdate);

  function flush() {
    cancelFlush?.();
    cancelFlush = null;
    if (queued.length === 0) return;
    const update = queued.length === 1 ? queued[0]! : Y.mergeUpdates(queued);
    queued = [];
    if (space) sendUpdate(space, update);
    save();
    changed();
  }

  /**
   * Puts a change in its envelope under this phone's next number, encrypts, stores as pending, then pushes; a large
   * change goes in pieces, and one still too large for an update goes into the next snapshot instead.
   */
  function sendUpdate(target: OpenSpace, update: Uint8Array) {
    for (const piece of pieces(update)) {
      if (sendEnvelope(target, "update", piece)) continue;
      addPending(storage, { id: SNAPSHOT_DUE, body: "" });
      if (lineStatus === "online") compact();
    }
  }

  /** False (nothing sent, no number taken) when the sealed blob would pass MAX_UPDATE_BYTES. */
  function sendEnvelope(
    target: OpenSpace,
    kind: Exclude<EnvelopeKind, "snapshot">,
    body: Uint8Array,
    vector: ReadonlyMap<string, number> = new Map(),
  ): boolean {
    const own = stream(me);
    const next = Math.max(loadSent(storage, target.space), own.applied, ...own.held.keys()) + 1;
    const id = toBase64Url(random(16));
    const sealed = sealEnvelope(
      target.contentKey,
      target.space,
      id,
      { kind, writer: me, seq: next, vector, body },
      random,
    );
    if (blobBytes(sealed) > MAX_UPDATE_BYTES) return false;
    saveSent(storage, target.space, next);
    own.held.set(next, null);
    advance(own, []);
    addPending(storage, { id, body: sealed });
    line?.push(id, sealed);
    return true;
  }

  // ---- each writer's sequence ----

  function loadStreamsOf(target: OpenSpace | null) {
    streams = new Map();
    if (!target) return;
    for (const [writer, applied] of loadStreams(storage, target.space))
      streams.set(writer, { applied, held: new Map() });
  }

  function stream(writer: string): Stream {
    let found = streams.get(writer);
    if (!found) {
      found = { applied: 0, held: new Map() };
      streams.set(writer, found);
    }
    return found;
  }

  /** Writer → the last seq applied without a gap. */
  function vector(): Map<string, number> {
    return new Map([...streams].map(([writer, entry]) => [writer, entry.applied]));
  }

  /** The partner whose updates wait behind a gap, if any (this phone's own tabs never wait: see `receive`). */
  function gapped(): string | null {
    return [...streams].find(([writer, entry]) => writer !== me && entry.held.size > 0)?.[0] ?? null;
  }
  function hasGap(): boolean {
    return gapped() !== null;
  }

  /** Applies one Yjs update (origin REMOTE); false when it does not apply. */
  function applyContent(update: Uint8Array, applied: Uint8Array[]): boolean {
    try {
      Y.applyUpdate(doc, update, REMOTE);
      applied.push(update);
      return true;
    } catch {
      contentFailed = true;
      return false;
    }
  }

  /** Applies what waited for the numbers now filled in. */
  function advance(entry: Stream, applied: Uint8Array[]) {
    while (entry.held.has(entry.applied + 1)) {
      const update = entry.held.get(entry.applied + 1);
      entry.held.delete(entry.applied + 1);
      entry.applied += 1;
      if (update) applyContent(update, applied);
    }
  }

  /** A whole document (fill or snapshot) was applied: every number its vector names is here now. */
  function raise(covered: ReadonlyMap<string, number>, applied: Uint8Array[]) {
    for (const [writer, last] of covered) {
      const entry = stream(writer);
      if (last <= entry.applied) continue;
      entry.applied = last;
      for (const held of [...entry.held.keys()]) if (held <= last) entry.held.delete(held);
      advance(entry, applied);
    }
  }

  /**
   * One opened envelope. An update waits until every earlier number of its writer is here; a number seen before is a
   * replay and changes nothing. A fill or snapshot is a whole document, so it applies at once. This phone's own
   * updates (from its other tabs) apply at once: its document already has what they build on.
   */
  function receive(envelope: Envelope, applied: Uint8Array[], answers: Envelope[]) {
    if (envelope.kind === "snapshot") {
      if (applyContent(envelope.body, applied)) raise(envelope.vector, applied);
      return;
    }
    const entry = stream(envelope.writer);
    if (envelope.seq <= entry.applied || entry.held.has(envelope.seq)) return;
    const own = envelope.writer === me;
    if (envelope.kind === "fill" || (own && envelope.kind === "update")) {
      if (applyContent(envelope.body, applied) && envelope.kind === "fill") raise(envelope.vector, applied);
      if (envelope.seq > entry.applied) entry.held.set(envelope.seq, null);
    } else entry.held.set(envelope.seq, envelope.kind === "update" ? envelope.body : null);
    if (envelope.kind === "state" && !own) answers.push(envelope);
    advance(entry, applied);
  }

  /** Posts, encrypted, what this phone has, so the partner's phone sends what is missing. */
  function announce(target: OpenSpace, always: boolean) {
    const have = vector();
    const signature = JSON.stringify([...have]);
    if (!always && signature === lastAnnounced) return;
    lastAnnounced = signature;
    sendEnvelope(target, "state", Y.encodeStateVector(doc), have);
  }

  /**
   * The partner said what it has: when this phone has something it lacks (one of this phone's numbers, or anything
   * in the document), the whole document goes as a fill, or as a snapshot when it is too large for one update.
   */
  function answer(target: OpenSpace, state: Envelope) {
    let lacks = (state.vector.get(me) ?? 0) < stream(me).applied;
    if (!lacks) {
      let theirs: Map<number, number>;
      try {
        theirs = Y.decodeStateVector(state.body);
      } catch {
        return;
      }
      for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVector(doc)))
        if (clock > (theirs.get(client) ?? 0)) lacks = true;
    }
    if (!lacks || hasHoles()) return;
    if (sendEnvelope(target, "fill", Y.encodeStateAsUpdate(doc), vector())) return;
    addPending(storage, { id: SNAPSHOT_DUE, body: "" });
    compact();
  }

  /** Stores how far this phone has read: while a gap lasts, no further than the blob before it. */
  function keepSeq(target: OpenSpace) {
    if (!hasGap()) safeSeq = seq;
    saveSeq(storage, hasGap() ? safeSeq : seq);
    saveStreams(storage, target.space, vector());
  }

  /** The document holds changes waiting for an earlier one it never got (an unreadable blob). */
  const hasHoles = () => doc.store.pendingStructs !== null || doc.store.pendingDs !== null;

  /** Sends the whole document as the space's snapshot, covering everything applied so far. */
  function compact(then?: () => void) {
    // With a hole or a gap, a snapshot would make it permanent: the partner's phone fills it (see `after`, `announce`).
    if (!space || !line || lineStatus !== "online" || snapshotInFlight || hasHoles() || hasGap()) {
      then?.();
      return;
    }
    const snapshot = {
      kind: "snapshot",
      writer: me,
      seq: 0,
      vector: vector(),
      body: Y.encodeStateAsUpdate(doc),
    } as const;
    const body = sealEnvelope(space.contentKey, space.space, SNAPSHOT_ID, snapshot, random);
    if (blobBytes(body) > MAX_SNAPSHOT_BYTES) {
      tell(SPACE_ERRORS.full);
      then?.();
      return;
    }
    snapshotInFlight = { covers: seq, then };
    sinceSnapshot = { blobs: 0, bytes: 0 };
    line.snapshot(seq, body);
  }

  function maybeCompact() {
    if (sinceSnapshot.blobs > compactAfter.blobs || sinceSnapshot.bytes > compactAfter.bytes) compact();
  }

  /**
   * Takes the blobs in, each writer's in the order of its numbers (see `receive`); returns the updates applied. A blob
   * that does not open, or whose content does not apply, is reported once; a new gap or such a blob makes this phone
   * say what it has, and the partner's answers go out once all are in.
   */
  function applyBlobs(target: OpenSpace, blobs: SpaceBlob[]): Uint8Array[] {
    let unreadable = false;
    const applied: Uint8Array[] = [];
    const answers: Envelope[] = [];
    const gapBefore = JSON.stringify([gapped(), gapped() && stream(gapped()!).applied]);
    for (const blob of blobs) {
      contentFailed = false;
      const envelope = openEnvelope(target.contentKey, target.space, blob.id, blob.body);
      if (envelope && (envelope.kind === "snapshot") === (blob.id === SNAPSHOT_ID)) receive(envelope, applied, answers);
      else {
        // A blob from before envelopes (no numbers): applied as it is.
        const plain = envelope ? null : decryptBlob(target.contentKey, target.space, blob.id, blob.body);
        if (!plain || !applyContent(plain, applied)) contentFailed = true;
      }
      const key = `${blob.seq}/${blob.id}`;
      if (contentFailed && !reported.has(key)) {
        reported.add(key);
        unreadable = true;
      }
      if (Number.isSafeInteger(blob.seq) && blob.seq > seq) seq = blob.seq;
      if (blob.kind === "snapshot") sinceSnapshot = { blobs: 0, bytes: 0 };
      else sinceSnapshot = { blobs: sinceSnapshot.blobs + 1, bytes: sinceSnapshot.bytes + blobBytes(blob.body) };
    }
    contentFailed = false;
    save();
    keepSeq(target);
    if (unreadable) notice = SPACE_ERRORS.unreadable;
    // One answer per writer, to its newest word: the log read again may hold several of its older ones.
    const newest = new Map(answers.sort((x, y) => x.seq - y.seq).map((state) => [state.writer, state]));
    for (const state of newest.values()) answer(target, state);
    const gapAfter = JSON.stringify([gapped(), gapped() && stream(gapped()!).applied]);
    if (unreadable || (hasGap() && gapAfter !== gapBefore)) announce(target, unreadable);
    return applied;
  }

  /** The joiner's own document goes into the space: what the space's content (`applied`) lacks of it. */
  function mergeIn(target: OpenSpace, applied: Uint8Array[]) {
    removePending(storage, MERGE_DUE);
    const server = new Y.Doc();
    for (const update of applied) Y.applyUpdate(server, update);
    const missing = Y.encodeStateAsUpdate(doc, Y.encodeStateVector(server));
    server.destroy();
    if (!isEmptyUpdate(missing)) sendUpdate(target, missing);
  }

  /**
   * Leaving is leaving: the document starts again from this phone's own part of it (copyOwnData), so nothing the
   * partner wrote stays on this phone or goes into a next space, not even as a deleted entry in the document's
   * history. The bridge puts the phone's own stores back in (bridge.ts follows the new document).
   */
  function startOwnDoc() {
    cancelFlush?.();
    cancelFlush = null;
    queued = [];
    const fresh = new Y.Doc();
    copyOwnData(doc, fresh, me);
    doc.off("update", onUpdate);
    doc.destroy();
    doc = fresh;
    doc.on("update", onUpdate);
    reported.clear();
    viewStale = true;
    save();
  }

  function forget(status: "ended" | "unpaired") {
    line?.close();
    line = null;
    space = null;
    seq = 0;
    safeSeq = 0;
    streams = new Map();
    snapshotInFlight = null;
    partnerOnline = false;
    forgetStoredSpace(storage, status === "ended");
    ended = status === "ended";
    startOwnDoc();
    changed();
  }

  function onPushRefused(push: StoredPush, message: string) {
    if (message === SPACE_ERRORS.full && !retriedFull.has(push.id)) {
      retriedFull.add(push.id);
      compact(() => line?.push(push.id, push.body));
      return;
    }
    const waitMs = KEPT_REFUSALS.get(message);
    if (waitMs !== undefined) {
      // Kept: it goes again after a while, and with every welcome.
      later(() => {
        if (loadPending(storage).some((entry) => entry.id === push.id)) line?.push(push.id, push.body);
      }, waitMs);
    } else removePending(storage, push.id);
    tell(message);
  }

  function onSnapshotAnswer(error: string | null) {
    const flight = snapshotInFlight;
    snapshotInFlight = null;
    if (error === null || error === SPACE_ERRORS.staleSnapshot) {
      sinceSnapshot = { blobs: 0, bytes: 0 };
      // A newer snapshot from the partner does not hold this phone's large change: it goes again later.
      if (error === null) removePending(storage, SNAPSHOT_DUE);
      else if (flight && seq > flight.covers && loadPending(storage).some((push) => push.id === SNAPSHOT_DUE))
        compact();
    } else tell(error);
    flight?.then?.();
    changed();
  }

  function onMessage(target: OpenSpace, message: SpaceServerMessage) {
    if (space !== target || closed) return;
    switch (message.t) {
      case "welcome": {
        const applied = applyBlobs(target, message.blobs);
        if (message.seq > seq) seq = message.seq;
        keepSeq(target);
        partnerOnline = message.partnerOnline;
        lineStatus = "online";
        const markers = loadPending(storage).filter((push) => MARKERS.has(push.id));
        if (markers.some((push) => push.id === MERGE_DUE)) mergeIn(target, applied);
        if (markers.some((push) => push.id === SNAPSHOT_DUE)) compact();
        else maybeCompact();
        break;
      }
      case "blobs":
        applyBlobs(target, message.blobs);
        maybeCompact();
        break;
      case "ack": {
        const push = loadPending(storage).find((entry) => entry.id === message.id);
        removePending(storage, message.id);
        // Only a seq right after the last one applied may be skipped on the next hello: nothing can be missing.
        if (message.seq === seq + 1) {
          seq = message.seq;
          keepSeq(target);
        }
        if (push) sinceSnapshot = { blobs: sinceSnapshot.blobs + 1, bytes: sinceSnapshot.bytes + blobBytes(push.body) };
        maybeCompact();
        break;
      }
      case "compacted":
        if (snapshotInFlight) onSnapshotAnswer(null);
        else {
          sinceSnapshot = { blobs: 0, bytes: 0 };
          // The partner's snapshot may hold what is missing here: say hello again to read it.
          if (hasGap()) {
            line?.close();
            connectLine();
            return;
          }
        }
        break;
      case "presence":
        partnerOnline = message.partnerOnline;
        break;
      case "error": {
        if (message.message === SPACE_ERRORS.missing) {
          if (!leaving) forget("ended");
          return;
        }
        const push = message.re ? loadPending(storage).find((entry) => entry.id === message.re) : undefined;
        if (push && !MARKERS.has(push.id)) onPushRefused(push, message.message);
        else if (snapshotInFlight && (message.re === SNAPSHOT_ID || !message.re)) onSnapshotAnswer(message.message);
        else tell(message.message);
        return;
      }
      case "ended":
        if (!leaving) forget("ended");
        return;
      case "pong":
        return;
    }
    changed();
  }

  function connectLine() {
    if (!space || closed) return;
    const target = space;
    lineStatus = "connecting";
    line = connect(
      { space: target.space, access: target.access, device: deviceId(me, target.space) },
      {
        // With a hole, everything from the last snapshot again: the partner's next snapshot fills it.
        after: () => (space === target && !hasHoles() ? (hasGap() ? safeSeq : seq) : 0),
        unacknowledged: () => (space === target ? loadPending(storage).filter((push) => !MARKERS.has(push.id)) : []),
        onMessage: (message) => onMessage(target, message),
        onStatus: (status) => {
          if (space !== target || closed) return;
          if (status !== "online") {
            lineStatus = status;
            snapshotInFlight = null;
            changed();
          }
        },
      },
    );
  }

  connectLine();

  return {
    get doc() {
      return doc;
    },
    me,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    flush,
    tell,
    dismissNotice() {
      notice = null;
      changed();
    },
    spaceKey: () => space?.key ?? null,
    credentials: () => (space ? { space: space.space, access: space.access } : null),
    enterSpace(spaceKey, { since, merge, leaving: leavingOld }) {
      const old = space ? { space: space.space, access: space.access } : null;
      if (old && leavingOld) startOwnDoc();
      cancelFlush?.();
      cancelFlush = null;
      queued = [];
      line?.close();
      line = null;
      enterStoredSpace(storage, spaceKey);
      space = openSpace(spaceKey);
      keep = true;
      seq = 0;
      safeSeq = 0;
      loadStreamsOf(space);
      lastAnnounced = null;
      ended = false;
      partnerOnline = false;
      snapshotInFlight = null;
      sinceSnapshot = { blobs: 0, bytes: 0 };
      if (since) {
        const diff = Y.encodeStateAsUpdate(doc, since);
        if (!isEmptyUpdate(diff)) sendUpdate(space, diff);
      }
      if (merge) addPending(storage, { id: MERGE_DUE, body: "" });
      save();
      connectLine();
      changed();
      return old;
    },
    async unpair() {
      const target = space;
      if (!target) return;
      flush();
      leaving = true;
      try {
        await options.endSpace({ space: target.space, access: target.access });
      } finally {
        leaving = false;
      }
      if (space === target) forget("unpaired");
    },
    exportSpace(now) {
      flush();
      const code = newRecoveryCode(random);
      const text = encryptExport(code, Y.encodeStateAsUpdate(doc), random);
      return { fileName: `our-space-${now.toISOString().slice(0, 10)}.json`, text, code };
    },
    importSpace(fileText, code) {
      const state = decryptExport(code, fileText);
      if (!state) return false;
      try {
        Y.applyUpdate(doc, state, "import");
      } catch {
        return false;
      }
      flush();
      return true;
    },
    absorbStoredDoc() {
      const state = loadDoc(storage);
      if (!state) return;
      try {
        Y.applyUpdate(doc, state, REMOTE);
      } catch {
        return;
      }
      changed();
    },
    close() {
      flush();
      closed = true;
      doc.off("update", onUpdate);
      line?.close();
      line = null;
      listeners.clear();
    },
  };
}
