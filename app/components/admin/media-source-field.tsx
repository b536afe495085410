import { X } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";
import { PositionMedia } from "~/components/position-games/position-media";
import { Button } from "~/components/ui/button";
import { Field, FileField, Input } from "~/components/ui/input";
import type { MediaType } from "@domain/position-games/types";

/** A local preview address of a chosen file, released when the file changes or the form goes. */
export function useFilePreview(file: File | null): string | null {
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
 * chosen), with a preview of what will be shown. The scratch and journey positions forms word it each their way.
 */
export function MediaSourceField({
  fileInput,
  file,
  onFile,
  fileLabel,
  fileHint,
  accept,
  url,
  onUrl,
  urlLabel,
  urlHint,
  urlInputMode,
  invalidUrl = false,
  preview,
  onRemoveFile,
}: {
  fileInput: RefObject<HTMLInputElement | null>;
  file: File | null;
  onFile: (file: File | null) => void;
  fileLabel: string;
  fileHint: string;
  accept: string;
  url: string;
  onUrl: (url: string) => void;
  urlLabel: string;
  urlHint: string;
  urlInputMode?: "url";
  /** Shows "Invalid URL" under the address. */
  invalidUrl?: boolean;
  /** What to show in the preview, if anything. */
  preview: { src: string; mediaType: MediaType } | null;
  /** Offers "Remove file" on the preview of a chosen file. */
  onRemoveFile?: () => void;
}) {
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
