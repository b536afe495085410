/**
 * "Our space": two phones paired once share favourites, the journey, bucket-list ticks, saved desire-match results
 * and a short note, end-to-end encrypted. This module is the contract between the phones and the server: ids,
 * limits, the pairing steps, the sync messages and the words of every refusal. No zod, no I/O (the schemas are in
 * messages.ts, for the server; the cryptography in crypto.ts).
 *
 * What the server holds is opaque: a random space id, a hash of the space's access token, encrypted blobs with
 * their sizes and times. It never sees the link's secret (after `#`), a key, a position id, a name or a note.
 *
 * Pairing (decision record 010). The safety code is only 32 bits, so nobody may choose a key after seeing the
 * other phone's: the inviter commits to its key first and shows it only once the joiner's key is fixed (as ZRTP
 * does). Whoever sits between the phones holding the link's secret then has one guess at the code, not 2^32.
 *   1. The inviting phone makes an X25519 key pair and a 16-byte link secret and posts only a commitment to its
 *      public key (SHA-256 of a label and the key); it gets a pairing id, and its link is
 *      `/our-space/pair#<pairing>.<secret>`.
 *   2. The joining phone reads the commitment and posts its own public key with a proof (HMAC under the secret of
 *      the commitment and its key).
 *   3. The inviter checks that proof against its own commitment, then reveals its public key with a proof (HMAC of
 *      both keys) and derives. The joiner, polling, checks that the revealed key is the committed one and the
 *      proof, and derives. Both derive the pairing key and the safety code from the shared X25519 secret (HKDF,
 *      salted with the link secret, bound to both public keys) and show the code; a server that swapped a key
 *      cannot make them agree.
 *   4. Each phone's "the words match" goes to the relay as an HMAC under the pairing key (its role, the pairing id,
 *      both public keys), so the server can neither invent one nor skip one. Only once the inviter holds the joiner's
 *      valid confirmation does it create a fresh space (id and access token derived from a new 32-byte space key),
 *      upload its data as the first snapshot and seal the space key for the joiner under the pairing key.
 *   5. The joiner, holding the inviter's valid confirmation too, opens the key and confirms it (an HMAC under a
 *      subkey of the space key, binding the pairing and the space id); the inviter checks that and answers with its
 *      own. Only then does either phone show "paired": the inviter once its answer is stored, the joiner once it has
 *      checked the answer. The joiner then merges its own data in and ends the pairing.
 *   Re-pairing (a lost phone) is the same: the remaining phone invites the new one into a fresh space holding
 *   everything, and ends the old space, so the lost phone's key opens nothing any more.
 *
 * Sync: every change is a Yjs update encrypted by the phone (XChaCha20-Poly1305, the space id and the update's id
 * as associated data), pushed with a phone-chosen id (a resent push is stored once) and relayed to the partner.
 * A phone may compact everything up to a seq into one encrypted snapshot.
 */

/** Ids and tokens travel as base64url without padding. */
export const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A space id: 16 random bytes (22 characters). */
export const SPACE_ID_LENGTH = 22;
/** A space's access token: 32 bytes (43 characters); the server keeps only its SHA-256. */
export const SPACE_ACCESS_LENGTH = 43;
/** A pairing id, chosen by the server: 16 random bytes (22 characters). */
export const PAIRING_ID_LENGTH = 22;
/** An X25519 public key (32 bytes, 43 characters) and an HMAC-SHA256 proof (32 bytes, 43 characters). */
export const PUBLIC_KEY_LENGTH = 43;
export const PROOF_LENGTH = 43;
/** The inviter's commitment to its public key: a SHA-256 digest (32 bytes, 43 characters). */
export const COMMITMENT_LENGTH = 43;
/** A sealed space key: 24-byte nonce + 32-byte key + 16-byte tag = 72 bytes (96 characters). */
export const SEALED_KEY_LENGTH = 96;
/** The id a phone gives each update (so a resend is stored once): 8 to 40 URL-safe characters. */
export const UPDATE_ID_PATTERN = /^[A-Za-z0-9_-]{8,40}$/;

