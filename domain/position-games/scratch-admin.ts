/**
 * What the scratch positions admin page sends to its route action, and what the action answers. The position
 * itself is checked by the position-games service (the same check as the JSON API's), so it travels unparsed here.
 */
import { z } from "zod";
import { SCRATCH_FORM_MESSAGES } from "./scratch-form";

export const scratchAdminIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), position: z.record(z.string(), z.unknown()) }),
  z.object({ intent: z.literal("update"), id: z.string().min(1), position: z.record(z.string(), z.unknown()) }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1), title: z.string() }),
  z.object({ intent: z.literal("reorder"), ids: z.array(z.string().min(1)) }),
]);

export type ScratchAdminIntent = z.infer<typeof scratchAdminIntentSchema>;

/** The action's answer: the message the page shows (success or error), by intent. */
export interface ScratchAdminResult {
  ok: boolean;
  intent: ScratchAdminIntent["intent"];
  message: string;
  /** The position written or deleted. */
  id?: string;
}

/** The message of a successful write. */
export function scratchSuccessMessage(intent: ScratchAdminIntent["intent"], title: string): string {
  if (intent === "create") return `Added "${title}".`;
  if (intent === "update") return `Updated "${title}".`;
  if (intent === "delete") return `Deleted "${title}".`;
  return "Order saved.";
}

/** The message of a refused write: a duplicate title is named, anything else is the general failure. */
export function scratchFailureMessage(intent: ScratchAdminIntent["intent"], serverMessage: string | undefined): string {
  if ((intent === "create" || intent === "update") && serverMessage === SCRATCH_FORM_MESSAGES.duplicate)
    return SCRATCH_FORM_MESSAGES.duplicate;
  return SCRATCH_FORM_MESSAGES.saveFailed;
}
