/**
 * For unit tests only: the server of "Our space" in memory, as far as the phones see it (protocol.ts): pairings,
 * spaces with their blobs, the live line with welcome, acks, relays and snapshots, and a network each phone can
 * lose and get back. It follows the contract, not the real server's code, so the phone's side is tested on its own.
 */
import { toBase64Url } from "@domain/our-space/crypto";
import type { PairingKey, PairingView, SpaceBlob, SpaceServerMessage } from "@domain/our-space/protocol";
import { MAX_SPACE_BYTES, MAX_UPDATE_BYTES, SPACE_ERRORS } from "@domain/our-space/protocol";
import { ApiError } from "~/lib/api-client";
import type { OurSpaceApi } from "~/lib/our-space/api";
import {
  blobBytes,
  type ConnectSpace,
  type LineHandlers,
  type SpaceCredentials,
  type SpaceLine,
} from "~/lib/our-space/engine";

interface StoredSpace {
  access: string;
  blobs: SpaceBlob[];
  ids: Map<string, number>;
  seq: number;
  /** The seq the newest snapshot covers. */
  covers: number;
}

interface StoredPairing {
  commitment: string;
  inviter: PairingKey | null;
  joiner: PairingKey | null;
  confirmed: { inviter: string | null; joiner: string | null };
  sealed: string | null;
  keyConfirmed: { joiner: string | null; inviter: string | null };
  tokens: string[];
}

const refuse = (status: number, message: string) => new ApiError(status, message, { error: message });

export class TestServer {
  readonly spaces = new Map<string, StoredSpace>();
  readonly pairings = new Map<string, StoredPairing>();
  readonly lines = new Set<TestLine>();
  maxSpaceBytes = MAX_SPACE_BYTES;
  /** A refusal every push hears while it is set (a full server, a network past its day's bytes). */
  refusePushes: string | null = null;
  private counter = 0;

  /** 16 bytes (a pairing id) or 32 (a token) as base64url, distinct each time. */
  private nextId(kind: "pairing" | "token") {
    this.counter += 1;
    const bytes = new Uint8Array(kind === "pairing" ? 16 : 32).fill(kind === "pairing" ? 1 : 2);
    bytes[0] = this.counter;
    return toBase64Url(bytes);
  }

  space(credentials: SpaceCredentials): StoredSpace | null {
    const space = this.spaces.get(credentials.space);
    return space && space.access === credentials.access ? space : null;
  }

  private size(space: StoredSpace) {
    return space.blobs.reduce((sum, blob) => sum + blobBytes(blob.body), 0);
  }

  /** Stores a push (once per id): the answer, or a refusal's words. */
  push(credentials: SpaceCredentials, id: string, body: string, from?: TestLine): { seq: number } | string {
    const space = this.space(credentials);
    if (!space) return SPACE_ERRORS.missing;
    const known = space.ids.get(id);
    if (known !== undefined) return { seq: known };
    if (this.refusePushes) return this.refusePushes;
    if (blobBytes(body) > MAX_UPDATE_BYTES) return SPACE_ERRORS.tooLarge;
    if (this.size(space) + blobBytes(body) > this.maxSpaceBytes) return SPACE_ERRORS.full;
    space.seq += 1;
    const blob: SpaceBlob = { seq: space.seq, id, kind: "update", body };
    space.blobs.push(blob);
    space.ids.set(id, space.seq);
    this.relay(credentials.space, { t: "blobs", blobs: [blob] }, from);
    return { seq: space.seq };
  }

  snapshot(credentials: SpaceCredentials, covers: number, body: string): { seq: number } | string {
    const space = this.space(credentials);
    if (!space) return SPACE_ERRORS.missing;
    const hasSnapshot = space.blobs.some((blob) => blob.kind === "snapshot");
    if (covers > space.seq || (hasSnapshot && covers <= space.covers)) return SPACE_ERRORS.staleSnapshot;
    space.blobs = [
      { seq: covers, id: "snapshot", kind: "snapshot", body },
      ...space.blobs.filter((blob) => blob.seq > covers),
    ];
    space.covers = covers;
    this.relay(credentials.space, { t: "compacted", seq: covers });
    return { seq: covers };
  }

  /** What a hello with `after` gets: the blobs after it (a snapshot stored at the seq it covers); 0: everything. */
  welcome(credentials: SpaceCredentials, after: number): SpaceServerMessage | null {
    const space = this.space(credentials);
    if (!space) return null;
    const blobs = after === 0 ? space.blobs : space.blobs.filter((blob) => blob.seq > after);
    return { t: "welcome", seq: space.seq, blobs, partnerOnline: this.online(credentials.space) > 1 };
  }