/** A pairing waits this long for the partner, then is forgotten. */
export const PAIRING_TTL_MS = 10 * 60_000;
/** A space with no push and no connection for 90 days is deleted with everything in it. */
export const SPACE_IDLE_MS = 90 * 24 * 3_600_000;
/** One encrypted update or snapshot, in bytes once decoded from base64url. */
export const MAX_UPDATE_BYTES = 64 * 1024;
/** Everything a space stores (the sum of its blobs' decoded bytes). */
export const MAX_SPACE_BYTES = 5 * 1024 * 1024;
/** A compacted snapshot may be larger than an update, never larger than the space. */
export const MAX_SNAPSHOT_BYTES = MAX_SPACE_BYTES;
/** The largest JSON message a phone sends: an update's base64url with its envelope. */
export const MAX_SPACE_MESSAGE_BYTES = Math.ceil((MAX_UPDATE_BYTES * 4) / 3) + 1024;
/**
 * The largest snapshot request (POST /api/our-space/snapshot): a whole snapshot's base64url with its envelope. A
 * snapshot whose socket message would pass MAX_SPACE_MESSAGE_BYTES goes by that route instead of the socket.
 */
export const MAX_SNAPSHOT_MESSAGE_BYTES = Math.ceil((MAX_SNAPSHOT_BYTES * 4) / 3) + 1024;

/** Refusals, word for word (the phone shows them as they are). */
export const SPACE_ERRORS = {
  malformed: "Malformed message.",
  missing: "This space does not exist or has ended.",
  pairingMissing: "This pairing link has expired or was already used. Ask your partner for a new one.",
  pairingTaken: "Another phone has already answered this pairing link.",
  pairingNotReady: "Your partner's phone has not answered yet.",
  /** Sealing before the inviting phone has shown its key. */
  pairingNotRevealed: "This phone has not shown its key to your partner's phone yet.",
  /** The inviting phone shows its key once only. */
  pairingRevealed: "This phone has already shown its key to your partner's phone.",
  badProof: "This pairing link does not match. Ask your partner to show a new one.",
  /** Sealing before both phones confirmed the words. */
  pairingNotConfirmed: "Your partner's phone has not confirmed the words yet.",
  /** Each confirmation is taken once. */
  pairingConfirmed: "This phone has already confirmed.",
  /** Confirming the key before it was sealed (the joiner), or before the joiner confirmed it (the inviter). */
  pairingKeyNotReady: "The shared key is not ready yet.",
  tooLarge: "This change is too large to share: 64 KB at most.",
  full: "Our space is full. Tidy it up before adding more.",
  /** The server's store for every space is full, and no idle space could make room. */
  serverFull: "Our server has no room for more changes just now. They are kept on this phone and will be shared later.",
  /** The sender's network has sent a day's worth of changes (SPACE_BYTES_PER_ADDRESS_PER_DAY). */
  networkAllowance:
    "Your network has shared all the changes it can today. They are kept on this phone and will be shared later.",
  slowDown: "You are saving changes too fast. Please slow down.",
  tooManyPairings: "Too many pairings from here. Please try again a little later.",
  tooManySpaces: "Too many spaces opened from here. Please try again a little later.",
  notJoined: "Say hello with the space and its access token first.",
  staleSnapshot: "A newer snapshot is already stored.",
  /** Live connections: one network or one space past its share, or the server past its total. */
  tooManyConnections: "Too many connections to our space from here. Close a few tabs and try again.",
  busy: "The server is busy right now. Please try again shortly.",
  /** Shown by a phone, never sent by the server. */
  unreadable: "A change from your partner's phone could not be read, so it was left out. Your own data is safe.",
} as const;

/** One stored blob as the server relays it: base64url of nonce + ciphertext. */
export interface SpaceBlob {
  seq: number;
  /** The phone's id for it (updates) or "snapshot". */
  id: string;
  kind: "update" | "snapshot";
  body: string;
}

// ---- Pairing over HTTP (mounted at /api/our-space) ----

/** A public key with its proof, as a phone shows it to the other. */
export interface PairingKey {
  key: string;
  proof: string;
}
/** POST /api/our-space/pairings { commitment } → 201 PairingCreated: the inviter's key stays on the phone for now. */
export interface PairingCreateRequest {
  commitment: string;
}
export interface PairingCreated {
  pairing: string;
  /** The inviter's own token for this pairing (reveal, seal, cancel); 32 random bytes, the server keeps its hash. */
  token: string;
  expiresAt: string;
}
/** GET /api/our-space/pairings/:id → PairingView (404 missing/expired, the same answer for both). */
export interface PairingView {
  commitment: string;
  /** Null until the inviter has revealed its key, which it does only after the joiner answered. */
  inviter: PairingKey | null;
  joiner: PairingKey | null;
  /** Each phone's "the words match" (an HMAC under the pairing key), once it has confirmed. */
  confirmed: { inviter: string | null; joiner: string | null };
  sealed: string | null;
  /** Each phone's proof that it holds the space key: the joiner's first, then the inviter's answer. */
  keyConfirmed: { joiner: string | null; inviter: string | null };
  expiresAt: string;
}
/**
 * POST /api/our-space/pairings/:id/join { key, proof } → 201 { token } (the joiner's own); 409 pairingTaken. The
 * proof is an HMAC under the link secret of the commitment and the joiner's key.
 */
