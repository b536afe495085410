/**
 * The device keys of "Our space" and the one check the root makes on every page: whether this phone has a space
 * or a shared document at all. Kept apart from storage.ts so that check loads neither Yjs nor the cryptography.
 */
import { readDeviceText, type StorageLike } from "~/lib/device-storage";

export const OUR_SPACE_KEYS = {
  /** This phone's member id in the shared document: random, made once. */
  member: "entwine:our-space:member",
  /** The space key (base64url); the space id, access token and content key are derived from it when needed. */
  space: "entwine:our-space:space",
  /** The newest seq of the space this phone has applied. */
  seq: "entwine:our-space:seq",
  /** The local Yjs document (Y.encodeStateAsUpdate, base64url): kept when unpaired and after the space ends. */
  doc: "entwine:our-space:doc",
  /** Encrypted pushes the server has not stored yet ([{ id, body }]), so a change made offline survives a reload. */
  pending: "entwine:our-space:pending",
  /**
   * Per space: each writing phone's last update applied here without a gap ({ space, vector: [[writer, seq]] }), and
   * the last number this phone gave its own updates ({ space, seq }). Tied to the space id, so a new space starts
   * afresh without clearing them.
   */
  streams: "entwine:our-space:streams",
  sent: "entwine:our-space:sent",
  /**
   * A question a day: this phone's own secret (base64url), from which it derives the key of each day's answer; it
   * never leaves the phone, so the partner reads an answer only once this phone releases that day's key.
   */
  dailySecret: "entwine:our-space:daily-secret",
  /** Set when the partner ended the space (so every page, later too, can say so); cleared on pairing or unpairing. */
  ended: "entwine:our-space:ended",
} as const;

/** { plans, title }: a phone's plans while it is not in a space (device-plans.ts). */
export const PLANS_KEY = "entwine-plans";

/** True when this phone is in a space or keeps a shared document (then the bridge runs on every page). */
export function hasOurSpace(storage: Pick<StorageLike, "getItem"> | null | undefined): boolean {
  return readDeviceText(storage, OUR_SPACE_KEYS.space) !== null || readDeviceText(storage, OUR_SPACE_KEYS.doc) !== null;
}

/** True when this phone is in a space. */
export function isPaired(storage: Pick<StorageLike, "getItem"> | null | undefined): boolean {
  return readDeviceText(storage, OUR_SPACE_KEYS.space) !== null;
}