  end(credentials: SpaceCredentials) {
    if (!this.space(credentials)) throw refuse(404, SPACE_ERRORS.missing);
    this.spaces.delete(credentials.space);
    for (const line of [...this.lines]) if (line.credentials.space === credentials.space) line.end();
  }

  online(space: string) {
    return [...this.lines].filter((line) => line.credentials.space === space && line.synced).length;
  }

  /** A relay this returns true for is not delivered (the test keeps it, to deliver later or never). */
  intercept: ((line: TestLine, message: SpaceServerMessage) => boolean) | null = null;

  relay(space: string, message: SpaceServerMessage, from?: TestLine) {
    for (const line of [...this.lines])
      if (line !== from && line.credentials.space === space && !this.intercept?.(line, message)) line.deliver(message);
  }

  /** Replaces a stored blob's body (a server, or someone with its disk, tampering). */
  tamper(space: string, seq: number, body: string) {
    const blob = this.spaces.get(space)?.blobs.find((entry) => entry.seq === seq);
    if (blob) blob.body = body;
  }

  /** Deletes a stored blob and its id, as a row deleted from the database. */
  remove(space: string, seq: number) {
    const stored = this.spaces.get(space);
    const blob = stored?.blobs.find((entry) => entry.seq === seq);
    if (!stored || !blob) return;
    stored.blobs = stored.blobs.filter((entry) => entry !== blob);
    stored.ids.delete(blob.id);
  }

  /** Serves the blob stored at `older` again in place of the one at `seq` (a rollback). */
  replay(space: string, seq: number, older: number) {
    const stored = this.spaces.get(space);
    const old = stored?.blobs.find((entry) => entry.seq === older);
    if (!stored || !old) return;
    stored.blobs = stored.blobs.map((entry) => (entry.seq === seq ? { ...old, seq } : entry));
  }

  /** One phone's network: its lines live while it is online. */
  network() {
    return new TestNetwork(this);
  }

  api(): OurSpaceApi & { calls: string[] } {
    const calls: string[] = [];
    const pairing = (id: string) => {
      const found = this.pairings.get(id);
      if (!found) throw refuse(404, SPACE_ERRORS.pairingMissing);
      return found;
    };
    const holds = (found: StoredPairing, token: string) => {
      if (!found.tokens.includes(token)) throw refuse(404, SPACE_ERRORS.pairingMissing);
    };
    const answer = <T>(result: T | string): T => {
      if (typeof result === "string")
        throw refuse(result === SPACE_ERRORS.missing ? 404 : result === SPACE_ERRORS.full ? 413 : 409, result);
      return result;
    };
    return {
      calls,
      createPairing: async (body) => {
        calls.push("createPairing");
        const id = this.nextId("pairing");
        const token = this.nextId("token");
        this.pairings.set(id, {
          commitment: body.commitment,
          inviter: null,
          joiner: null,
          confirmed: { inviter: null, joiner: null },
          sealed: null,
          keyConfirmed: { joiner: null, inviter: null },
          tokens: [token],
        });
        return { pairing: id, token, expiresAt: new Date(0).toISOString() };
      },
      getPairing: async (id) => {
        calls.push("getPairing");
        const found = pairing(id);
        const { commitment, inviter, joiner, sealed } = found;
        const confirmed = { ...found.confirmed };
        const keyConfirmed = { ...found.keyConfirmed };
        return { commitment, inviter, joiner, confirmed, sealed, keyConfirmed, expiresAt: "" } satisfies PairingView;
      },
      joinPairing: async (id, body) => {
        calls.push("joinPairing");
        const found = pairing(id);
        if (found.joiner) throw refuse(409, SPACE_ERRORS.pairingTaken);
        found.joiner = body;
        const token = this.nextId("token");
        found.tokens.push(token);
        return { token };
      },
      revealPairing: async (id, body) => {
        calls.push("revealPairing");
        const found = pairing(id);
        if (found.tokens[0] !== body.token) throw refuse(404, SPACE_ERRORS.pairingMissing);
        if (!found.joiner) throw refuse(409, SPACE_ERRORS.pairingNotReady);
        if (found.inviter) throw refuse(409, SPACE_ERRORS.pairingRevealed);
        found.inviter = { key: body.key, proof: body.proof };
      },
      confirmPairing: async (id, body) => {
        calls.push(`confirmPairing:${body.step}`);
        const found = pairing(id);
        holds(found, body.token);
        const role = found.tokens[0] === body.token ? "inviter" : "joiner";
        if (body.step === "words") {
          if (!found.inviter || !found.joiner) throw refuse(409, SPACE_ERRORS.pairingNotReady);
          if (found.confirmed[role]) throw refuse(409, SPACE_ERRORS.pairingConfirmed);
          found.confirmed[role] = body.mac;
          return;
        }
        const ready = role === "joiner" ? found.sealed : found.keyConfirmed.joiner;
        if (!ready) throw refuse(409, SPACE_ERRORS.pairingKeyNotReady);
        if (found.keyConfirmed[role]) throw refuse(409, SPACE_ERRORS.pairingConfirmed);
        found.keyConfirmed[role] = body.mac;
      },
      sealPairing: async (id, body) => {
        calls.push("sealPairing");
        const found = pairing(id);
        if (found.tokens[0] !== body.token) throw refuse(404, SPACE_ERRORS.pairingMissing);
        if (!found.joiner) throw refuse(409, SPACE_ERRORS.pairingNotReady);
        if (!found.inviter) throw refuse(409, SPACE_ERRORS.pairingNotRevealed);
        if (!found.confirmed.inviter || !found.confirmed.joiner) throw refuse(409, SPACE_ERRORS.pairingNotConfirmed);
        if (found.keyConfirmed.joiner) throw refuse(409, SPACE_ERRORS.pairingConfirmed);
        found.sealed = body.sealed;
      },
      cancelPairing: async (id, body) => {
        calls.push("cancelPairing");
        holds(pairing(id), body.token);
        this.pairings.delete(id);
      },
      createSpace: async (credentials) => {
        calls.push("createSpace");
        if (this.spaces.has(credentials.space)) return;
        this.spaces.set(credentials.space, {
          access: credentials.access,
          blobs: [],
          ids: new Map(),
          seq: 0,
          covers: 0,
        });
      },
      snapshot: async (credentials, covers, body) => {
        calls.push("snapshot");
        return answer(this.snapshot(credentials, covers, body));
      },
      push: async (credentials, id, body) => {
        calls.push("push");
        const result = answer(this.push(credentials, id, body));
        return { id, seq: result.seq };
      },
      endSpace: async (credentials) => {
        calls.push("endSpace");
        try {
          this.end(credentials);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return;
          throw error;
        }
      },
    };
  }
}

