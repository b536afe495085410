import type { Editor } from "@tiptap/react";
import { useCallback, useRef, useState } from "react";
import { DROP_INTERVAL_MS, EDITOR_MESSAGES } from "~/lib/blogs/editor/constants";
import {
  altFromFileName,
  editorMediaSource,
  thumbnailSource,
  uploadMedia,
  UploadError,
  validateEditorFile,
  type FileSource,
} from "~/lib/blogs/editor/upload";
import { VARIANT_PRESETS } from "@domain/media/presets";
import type { FeaturedImage } from "./side-column";

/** The upload part of the blog editor: files dropped, pasted or picked into the story, and the featured image. */

export interface Upload {
  key: number;
  name: string;
  progress: number;
}

export type MediaNode = {
  kind: "image" | "video";
  src: string;
  alt?: string;
  width?: number | null;
  height?: number | null;
};

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
let uploadKey = 1;

/** Inserts an image or video into the story, after a selected one rather than over it. */
export function insertMedia(target: Editor, node: MediaNode, pos?: number) {
  const content =
    node.kind === "video"
      ? { type: "video", attrs: { src: node.src, width: node.width ?? null, height: node.height ?? null } }
      : {
          type: "image",
          attrs: { src: node.src, alt: node.alt ?? "", width: node.width ?? null, height: node.height ?? null },
        };
  const chain = target.chain().focus();
  // A selected image or video (the one just inserted) is kept: the new media goes after it, not over it.
  const { selection } = target.state;
  const at = pos ?? ("node" in selection && selection.node ? selection.to : undefined);
  (at !== undefined ? chain.insertContentAt(at, content) : chain.insertContent(content)).run();
}

/**
 * Uploads files one after another (a short pause between dropped files) with a progress bar each, and inserts
 * each into the story; uploads the featured image with its own progress.
 */
export function useEditorUploads({
  editor,
  showError,
  onFeatured,
}: {
  editor: Editor | null;
  showError: (message: string) => void;
  onFeatured: (image: FeaturedImage) => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [featuredProgress, setFeaturedProgress] = useState<number | null>(null);
  const filesHandler = useRef<(files: File[], source: FileSource, pos?: number) => void>(() => undefined);

  const handleFiles = useCallback(
    async (files: File[], source: FileSource, pos?: number) => {
      if (!editor) return;
      for (let index = 0; index < files.length; index += 1) {
        if (index > 0) await wait(DROP_INTERVAL_MS);
        const file = files[index]!;
        const problem = validateEditorFile(file, source);
        if (problem) {
          showError(problem);
          continue;
        }
        const key = uploadKey++;
        setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
        try {
          const item = await uploadMedia(file, (progress) =>
            setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, progress } : upload))),
          );
          const editorVariant = item.mediaType === "image" && item.variants?.editor;
          insertMedia(
            editor,
            {
              kind: item.mediaType === "video" ? "video" : "image",
              src: editorMediaSource(item),
              alt: altFromFileName(file.name),
              width: editorVariant ? VARIANT_PRESETS.editor.width : item.width,
              height: editorVariant ? VARIANT_PRESETS.editor.height : item.height,
            },
            index === 0 ? pos : undefined,
          );
        } catch (error) {
          showError(error instanceof UploadError ? error.message : EDITOR_MESSAGES.uploadFailed);
        } finally {
          setUploads((list) => list.filter((upload) => upload.key !== key));
        }
      }
    },
    [editor, showError],
  );
  filesHandler.current = (files, source, pos) => void handleFiles(files, source, pos);

  const uploadFeatured = useCallback(
    async (file: File) => {
      const problem = validateEditorFile(file, "picker");
      if (problem || !file.type.startsWith("image/")) {
        showError(problem ?? "Please choose an image for the featured image");
        return;
      }
      setFeaturedProgress(0);
      try {
        const item = await uploadMedia(file, setFeaturedProgress);
        onFeatured({ url: item.url, thumbnail: thumbnailSource(item) });
      } catch (error) {
        showError(error instanceof UploadError ? error.message : EDITOR_MESSAGES.uploadFailed);
      } finally {
        setFeaturedProgress(null);
      }
    },
    [onFeatured, showError],
  );

  return { uploads, featuredProgress, filesHandler, uploadFeatured };
}
