import { Upload } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, FileField, Input } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import {
  MAX_UPLOAD_BYTES,
  MEDIA_ACCEPT_ATTRIBUTE,
  MEDIA_MESSAGES,
  MEDIA_UPLOAD_HINT,
  validateMediaFile,
} from "@domain/media/presets";
import { mediaApi } from "./admin-api";
import { EMPTY_MEDIA_DETAILS, MediaDetailsFields, type MediaDetailsState } from "./media-details-fields";
import { useSendNewMedia, type AddFormProps } from "./media-writing";

/** What the Upload File tab holds while the admin looks at another tab. */
export interface UploadDraft {
  file: File | null;
  title: string;
  details: MediaDetailsState;
}

export const EMPTY_UPLOAD_DRAFT: UploadDraft = { file: null, title: "", details: EMPTY_MEDIA_DETAILS };

/** The Upload File tab. */
export function MediaUploadForm({ draft, change, writing, onAdded }: AddFormProps<UploadDraft>) {
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const sendNew = useSendNewMedia({ writing, onAdded });
  const { busy } = writing;

  const upload = (event: FormEvent) =>
    sendNew(event, {
      prepare: () => {
        const { file } = draft;
        if (!file) return { problem: MEDIA_MESSAGES.noFile };
        const problem = validateMediaFile(file);
        if (problem) return { problem };
        return { send: (details) => mediaApi.upload(file, draft.title.trim() || undefined, details) };
      },
      details: draft.details,
      done: "Media uploaded successfully",
      failed: MEDIA_MESSAGES.uploadFailed,
      reset: () => {
        change(EMPTY_UPLOAD_DRAFT);
        if (fileInput.current) fileInput.current.value = "";
      },
    });

  return (
    <form className="flex max-w-lg flex-col gap-4" onSubmit={upload} noValidate>
      <FileField
        label="File"
        hint={MEDIA_UPLOAD_HINT}
        inputRef={fileInput}
        accept={MEDIA_ACCEPT_ATTRIBUTE}
        onFile={(chosen, input) => {
          if (chosen && chosen.size > MAX_UPLOAD_BYTES) {
            toast({ title: MEDIA_MESSAGES.tooLarge, variant: "destructive" });
            input.value = "";
            change({ file: null });
            return;
          }
          change({ file: chosen });
        }}
      />
      <Field label="Title (optional)">
        {(id) => <Input id={id} value={draft.title} onChange={(e) => change({ title: e.target.value })} />}
      </Field>
      <MediaDetailsFields value={draft.details} onChange={(details) => change({ details })} />
      <Button type="submit" disabled={busy} className="self-start">
        <Upload aria-hidden className="size-4" /> {busy ? "Uploading..." : "Upload"}
      </Button>
    </form>
  );
}
