import type { Editor } from "@tiptap/react";
import { CheckCircle2, CloudUpload, Loader2, PenLine } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useToast } from "~/components/ui/toast";
import { AUTOSAVE_DELAY_MS, DEFAULT_EDITOR_CATEGORY, DROP_INTERVAL_MS, EDITOR_MESSAGES, TITLE_MAX_LENGTH } from "~/lib/blog-editor/constants";
import { browserStorage, clearStoredDraft, readStoredDraft, writeStoredDraft } from "~/lib/blog-editor/draft-storage";
import { isUpdateOf, submitErrorMessage, submitSuccessMessage } from "~/lib/blog-editor/submit";
import { draftKey, editorCounts, isBlankContent, savedTimeLabel } from "~/lib/blog-editor/text";
import { altFromFileName, editorMediaSource, thumbnailSource, uploadMedia, UploadError, validateEditorFile, type FileSource } from "~/lib/blog-editor/upload";
import { VARIANT_PRESETS } from "~/lib/media";
import { cx } from "~/lib/class-names";
import { ProgressBar, SideColumn, type FeaturedImage } from "./side-column";
import "./editor.css";

import RichTextEditor from "./rich-text-editor";
import { SeoPanel } from "./seo-panel";

/** A post as GET /api/blogs?id= answers it (the fields the editor uses). */
interface LoadedPost {
  id: string;
  title: string;
  content: string;
  contentBlobUrl?: string;
  excerpt: string;
  featuredImage: string;
  category: string;
  tags: string[];
  slug: string;
  status: string;
}

interface PostRef {
  id: string | null;
  editToken: string | null;
  /** Status when the editor opened the post (null for a new story). */
  loadedStatus: string | null;
}

interface Upload {
  key: number;
  name: string;
  progress: number;
}

type SaveState = "idle" | "saving" | "saved" | "error";

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
let uploadKey = 1;

/**
 * The blog editor screen (part 1: "Blog editor"). Client-only: the route loads this module (and TipTap with it)
 * after hydration and shows <EditorShell> until then, so the server and the route's first load stay light.
 */