export class TestLine implements SpaceLine {
  synced = false;
  closed = false;
  /** Acks are lost (the line breaks between "stored" and "acknowledged"). */
  loseAcks = false;

  constructor(
    readonly server: TestServer,
    readonly network: TestNetwork,
    readonly credentials: SpaceCredentials,
    readonly handlers: LineHandlers,
  ) {
    server.lines.add(this);
    handlers.onStatus("connecting");
    if (network.online) this.open();
  }

  open() {
    if (this.closed) return;
    const welcome = this.server.welcome(this.credentials, this.handlers.after());
    if (!welcome) return this.deliver({ t: "error", message: SPACE_ERRORS.missing });
    this.synced = true;
    this.deliver(welcome);
    this.server.relay(this.credentials.space, { t: "presence", partnerOnline: true }, this);
    for (const push of this.handlers.unacknowledged()) this.push(push.id, push.body);
  }

  drop() {
    if (!this.synced) return;
    this.synced = false;
    this.handlers.onStatus("offline");
  }

  deliver(message: SpaceServerMessage) {
    if (this.closed) return;
    if (!this.synced && message.t !== "welcome" && message.t !== "error") return;
    this.handlers.onMessage(message);
  }

  push(id: string, body: string) {
    if (!this.synced || this.closed) return;
    const result = this.server.push(this.credentials, id, body, this);
    if (typeof result === "string") this.deliver({ t: "error", message: result, re: id });
    else if (!this.loseAcks) this.deliver({ t: "ack", id, seq: result.seq });
  }

  snapshot(covers: number, body: string) {
    if (!this.synced || this.closed) return;
    const result = this.server.snapshot(this.credentials, covers, body);
    if (typeof result === "string") this.deliver({ t: "error", message: result, re: "snapshot" });
  }

  end() {
    this.deliver({ t: "ended" });
    this.close();
  }

  close() {
    this.closed = true;
    this.synced = false;
    this.server.lines.delete(this);
  }
}

export class TestNetwork {
  online = true;
  readonly lines: TestLine[] = [];
  constructor(readonly server: TestServer) {}

  readonly connect: ConnectSpace = (credentials, handlers) => {
    const line = new TestLine(this.server, this, credentials, handlers);
    this.lines.push(line);
    return line;
  };

  goOffline() {
    this.online = false;
    for (const line of this.lines) line.drop();
  }

  goOnline() {
    this.online = true;
    for (const line of this.lines) if (!line.closed && !line.synced) line.open();
  }
}
