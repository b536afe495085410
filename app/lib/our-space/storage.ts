/**
 * What a phone keeps of "Our space", on the device only (keys in keys.ts): its member id, the space key, the newest
 * seq applied, the local Yjs document and the encrypted pushes not yet stored by the server. Nothing else: the
 * space id, access token and content key are derived from the space key whenever they are needed.
 *
 * Every read is checked; a damaged value reads as absent (a damaged document as none: the phone starts afresh
 * rather than stop). The pending pushes are read and written back on each change, so two tabs share one list.
 */
import { fromBase64Url, toBase64Url, type RandomBytes } from "@domain/our-space/crypto";
import { BASE64URL_PATTERN, UPDATE_ID_PATTERN } from "@domain/our-space/protocol";
import {
  readDeviceText,
  readDeviceValue,
  removeDeviceValue,
  writeDeviceText,
  writeDeviceValue,
  type StorageLike,
} from "~/lib/device-storage";
import { OUR_SPACE_KEYS } from "./keys";

export { OUR_SPACE_KEYS } from "./keys";

export type { RandomBytes } from "@domain/our-space/crypto";

/** An encrypted update waiting for the server's ack, or a marker (SNAPSHOT_DUE, MERGE_DUE) done at the next welcome. */
export interface StoredPush {
  id: string;
  body: string;
}

/** A pending entry that stands for "send a snapshot of the whole document" (a change too large for one update). */
export const SNAPSHOT_DUE = "snapshot";
/** A pending entry that stands for "push what this phone had before joining, once the space's content is here". */
export const MERGE_DUE = "merge";

const MEMBER_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** This phone's member id, made (16 random bytes) and stored the first time it is asked for. */
export function memberId(storage: StorageLike, random: RandomBytes): string {
  const stored = readDeviceText(storage, OUR_SPACE_KEYS.member);
  if (stored && MEMBER_PATTERN.test(stored)) return stored;
  const made = toBase64Url(random(16));
  writeDeviceText(storage, OUR_SPACE_KEYS.member, made);
  return made;
}

/** The space key (32 bytes), or null when this phone is in no space. */
export function loadSpaceKey(storage: StorageLike): Uint8Array | null {
  const text = readDeviceText(storage, OUR_SPACE_KEYS.space);
  const key = text && BASE64URL_PATTERN.test(text) ? fromBase64Url(text) : null;
  return key && key.length === 32 ? key : null;
}

/** Enters a space: its key, nothing applied yet, nothing pending (the document stays). */
export function enterStoredSpace(storage: StorageLike, spaceKey: Uint8Array): void {
  writeDeviceText(storage, OUR_SPACE_KEYS.seq, "0");
  removeDeviceValue(storage, OUR_SPACE_KEYS.pending);
  removeDeviceValue(storage, OUR_SPACE_KEYS.ended);
  writeDeviceText(storage, OUR_SPACE_KEYS.space, toBase64Url(spaceKey));
}

/**
 * Leaves the space (ended by the partner, or unpaired here): the key, the seq and the pending pushes go; the
 * document stays. An end by the partner is remembered, so the phone can say so on a later visit.
 */
export function forgetStoredSpace(storage: StorageLike, endedByPartner = false): void {
  removeDeviceValue(storage, OUR_SPACE_KEYS.space);
  removeDeviceValue(storage, OUR_SPACE_KEYS.seq);
  removeDeviceValue(storage, OUR_SPACE_KEYS.pending);
  if (endedByPartner) writeDeviceText(storage, OUR_SPACE_KEYS.ended, "1");
  else removeDeviceValue(storage, OUR_SPACE_KEYS.ended);
}

/** The partner ended the space this phone was in, and it has not paired or unpaired since. */
export function wasEndedByPartner(storage: StorageLike): boolean {
  return readDeviceText(storage, OUR_SPACE_KEYS.ended) !== null;
}

export function loadSeq(storage: StorageLike): number {
  const text = readDeviceText(storage, OUR_SPACE_KEYS.seq);
  const seq = text !== null && /^\d{1,15}$/.test(text) ? Number(text) : 0;
  return Number.isSafeInteger(seq) ? seq : 0;
}

/** Stores the newest seq applied; never moves it back (another tab may have gone further). */
export function saveSeq(storage: StorageLike, seq: number): void {
  if (!Number.isSafeInteger(seq) || seq < 0) return;
  if (seq > loadSeq(storage)) writeDeviceText(storage, OUR_SPACE_KEYS.seq, String(seq));
}