export type PairingJoinRequest = PairingKey;
export interface PairingJoined {
  token: string;
}
/**
 * POST /api/our-space/pairings/:id/reveal { token, key, proof } → 204, by the inviter (its token; another reads as
 * missing), once: 409 pairingNotReady before the joiner answered, 409 pairingRevealed after a first reveal. The proof
 * is an HMAC under the link secret of both public keys.
 */
export interface PairingRevealRequest extends PairingKey {
  token: string;
}
/**
 * POST /api/our-space/pairings/:id/confirm { token, step, mac } → 204; the token says which phone. Each phone's
 * `words` confirmation once (409 pairingConfirmed), after the reveal (409 pairingNotReady); `key`: the joiner's
 * once the key is sealed, the inviter's once the joiner's is in (409 pairingKeyNotReady). The server keeps and shows
 * them as they came: it cannot check them, the phones do.
 */
export interface PairingConfirmRequest {
  token: string;
  step: "words" | "key";
  mac: string;
}
/**
 * POST /api/our-space/pairings/:id/seal { token, sealed } → 204, by the inviter (its token); 409 pairingNotReady
 * before the joiner answered, pairingNotRevealed before the inviter revealed its key, pairingNotConfirmed before
 * both phones confirmed the words, pairingConfirmed once the joiner has confirmed the key. The sealed key is
 * authenticated by the pairing key, which the server cannot derive.
 */
export interface PairingSealRequest {
  token: string;
  sealed: string;
}
/** POST /api/our-space/pairings/:id/cancel { token } → 204: either phone cancels, or the joiner is done with it. */
export interface PairingCancelRequest {
  token: string;
}

// ---- Spaces over HTTP ----

/** POST /api/our-space/spaces { space, access } → 201, also for an id already taken (nothing stored). Rate-limited per address. */
export interface SpaceCreateRequest {
  space: string;
  access: string;
}
/** POST /api/our-space/push { space, access, id, body } → PushAnswer (the event-stream fallback's write). */
export interface SpacePushRequest extends SpaceCreateRequest {
  id: string;
  body: string;
}
export interface PushAnswer {
  id: string;
  seq: number;
  /** The id was stored before (a resend): nothing new was stored. */
  duplicate?: boolean;
}
/** POST /api/our-space/snapshot { space, access, covers, body } → { seq }: blobs up to `covers` are replaced. */
export interface SpaceSnapshotRequest extends SpaceCreateRequest {
  covers: number;
  body: string;
}
export interface SnapshotAnswer {
  seq: number;
}
/** POST /api/our-space/end { space, access } → 204: the server's copy is deleted and the partner told. */
/** GET /api/our-space/events?space&access&after → Server-Sent Events of SpaceServerMessage (fallback transport). */

// ---- The live line: WebSocket at /api/our-space/socket ----

export type SpaceClientMessage =
  /**
   * `after`: the newest seq this phone has; the answer carries everything stored after it (0: nothing yet, which
   * also brings a snapshot that covers 0, the one the inviting phone uploads first). `device`, optional: a random
   * id (8 to 40 URL-safe characters, a new one per page load is fine) so that this phone's own tabs do not count
   * as its partner in `partnerOnline`; relayed between instances, never stored.
   */
  | { t: "hello"; space: string; access: string; after: number; device?: string }
  | { t: "push"; id: string; body: string }
  | { t: "snapshot"; covers: number; body: string }
  | { t: "ping" };

export type SpaceServerMessage =
  /** The answer to hello: the stored blobs after `after` (a snapshot first when the log was compacted past it). */
  | { t: "welcome"; seq: number; blobs: SpaceBlob[]; partnerOnline: boolean }
  /** Blobs pushed by the partner (or by this phone's other tab) since. */
  | { t: "blobs"; blobs: SpaceBlob[] }
  /** This phone's push `id` is stored as `seq`. */
  | { t: "ack"; id: string; seq: number }
  | { t: "compacted"; seq: number }
  | { t: "presence"; partnerOnline: boolean }
  | { t: "error"; message: string; re?: string }
  /** The space was ended (unpaired) or deleted: forget it, keep the local copy. */
  | { t: "ended" }
  | { t: "pong" };