export function BlogEditorScreen({ postId, isAdmin }: { postId: string | null; isAdmin: boolean }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const titleId = useId();

  const [title, setTitle] = useState("");
  const [html, setHtml] = useState("");
  const [text, setText] = useState("");
  const [category, setCategory] = useState<string>(DEFAULT_EDITOR_CATEGORY);
  const [tags, setTags] = useState<readonly string[]>([]);
  const [excerpt, setExcerpt] = useState("");
  const [slug, setSlug] = useState("");
  const [featured, setFeatured] = useState<FeaturedImage | null>(null);
  const [featuredProgress, setFeaturedProgress] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(null);
  const [preview, setPreview] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [autosaveAllowed, setAutosaveAllowed] = useState(true);

  const postRef = useRef<PostRef>({ id: null, editToken: null, loadedStatus: null });
  const lastSavedKey = useRef<string>("");
  const saveChain = useRef<Promise<unknown>>(Promise.resolve());
  const generation = useRef(0);
  const submittingRef = useRef(false);
  const latest = useRef({ title, html, category, tags, excerpt, slug, featured });
  latest.current = { title, html, category, tags, excerpt, slug, featured };
  const filesHandler = useRef<(files: File[], source: FileSource, pos?: number) => void>(() => undefined);

  const showError = useCallback((message: string) => toast({ title: message, variant: "destructive", duration: 5000 }), [toast]);

  const [editor, setEditor] = useState<Editor | null>(null);
  const onEditorChange = useCallback((nextHtml: string, nextText: string) => {
    setHtml(nextHtml);
    setText(nextText);
  }, []);
  const onEditorReady = useCallback((instance: Editor | null) => {
    setEditor(instance);
    if (instance) {
      setHtml(instance.getHTML());
      setText(instance.getText());
    }
  }, []);

  // ----- Loading: the post named in the address (admin, or the visitor's own), else this device's draft -----
  const loadStarted = useRef(false);
  useEffect(() => {
    if (!editor || loadStarted.current) return;
    loadStarted.current = true;
    const storage = browserStorage();
    const stored = readStoredDraft(storage);
    const target = postId
      ? { id: postId, editToken: stored?.id === postId ? (stored.editToken ?? null) : null, fromStorage: false }
      : stored
        ? { id: stored.id, editToken: stored.editToken ?? null, fromStorage: true }
        : null;
    lastSavedKey.current = draftKey("", editor.getHTML());
    if (!target) {
      setReady(true);
      return;
    }
    let cancelled = false;
    (async () => {
      try {
        const response = await fetch(`/api/blogs?id=${encodeURIComponent(target.id)}`, {
          headers: { Accept: "application/json", ...(target.editToken ? { "X-Edit-Token": target.editToken } : {}) },
          cache: "no-store",
        });
        if (cancelled) return;
        if (!response.ok) {
          if (target.fromStorage) clearStoredDraft(storage);
          else {
            const body = (await response.json().catch(() => null)) as { error?: string } | null;
            showError(body?.error ? `Error: ${body.error}` : EDITOR_MESSAGES.loadFailed);
          }
          return;
        }
        const post = (await response.json()) as LoadedPost;
        let content = post.content ?? "";
        if (!content && post.contentBlobUrl) {
          content = await fetch(post.contentBlobUrl).then((answer) => (answer.ok ? answer.text() : "")).catch(() => "");
        }
        if (cancelled) return;
        // A restored device draft that was since submitted or published is no longer this device's draft.
        if (target.fromStorage && post.status !== "draft") {
          clearStoredDraft(storage);
          return;
        }
        postRef.current = { id: post.id, editToken: target.editToken, loadedStatus: post.status };
        editor.commands.setContent(content, { emitUpdate: false });
        const normalized = editor.getHTML();
        setHtml(normalized);
        setText(editor.getText());
        setTitle(post.title === "Untitled" && !content ? "" : (post.title ?? ""));
        setCategory(post.category || DEFAULT_EDITOR_CATEGORY);
        setTags(post.tags ?? []);
        setExcerpt(post.excerpt ?? "");
        setSlug(post.status === "draft" ? "" : (post.slug ?? ""));
        setFeatured(post.featuredImage ? { url: post.featuredImage, thumbnail: post.featuredImage } : null);
        lastSavedKey.current = draftKey(post.title === "Untitled" && !content ? "" : (post.title ?? ""), normalized);
        // Autosave stores status draft, so it only runs on drafts: a published or submitted story is changed
        // with Publish / Submit, never taken offline by an autosave.
        setAutosaveAllowed(post.status === "draft");
      } catch {
        if (!cancelled && !target.fromStorage) showError(EDITOR_MESSAGES.loadFailed);
      } finally {
        if (!cancelled) setReady(true);
      }
    })();
    return () => {
      cancelled = true;
      loadStarted.current = false;
    };
  }, [editor, postId, showError]);

  // ----- Saving -----
  const writePost = useCallback(
    async (status: "draft" | "published" | "pending") => {
      const snap = latest.current;
      const { id, editToken } = postRef.current;
      const body = {
        title: snap.title.trim(),
        content: snap.html,
        excerpt: snap.excerpt.trim(),
        featuredImage: snap.featured?.url ?? "",
        category: snap.category,
        tags: [...snap.tags],
        slug: snap.slug.trim(),
        status,
      };
      const response = await fetch(id ? `/api/blogs?id=${encodeURIComponent(id)}` : `/api/blogs?v=${Date.now()}`, {
        method: id ? "PUT" : "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...(editToken ? { "X-Edit-Token": editToken } : {}) },
        body: JSON.stringify(body),
      });
      return { response, key: draftKey(snap.title, snap.html) };
    },
    [],
  );

  const autosave = useCallback(() => {
    const run = async () => {
      if (submittingRef.current) return;
      const snap = latest.current;
      const key = draftKey(snap.title, snap.html);
      if (postRef.current.id && key === lastSavedKey.current) return;
      const started = generation.current;
      setSaveState("saving");
      try {
        const { response } = await writePost("draft");
        if (started !== generation.current) return;
        if (!response.ok) {
          console.warn(`Autosave failed: API error: ${response.status}`);
          setSaveState("error");
          return;
        }
        const answer = (await response.json()) as { id: string; editToken?: string; status?: string };
        if (started !== generation.current) return;
        if (!postRef.current.id) {
          postRef.current = { id: answer.id, editToken: answer.editToken ?? null, loadedStatus: null };
          writeStoredDraft(browserStorage(), { id: answer.id, ...(answer.editToken ? { editToken: answer.editToken } : {}) });
        }
        lastSavedKey.current = key;
        setLastSavedAt(new Date());
        setSaveState("saved");
      } catch (error) {
        if (started === generation.current) {
          console.warn("Autosave failed", error);
          setSaveState("error");
        }
      }
    };
    saveChain.current = saveChain.current.then(run, run);
    return saveChain.current;
  }, [writePost]);

  // Autosave 3 s after the last change to the title or the content; nothing to do when unchanged.
  useEffect(() => {
    if (!ready || !autosaveAllowed || !editor) return;
    const key = draftKey(title, html);
    if (key === lastSavedKey.current) return;
    if (!postRef.current.id && !title.trim() && isBlankContent(html)) return;
    const timer = window.setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [title, html, ready, autosaveAllowed, editor, autosave]);

  const resetEditor = useCallback(() => {
    generation.current += 1;
    postRef.current = { id: null, editToken: null, loadedStatus: null };
    clearStoredDraft(browserStorage());
    editor?.commands.clearContent(false);
    const blank = editor?.getHTML() ?? "";
    lastSavedKey.current = draftKey("", blank);
    setHtml(blank);
    setText("");
    setTitle("");
    setCategory(DEFAULT_EDITOR_CATEGORY);
    setTags([]);
    setExcerpt("");
    setSlug("");
    setFeatured(null);
    setLastSavedAt(null);
    setSaveState("idle");
    setPreview(false);
    setAutosaveAllowed(true);
    if (postId) navigate("/medium-blog-editor", { replace: true });
  }, [editor, navigate, postId]);

  const canPublish = title.trim() !== "" && !isBlankContent(html);

  const publish = useCallback(async () => {
    if (submittingRef.current) return;
    if (!canPublish) {
      showError(EDITOR_MESSAGES.needTitleAndContent);
      return;
    }
    if (uploads.length > 0 || featuredProgress !== null) {
      showError("Please wait for the uploads to finish.");
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    try {
      await saveChain.current.catch(() => undefined);
      const isUpdate = isUpdateOf(postRef.current.loadedStatus);
      let result: Awaited<ReturnType<typeof writePost>>;
      try {
        result = await writePost(isAdmin ? "published" : "pending");
      } catch {
        showError(EDITOR_MESSAGES.submitFailed);
        return;
      }
      const { response } = result;
      if (!response.ok) {
        showError(submitErrorMessage(await response.text().catch(() => "")));
        return;
      }
      toast({ title: submitSuccessMessage(isAdmin, isUpdate), duration: 5000 });
      resetEditor();
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [canPublish, featuredProgress, isAdmin, resetEditor, showError, toast, uploads.length, writePost]);

  // ----- Media -----
  const insertMedia = useCallback(
    (target: Editor, node: { kind: "image" | "video"; src: string; alt?: string; width?: number | null; height?: number | null }, pos?: number) => {
      const content =
        node.kind === "video"
          ? { type: "video", attrs: { src: node.src, width: node.width ?? null, height: node.height ?? null } }
          : { type: "image", attrs: { src: node.src, alt: node.alt ?? "", width: node.width ?? null, height: node.height ?? null } };
      const chain = target.chain().focus();
      // A selected image or video (the one just inserted) is kept: the new media goes after it, not over it.
      const { selection } = target.state;
      const at = pos ?? ("node" in selection && selection.node ? selection.to : undefined);
      (at !== undefined ? chain.insertContentAt(at, content) : chain.insertContent(content)).run();
    },
    [],
  );

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
    [editor, insertMedia, showError],
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
        setFeatured({ url: item.url, thumbnail: thumbnailSource(item) });
      } catch (error) {
        showError(error instanceof UploadError ? error.message : EDITOR_MESSAGES.uploadFailed);
      } finally {
        setFeaturedProgress(null);
      }
    },
    [showError],
  );

  const counts = useMemo(() => editorCounts(text), [text]);
  const dragDepth = useRef(0);
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

  return (
    <div className="mx-auto max-w-6xl px-3 pb-16 pt-6 sm:px-6 sm:pt-10">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose">
            <PenLine aria-hidden className="size-4" /> {postRef.current.loadedStatus && postRef.current.loadedStatus !== "draft" ? "Edit story" : "New story"}
          </p>
          <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Write a Story</h1>
        </div>
        <SaveIndicator state={saveState} lastSavedAt={lastSavedAt} autosaveAllowed={autosaveAllowed} />
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {preview ? (
            <div className="rounded-card border border-border bg-surface p-4 sm:p-8" data-testid="editor-preview">
              <p className="text-sm font-semibold text-rose">{category}</p>
              <h2 className="mt-1 font-display text-3xl font-semibold sm:text-4xl">{title.trim() || "Untitled story"}</h2>
              {featured ? <img src={featured.url} alt="" width={800} height={400} className="mt-4 aspect-[2/1] w-full rounded-xl object-cover" /> : null}
            </div>
          ) : (
            <div>
              <label htmlFor={titleId} className="sr-only">
                Title
              </label>
              <input
                id={titleId}
                value={title}
                maxLength={TITLE_MAX_LENGTH}
                onChange={(event) => setTitle(event.target.value)}
                placeholder="Title"
                autoComplete="off"
                className="w-full rounded-xl border border-transparent bg-transparent px-1 py-2 font-display text-3xl font-semibold text-fg placeholder:text-muted/60 focus:border-border focus:outline-none sm:text-4xl"
              />
            </div>
          )}

          <div
            className={cx("relative rounded-card border bg-surface", dragging ? "border-rose" : "border-border")}
            onDragEnter={(event) => {
              if (!hasFiles(event) || preview) return;
              dragDepth.current += 1;
              setDragging(true);
            }}
            onDragOver={(event) => {
              if (hasFiles(event) && !preview) event.preventDefault();
            }}
            onDragLeave={(event) => {
              if (!hasFiles(event)) return;
              dragDepth.current = Math.max(0, dragDepth.current - 1);
              if (dragDepth.current === 0) setDragging(false);
            }}
            onDrop={(event) => {
              dragDepth.current = 0;
              setDragging(false);
              if (preview || event.nativeEvent.defaultPrevented) return;
              const files = Array.from(event.dataTransfer?.files ?? []);
              if (files.length > 0) {
                event.preventDefault();
                filesHandler.current(files, "drop");
              }
            }}
          >
            <RichTextEditor
                  preview={preview}
                  onReady={onEditorReady}
                  onChange={onEditorChange}
                  onFiles={(files, source, pos) => filesHandler.current(files, source, pos)}
                  onInsertMediaUrl={(instance, url, kind, alt) => insertMedia(instance, { kind, src: url, alt })}
                >
                  {uploads.length > 0 ? (
                    <div className="flex flex-col gap-2 border-b border-border px-4 py-3" aria-live="polite">
                      {uploads.map((upload) => (
                        <ProgressBar key={upload.key} label={`Uploading ${upload.name}`} value={upload.progress} />
                      ))}
                    </div>
                  ) : null}
                </RichTextEditor>
            {editor && !ready ? (
              <div className="absolute inset-0 grid place-items-center rounded-card bg-surface/80" role="status">
                <span className="flex items-center gap-2 text-muted">
                  <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" /> Opening your story…
                </span>
              </div>
            ) : null}

            {dragging ? (
              <div aria-hidden className="pointer-events-none absolute inset-0 grid place-items-center rounded-card border-2 border-dashed border-rose bg-bg/70">
                <span className="flex items-center gap-2 rounded-full bg-surface px-4 py-2 font-semibold text-rose shadow-glow">
                  <CloudUpload className="size-5" /> Drop images or videos to add them
                </span>
              </div>
            ) : null}
          </div>

          <p className="flex flex-wrap gap-x-4 gap-y-1 px-1 text-sm text-muted" data-testid="editor-counts">
            <span>
              <strong className="font-semibold text-fg tabular-nums">{counts.words}</strong> {counts.words === 1 ? "word" : "words"}
            </span>
            <span>
              <strong className="font-semibold text-fg tabular-nums">{counts.characters}</strong> characters
            </span>
            <span>
              <strong className="font-semibold text-fg tabular-nums">{counts.readTime}</strong> min read
            </span>
          </p>

          <SeoPanel title={title} html={html} tags={tags} onUseDescription={(description) => setExcerpt(description.slice(0, 500))} />
        </div>

        <SideColumn
          isAdmin={isAdmin}
          canPublish={canPublish}
          submitting={submitting}
          onPublish={() => void publish()}
          preview={preview}
          onTogglePreview={() => setPreview((value) => !value)}
          featured={featured}
          featuredProgress={featuredProgress}
          onFeaturedFile={(file) => void uploadFeatured(file)}
          onFeaturedUrl={(url) => setFeatured({ url, thumbnail: url })}
          onRemoveFeatured={() => setFeatured(null)}
          category={category}
          onCategory={setCategory}
          tags={tags}
          onTags={setTags}
          excerpt={excerpt}
          onExcerpt={setExcerpt}
          slug={slug}
          onSlug={setSlug}
          title={title}
        />
      </div>
    </div>
  );
}

function SaveIndicator({ state, lastSavedAt, autosaveAllowed }: { state: SaveState; lastSavedAt: Date | null; autosaveAllowed: boolean }) {
  let content: ReactNode;
  if (state === "saving") {
    content = (
      <>
        <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> Saving…
      </>
    );
  } else if (lastSavedAt) {
    content = (
      <>
        <CheckCircle2 aria-hidden className="size-4 text-success" /> Last saved {savedTimeLabel(lastSavedAt)}
        {state === "error" ? <span className="text-danger"> · autosave failed, retrying on your next change</span> : null}
      </>
    );
  } else if (state === "error") {
    content = <span className="text-danger">Autosave failed — your next change will try again</span>;
  } else if (!autosaveAllowed) {
    content = "Autosave is off for submitted and published stories — use the button to save";
  } else {
    content = "Drafts save automatically";
  }
  return (
    <p role="status" aria-live="polite" data-testid="save-indicator" className="flex min-h-11 items-center gap-1.5 text-sm text-muted">
      {content}
    </p>
  );
}
