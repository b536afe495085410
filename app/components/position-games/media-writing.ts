import { useCallback, useState, type FormEvent } from "react";
import { useToast } from "~/components/ui/toast";
import type { MediaDetailsInput } from "@domain/media/presets";
import { ApiError } from "./admin-api";
import { detailsToSend, type MediaDetailsState } from "./media-details-fields";

/*
 * What the Media Manager's forms share: one write at a time, the server's reason for a refusal, and for the two ways
 * to add media (upload a file, name one by its URL) the draft the manager keeps and the sending.
 */

/**
 * What each of the Media Manager's forms is given: whether a write is running (one at a time, whichever tab or the
 * edit dialog started it; the buttons wait meanwhile) and how to run one.
 */
export interface MediaWriting {
  busy: boolean;
  write: (work: () => Promise<void>) => Promise<void>;
}

/** The first message the server gave for a field (its answer names each bad field), else its summary. */
export function problemOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const details = (error.body as { details?: Record<string, unknown> } | null)?.details;
  if (details && typeof details === "object") {
    for (const messages of Object.values(details)) {
      if (Array.isArray(messages) && typeof messages[0] === "string" && messages[0] !== "Required") return messages[0];
    }
  }
  return error.message;
}

/** A form's draft as the manager keeps it, and how the form changes part of it. */
export function useAddDraft<D extends object>(empty: D): { draft: D; change: (part: Partial<D>) => void } {
  const [draft, setDraft] = useState(empty);
  const change = useCallback((part: Partial<D>) => setDraft((current) => ({ ...current, ...part })), []);
  return { draft, change };
}

export interface AddFormProps<D> {
  draft: D;
  change: (part: Partial<D>) => void;
  writing: MediaWriting;
  /** After the server took the new item (the manager shows the list again and reloads it). */
  onAdded: () => Promise<void>;
}

/** Either why the form cannot be sent (checked first), or how to send it with its details. */
export type Prepared = { problem: string } | { send: (details: Required<MediaDetailsInput>) => Promise<unknown> };

/**
 * Sending either form: the first problem found is toasted and nothing is sent (the form's own checks, then the
 * tags); else the one write runs, and on success says `done`, empties the form and shows the list again; a refusal
 * is toasted as `failed` with the server's reason.
 */
export function useSendNewMedia({ writing, onAdded }: Pick<AddFormProps<unknown>, "writing" | "onAdded">) {
  const { toast } = useToast();
  return async (
    event: FormEvent,
    how: { prepare: () => Prepared; details: MediaDetailsState; done: string; failed: string; reset: () => void },
  ) => {
    event.preventDefault();
    const prepared = how.prepare();
    if ("problem" in prepared) {
      toast({ title: prepared.problem, variant: "destructive" });
      return;
    }
    const details = detailsToSend(how.details);
    if (!details.ok) {
      toast({ title: details.message, variant: "destructive" });
      return;
    }
    await writing.write(async () => {
      try {
        await prepared.send(details.value);
        toast({ title: how.done });
        how.reset();
        await onAdded();
      } catch (error) {
        toast({ title: how.failed, description: problemOf(error), variant: "destructive" });
      }
    });
  };
}
