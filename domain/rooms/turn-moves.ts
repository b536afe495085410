/**
 * The moves the pack games share besides their own draw: finish the turn (done or skipped) and choose another pack.
 * Kept apart from turns.ts and packs.ts because it needs zod, which the browser does not load for those.
 */
import { z } from "zod";
import { MAX_PACK_ID_LENGTH } from "./packs";
import type { RoomGameId } from "./protocol";

export function finishMoveSchema<G extends RoomGameId>(game: G) {
  return z.object({ game: z.literal(game), type: z.literal("finish"), completed: z.boolean() });
}

export function packMoveSchema<G extends RoomGameId>(game: G) {
  return z.object({ game: z.literal(game), type: z.literal("pack"), pack: z.string().min(1).max(MAX_PACK_ID_LENGTH) });
}
