import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import type { MediaItem } from "@domain/media/item";
import { MEDIA_MESSAGES } from "@domain/media/presets";
import { ApiError, mediaApi } from "./admin-api";
import { detailsOf, detailsToSend, MediaDetailsFields } from "./media-details-fields";
import { problemOf, type MediaWriting } from "./media-writing";

/** Edit media: the chosen item's title, description and details; open while `item` is not null. */
export function MediaEditDialog({
  item,
  onClose,
  onSaved,
  writing,
}: {
  item: MediaItem | null;
  onClose: () => void;
  /** After the server took the change (the manager closes the dialog and reloads the list). */
  onSaved: () => Promise<void>;
  writing: MediaWriting;
}) {
  return (
    <Dialog open={item !== null} onClose={onClose} title="Edit media">
      {item ? <EditForm key={item.id} item={item} onClose={onClose} onSaved={onSaved} writing={writing} /> : null}
    </Dialog>
  );
}

function EditForm({
  item,
  onClose,
  onSaved,
  writing: { busy, write },
}: {
  item: MediaItem;
  onClose: () => void;
  onSaved: () => Promise<void>;
  writing: MediaWriting;
}) {
  const { toast } = useToast();
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description ?? "");
  const [details, setDetails] = useState(() => detailsOf(item));
  const [titleError, setTitleError] = useState<string | undefined>();
  const [tagsError, setTagsError] = useState<string | undefined>();

  async function save(event: FormEvent) {
    event.preventDefault();
    const sent = detailsToSend(details);
    setTitleError(title.trim() ? undefined : MEDIA_MESSAGES.titleRequired);
    setTagsError(sent.ok ? undefined : sent.message);
    if (!title.trim() || !sent.ok) return;
    await write(async () => {
      try {
        await mediaApi.update(item.id, { title: title.trim(), description: description.trim(), ...sent.value });
        toast({ title: "Media updated successfully" });
        await onSaved();
      } catch (error) {
        toast({
          title: "Failed to update media",
          description:
            error instanceof ApiError ? problemOf(error) : error instanceof Error ? error.message : undefined,
          variant: "destructive",
        });
      }
    });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={save} noValidate>
      <Field label="Title" error={titleError}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label="Description">
        {(id) => <Textarea id={id} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <MediaDetailsFields value={details} onChange={setDetails} tagsError={tagsError} />
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          Save
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
