/**
 * The zod schemas of the "our space" protocol (server side: the phones only need protocol.ts), and the check of an
 * encrypted blob's body: canonical base64url, at least a nonce and a tag, at most the limit once decoded.
 */
import { z } from "zod";
import { readJsonMessage } from "../json-message";
import {
  BASE64URL_PATTERN,
  COMMITMENT_LENGTH,
  MAX_SNAPSHOT_BYTES,
  MAX_SPACE_MESSAGE_BYTES,
  MAX_UPDATE_BYTES,
  PAIRING_ID_LENGTH,
  PROOF_LENGTH,
  PUBLIC_KEY_LENGTH,
  SEALED_KEY_LENGTH,
  SPACE_ACCESS_LENGTH,
  SPACE_ERRORS,
  SPACE_ID_LENGTH,
  UPDATE_ID_PATTERN,
  type SpaceClientMessage,
} from "./protocol";

/** The smallest blob a phone can make: a 24-byte nonce and a 16-byte tag around an empty plaintext. */
export const MIN_BLOB_BYTES = 40;
/** The id a snapshot is stored (and encrypted) under; no update may take it. */
export const SNAPSHOT_ID = "snapshot";
/** Tokens the server hands out (32 random bytes, base64url). */
export const TOKEN_LENGTH = 43;
/** The largest seq or `after` a message may carry (the column is a 32-bit integer). */
export const MAX_SEQ = 2 ** 31 - 1;

/** base64url text of exactly `length` characters. */
const base64url = (length: number) => z.string().length(length).regex(BASE64URL_PATTERN);

export const spaceIdSchema = base64url(SPACE_ID_LENGTH);
export const spaceAccessSchema = base64url(SPACE_ACCESS_LENGTH);
export const pairingIdSchema = base64url(PAIRING_ID_LENGTH);
export const publicKeySchema = base64url(PUBLIC_KEY_LENGTH);
export const proofSchema = base64url(PROOF_LENGTH);
export const commitmentSchema = base64url(COMMITMENT_LENGTH);
export const tokenSchema = base64url(TOKEN_LENGTH);
export const sealedKeySchema = base64url(SEALED_KEY_LENGTH);
export const updateIdSchema = z
  .string()
  .regex(UPDATE_ID_PATTERN)
  .refine((id) => id !== SNAPSHOT_ID);
export const seqSchema = z.number().int().min(0).max(MAX_SEQ);
/** A device id (see the hello message): random, relayed for presence only. */
export const deviceSchema = z.string().regex(UPDATE_ID_PATTERN);

export const pairingCreateRequestSchema = z.object({ commitment: commitmentSchema });
export const pairingJoinRequestSchema = z.object({ key: publicKeySchema, proof: proofSchema });
export const pairingRevealRequestSchema = pairingJoinRequestSchema.extend({ token: tokenSchema });
export const pairingSealRequestSchema = z.object({ token: tokenSchema, sealed: sealedKeySchema });
export const pairingCancelRequestSchema = z.object({ token: tokenSchema });
/** A confirmation is an HMAC-SHA256 (32 bytes), like a proof. */
export const pairingConfirmRequestSchema = z.object({
  token: tokenSchema,
  step: z.enum(["words", "key"]),
  mac: proofSchema,
});
export const spaceCredentialsSchema = z.object({ space: spaceIdSchema, access: spaceAccessSchema });
export const spacePushRequestSchema = spaceCredentialsSchema.extend({ id: updateIdSchema, body: z.string() });
export const spaceSnapshotRequestSchema = spaceCredentialsSchema.extend({ covers: seqSchema, body: z.string() });
/** The event stream's query string: `after` arrives as text. */
export const spaceEventsQuerySchema = spaceCredentialsSchema.extend({
  after: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(seqSchema)
    .default(0),
  device: deviceSchema.optional(),
});

export const spaceClientMessageSchema = z.discriminatedUnion("t", [
  z.object({
    t: z.literal("hello"),
    space: spaceIdSchema,
    access: spaceAccessSchema,
    after: seqSchema,
    device: deviceSchema.optional(),
  }),
  z.object({ t: z.literal("push"), id: updateIdSchema, body: z.string() }),
  z.object({ t: z.literal("snapshot"), covers: seqSchema, body: z.string() }),
  z.object({ t: z.literal("ping") }),
]);

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * The decoded size of canonical, unpadded base64url text, or null when it is not: a character outside the
 * alphabet, a length no byte string has, or stray bits in the last character (so one blob has one spelling).
 */
export function base64urlSize(text: string): number | null {
  if (!BASE64URL_PATTERN.test(text) || text.length % 4 === 1) return null;
  const tail = text.length % 4;
  if (tail !== 0) {
    const last = ALPHABET.indexOf(text[text.length - 1]!);
    // Two characters carry one byte (4 spare bits), three carry two (2 spare bits); spare bits must be zero.
    if ((tail === 2 && (last & 0b1111) !== 0) || (tail === 3 && (last & 0b11) !== 0)) return null;
  }
  return Math.floor((text.length * 3) / 4);
}

export type BlobCheck = { ok: true; bytes: number } | { ok: false; error: string; tooLarge: boolean };

/**
 * Checks an encrypted blob's body before anything is stored: too large once decoded (an update over
 * MAX_UPDATE_BYTES, a snapshot over MAX_SNAPSHOT_BYTES) is `tooLarge`; not base64url, or shorter than a nonce and
 * a tag, is `malformed`.
 */
export function checkBlobBody(body: unknown, kind: "update" | "snapshot"): BlobCheck {
  if (typeof body !== "string") return { ok: false, error: SPACE_ERRORS.malformed, tooLarge: false };
  const max = kind === "update" ? MAX_UPDATE_BYTES : MAX_SNAPSHOT_BYTES;
  if (Math.floor((body.length * 3) / 4) > max) return { ok: false, error: SPACE_ERRORS.tooLarge, tooLarge: true };
  const bytes = base64urlSize(body);
  if (bytes === null || bytes < MIN_BLOB_BYTES) return { ok: false, error: SPACE_ERRORS.malformed, tooLarge: false };
  return { ok: true, bytes };
}

export type ParsedSpaceMessage =
  { ok: true; message: SpaceClientMessage; bytes?: number } | { ok: false; error: string; re?: string };

/**
 * One raw message from a phone: its size, JSON and shape, and a blob's body. A refusal carries the words to send
 * back and, for a push, the id it refuses (`re`), so the phone knows which of its pushes was turned down.
 */
export function parseSpaceClientMessage(raw: string): ParsedSpaceMessage {
  const read = readJsonMessage(raw, MAX_SPACE_MESSAGE_BYTES);
  if (!read.ok) return { ok: false, error: SPACE_ERRORS[read.problem] };
  const parsed = spaceClientMessageSchema.safeParse(read.data);
  if (!parsed.success) {
    const id = (read.data as { id?: unknown } | null)?.id;
    return {
      ok: false,
      error: SPACE_ERRORS.malformed,
      re: typeof id === "string" && UPDATE_ID_PATTERN.test(id) ? id : undefined,
    };
  }
  const message = parsed.data as SpaceClientMessage;
  if (message.t !== "push" && message.t !== "snapshot") return { ok: true, message };
  const check = checkBlobBody(message.body, message.t === "push" ? "update" : "snapshot");
  if (!check.ok) return { ok: false, error: check.error, re: message.t === "push" ? message.id : SNAPSHOT_ID };
  return { ok: true, message, bytes: check.bytes };
}
