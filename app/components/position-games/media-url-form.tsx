import { Link2 } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { isHttpUrl, MEDIA_MESSAGES } from "@domain/media/presets";
import { normaliseMediaType } from "@domain/position-games/types";
import { mediaApi } from "./admin-api";
import { EMPTY_MEDIA_DETAILS, MediaDetailsFields, type MediaDetailsState } from "./media-details-fields";
import { useSendNewMedia, type AddFormProps } from "./media-writing";

/** What the Add URL tab holds while the admin looks at another tab. */
export interface UrlDraft {
  url: string;
  title: string;
  description: string;
  type: string;
  details: MediaDetailsState;
}

export const EMPTY_URL_DRAFT: UrlDraft = {
  url: "",
  title: "",
  description: "",
  type: "image",
  details: EMPTY_MEDIA_DETAILS,
};

/** The Add URL tab. */
export function MediaUrlForm({ draft, change, writing, onAdded }: AddFormProps<UrlDraft>) {
  const sendNew = useSendNewMedia({ writing, onAdded });
  const { busy } = writing;

  const addUrl = (event: FormEvent) =>
    sendNew(event, {
      prepare: () => {
        const { url, title } = draft;
        if (!url.trim() || !title.trim()) return { problem: MEDIA_MESSAGES.urlAndTitleRequired };
        if (!isHttpUrl(url)) return { problem: MEDIA_MESSAGES.invalidUrl };
        return {
          send: (details) =>
            mediaApi.addUrl({
              url: url.trim(),
              title: title.trim(),
              description: draft.description.trim() || undefined,
              type: normaliseMediaType(draft.type),
              ...details,
            }),
        };
      },
      details: draft.details,
      done: "Media added successfully",
      failed: "Failed to add media",
      reset: () => change(EMPTY_URL_DRAFT),
    });

  return (
    <form className="flex max-w-lg flex-col gap-4" onSubmit={addUrl} noValidate>
      <Field label="URL">
        {(id) => (
          <Input
            id={id}
            type="url"
            value={draft.url}
            onChange={(e) => change({ url: e.target.value })}
            placeholder="https://"
          />
        )}
      </Field>
      <Field label="Title">
        {(id) => <Input id={id} value={draft.title} onChange={(e) => change({ title: e.target.value })} />}
      </Field>
      <Field label="Description (optional)">
        {(id) => (
          <Textarea id={id} value={draft.description} onChange={(e) => change({ description: e.target.value })} />
        )}
      </Field>
      <Field label="Type">
        {(id) => (
          <Select id={id} value={draft.type} onChange={(e) => change({ type: e.target.value })}>
            <option value="image">Image</option>
            <option value="gif">GIF</option>
            <option value="video">Video</option>
          </Select>
        )}
      </Field>
      <MediaDetailsFields value={draft.details} onChange={(details) => change({ details })} />
      <Button type="submit" disabled={busy} className="self-start">
        <Link2 aria-hidden className="size-4" /> Add Media
      </Button>
    </form>
  );
}
