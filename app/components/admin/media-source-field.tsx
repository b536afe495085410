import { X } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";
import { PositionMedia } from "~/components/position-games/position-media";
import { Button } from "~/components/ui/button";
import { Field, FileField, Input } from "~/components/ui/input";
import { mediaTypeOfUrl } from "@domain/position-games/scratch-form";
import { isAcceptableMediaUrl, type MediaType } from "@domain/position-games/types";

/** A local preview address of a chosen file, released when the file changes or the form goes. */
function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

/**
 * The admin forms' media: a file to upload or an address, one or the other (the address is disabled while a file is
 * chosen), with a preview of what will be shown: the chosen file, else an acceptable address. The scratch and journey
 * positions forms word it each their way.
 */
export function MediaSourceField({
  fileInput,
  file,
  fileType,
  onFile,
  fileLabel,
  fileHint,
  accept,
  url,
  urlType,
  onUrl,
  urlLabel,
  urlHint,
  urlInputMode,
  flagInvalidUrl = false,
  onRemoveFile,
}: {
  fileInput: RefObject<HTMLInputElement | null>;
  file: File | null;
  /** What the chosen file is (image, GIF or video). */
  fileType: MediaType;
  onFile: (file: File | null) => void;
  fileLabel: string;
  fileHint: string;
  accept: string;
  url: string;
  /** What an address is taken for when its ending does not say (image when not given). */
  urlType?: MediaType;
  onUrl: (url: string) => void;
  urlLabel: string;
  urlHint: string;
  urlInputMode?: "url";
  /** Shows "Invalid URL" under an address that is typed, with no file chosen, and not acceptable. */
  flagInvalidUrl?: boolean;
  /** Offers "Remove file" on the preview of a chosen file. */
  onRemoveFile?: () => void;
}) {
  const filePreview = useFilePreview(file);
  const typedUrl = url.trim();
  const preview = filePreview
    ? { src: filePreview, mediaType: fileType }
    : isAcceptableMediaUrl(typedUrl)
      ? { src: typedUrl, mediaType: mediaTypeOfUrl(typedUrl, urlType) }
      : null;
  const invalidUrl = flagInvalidUrl && !filePreview && typedUrl !== "" && !isAcceptableMediaUrl(typedUrl);
  return (
    <>
      <FileField label={fileLabel} hint={fileHint} inputRef={fileInput} accept={accept} onFile={onFile} />
      <Field label={urlLabel} hint={urlHint}>
        {(id, describedBy) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            type="url"
            inputMode={urlInputMode}
            value={url}
            onChange={(e) => onUrl(e.target.value)}
            disabled={file !== null}
            placeholder="https://"
          />
        )}
      </Field>
      {invalidUrl ? <p className="text-sm text-muted">Invalid URL</p> : null}
      {preview ? (
        <div className="relative overflow-hidden rounded-2xl border border-border bg-surface-2">
          <div className="aspect-[4/3]">
            <PositionMedia key={preview.src} src={preview.src} mediaType={preview.mediaType} alt="Preview" eager />
          </div>
          {file && onRemoveFile ? (
            <Button variant="secondary" size="sm" className="absolute right-2 top-2" onClick={onRemoveFile}>
              <X aria-hidden className="size-4" /> Remove file
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
