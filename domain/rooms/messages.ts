/** The zod schemas of the room protocol (server side: the browser only needs protocol.ts). */
import { z } from "zod";
import { readJsonMessage } from "../json-message";
import {
  MAX_ROOM_MESSAGE_BYTES,
  MOVE_ID_PATTERN,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_ERRORS,
  ROOM_GAMES,
  ROOM_NAME_MAX_LENGTH,
  roomName,
  type ClientMessage,
} from "./protocol";

export const roomCodeSchema = z
  .string()
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`), "A room code has 6 letters and digits."),
  );

const secretSchema = z.string().min(20).max(100);
const roomIdSchema = z.string().uuid();

/** A phone's own nickname: trimmed, 1 to 24 characters, no control characters (see roomName). */
export const roomNameSchema = z
  .string()
  .max(ROOM_NAME_MAX_LENGTH * 4)
  .transform((value, ctx) => {
    const name = roomName(value);
    if (name === null) {
      ctx.addIssue({ code: "custom", message: "A nickname has 1 to 24 characters and no control characters." });
      return z.NEVER;
    }
    return name;
  });

export const moveEnvelopeSchema = z.object({
  /** The state sequence number the phone acted on; a different one means the move is a duplicate or stale. */
  seq: z.number().int().min(0),
  move: z.object({ game: z.enum(ROOM_GAMES), type: z.string().max(40) }).passthrough(),
  /** The phone's id for this move: a resend of a move already applied is answered as applied, not stale. */
  id: z.string().regex(MOVE_ID_PATTERN).optional(),
});

export const clientMessageSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("hello"), room: roomIdSchema, secret: secretSchema, name: roomNameSchema.optional() }),
  z.object({ t: z.literal("name"), name: roomNameSchema.nullable() }),
  z.object({ t: z.literal("move"), ...moveEnvelopeSchema.shape }),
  z.object({ t: z.literal("end") }),
  z.object({ t: z.literal("ping") }),
]);

/** Parses one raw message from a phone: size, JSON and shape, with the message to send back on failure. */
export function parseClientMessage(raw: string): { ok: true; message: ClientMessage } | { ok: false; error: string } {
  const read = readJsonMessage(raw, MAX_ROOM_MESSAGE_BYTES);
  if (!read.ok) return { ok: false, error: ROOM_ERRORS[read.problem] };
  const parsed = clientMessageSchema.safeParse(read.data);
  return parsed.success
    ? { ok: true, message: parsed.data as ClientMessage }
    : { ok: false, error: ROOM_ERRORS.malformed };
}
