import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, Input, Textarea } from "~/components/ui/input";
import { NoticeLine, type Notice } from "~/components/ui/notice-line";
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
  const [failure, setFailure] = useState<Notice>(null);
  const form = useRef<HTMLFormElement>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const sent = detailsToSend(details);
    setTitleError(title.trim() ? undefined : MEDIA_MESSAGES.titleRequired);
    setTagsError(sent.ok ? undefined : sent.message);
    if (!title.trim() || !sent.ok) {
      requestAnimationFrame(() => focusFirstProblem(form.current));
      return;
    }
    setFailure(null);
    await write(async () => {
      try {
        await mediaApi.update(item.id, { title: title.trim(), description: description.trim(), ...sent.value });
      } catch (error) {
        // Said in the dialog, by its Save button: the open modal keeps the page's toasts out of sight and out of
        // screen readers' hearing.
        const reason =
          error instanceof ApiError ? problemOf(error) : error instanceof Error ? error.message : undefined;
        setFailure({ tone: "error", text: reason ? `Failed to update media: ${reason}` : "Failed to update media" });
        return;
      }
      // The dialog closes first, so the toast shows on the page it returns to.
      await onSaved();
      toast({ title: "Media updated successfully" });
    });
  }

  return (
    <form ref={form} className="flex flex-col gap-4" onSubmit={save} noValidate>
      <Field label="Title" error={titleError}>
        {(id, describedBy) => (
          <Input id={id} aria-describedby={describedBy} value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label="Description">
        {(id) => <Textarea id={id} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <MediaDetailsFields value={details} onChange={setDetails} tagsError={tagsError} />
      <NoticeLine notice={failure} />
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

/**
 * Takes the admin to the first field the form refused (its error under it): on a phone the Save button sits far
 * below the title, and focusing the field scrolls the dialog to it while a screen reader reads its error.
 */
function focusFirstProblem(form: HTMLFormElement | null) {
  const error = form?.querySelector<HTMLElement>("[role='alert'][id]");
  if (!form || !error) return;
  const field = form.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(error.id)}"]`);
  (field ?? error).focus();
}