/** The stored document as one Yjs update, or null (none, or unreadable). */
export function loadDoc(storage: StorageLike): Uint8Array | null {
  const text = readDeviceText(storage, OUR_SPACE_KEYS.doc);
  if (!text || !BASE64URL_PATTERN.test(text)) return null;
  return fromBase64Url(text);
}

export function saveDoc(storage: StorageLike, state: Uint8Array): boolean {
  return writeDeviceText(storage, OUR_SPACE_KEYS.doc, toBase64Url(state));
}

function pushList(value: unknown): StoredPush[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const seen = new Set<string>();
  const pushes: StoredPush[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== "object") continue;
    const { id, body } = entry as Record<string, unknown>;
    if (typeof id !== "string" || typeof body !== "string" || seen.has(id)) continue;
    const marker = (id === SNAPSHOT_DUE || id === MERGE_DUE) && body === "";
    if (!marker && (!UPDATE_ID_PATTERN.test(id) || !BASE64URL_PATTERN.test(body))) continue;
    seen.add(id);
    pushes.push({ id, body });
  }
  return pushes;
}

export function loadPending(storage: StorageLike): StoredPush[] {
  return readDeviceValue(storage, OUR_SPACE_KEYS.pending, [], pushList);
}

function savePending(storage: StorageLike, pushes: StoredPush[]): void {
  if (pushes.length === 0) removeDeviceValue(storage, OUR_SPACE_KEYS.pending);
  else writeDeviceValue(storage, OUR_SPACE_KEYS.pending, pushes);
}

/** Adds a push to the stored list (once per id); false when the device refused to store it. */
export function addPending(storage: StorageLike, push: StoredPush): boolean {
  const pushes = loadPending(storage);
  if (pushes.some((entry) => entry.id === push.id)) return true;
  pushes.push(push);
  savePending(storage, pushes);
  return loadPending(storage).some((entry) => entry.id === push.id);
}

/** Takes a push off the stored list (the server stored it, or refused it for good). */
export function removePending(storage: StorageLike, id: string): void {
  const pushes = loadPending(storage);
  const kept = pushes.filter((entry) => entry.id !== id);
  if (kept.length !== pushes.length) savePending(storage, kept);
}

const WRITER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function streamsValue(value: unknown): { space: string; vector: [string, number][] } | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { space, vector } = value as Record<string, unknown>;
  if (typeof space !== "string" || !Array.isArray(vector)) return undefined;
  const entries = vector.filter(
    (entry): entry is [string, number] =>
      Array.isArray(entry) && typeof entry[0] === "string" && WRITER_PATTERN.test(entry[0]) && isCount(entry[1]),
  );
  return { space, vector: entries };
}

/** Each writer's last update applied here without a gap, in this space (empty for another space or none). */
export function loadStreams(storage: StorageLike, space: string): Map<string, number> {
  const stored = readDeviceValue(storage, OUR_SPACE_KEYS.streams, null, streamsValue);
  return new Map(stored && stored.space === space ? stored.vector : []);
}

/** Stores the vector, never moving an entry back (another tab may have gone further). */
export function saveStreams(storage: StorageLike, space: string, vector: ReadonlyMap<string, number>): void {
  const merged = loadStreams(storage, space);
  for (const [writer, seq] of vector) if (seq > (merged.get(writer) ?? 0)) merged.set(writer, seq);
  writeDeviceValue(storage, OUR_SPACE_KEYS.streams, { space, vector: [...merged] });
}

function sentValue(value: unknown): { space: string; seq: number } | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { space, seq } = value as Record<string, unknown>;
  return typeof space === "string" && isCount(seq) ? { space, seq } : undefined;
}

/** The last number this phone gave one of its own updates in this space (0: none yet). */
export function loadSent(storage: StorageLike, space: string): number {
  const stored = readDeviceValue(storage, OUR_SPACE_KEYS.sent, null, sentValue);
  return stored && stored.space === space ? stored.seq : 0;
}

/** Takes the next number for this phone's own updates (shared by its tabs through the device's storage). */
export function saveSent(storage: StorageLike, space: string, seq: number): void {
  if (seq > loadSent(storage, space)) writeDeviceValue(storage, OUR_SPACE_KEYS.sent, { space, seq });
}
