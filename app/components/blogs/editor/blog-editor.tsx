import type { Editor } from "@tiptap/react";
import { CloudUpload, Loader2, NotebookPen, PenLine } from "lucide-react";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { IconLink } from "~/components/ui/button";
import { StoryImage } from "~/components/ui/card";
import { useToast } from "~/components/ui/toast";
import { DEFAULT_EDITOR_CATEGORY, EDITOR_MESSAGES } from "~/lib/blogs/editor/constants";
import { browserStorage, clearStoredDraft, readStoredDraft } from "~/lib/blogs/editor/draft-storage";
import { rememberStory } from "~/lib/blogs/editor/my-stories";
import { draftKey, editorCounts } from "~/lib/blogs/editor/text";
import { cx } from "~/lib/class-names";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { BlogEditAnswer } from "@domain/blogs/api";
import { ProgressBar, SideColumn, type FeaturedImage } from "./side-column";
import { insertMedia, useEditorUploads } from "./use-editor-uploads";
import { SubmittedPanel, type SubmittedStory } from "./submitted-panel";
import { SaveIndicator, usePostSaving, type PublishedStory } from "./use-post-saving";
import "./editor.css";

import RichTextEditor from "./rich-text-editor";
import { SeoPanel } from "./seo-panel";
import { TitleField } from "./title-field";

/**
 * The blog editor screen (part 1: "Blog editor"). Client-only: the route loads this module (and TipTap with it)
 * after hydration and shows <EditorShell> until then, so the server and the route's first load stay light.
 */
export function BlogEditorScreen({
  postId,
  isAdmin,
  initialTitle = "",
  focusTitle = false,
  onShown,
}: {
  postId: string | null;
  isAdmin: boolean;
  /** What was typed into the route's light shell before this code arrived. */
  initialTitle?: string;
  /** The shell's title had the focus: the writer is typing, so the title field takes it over. */
  focusTitle?: boolean;
  /** Called once this screen is drawn, before the browser paints, so the shell and the editor never both show. */
  onShown?: () => void;
}) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  // The story this screen just submitted (kept across the move from /medium-blog-editor/{id} to a blank editor).
  const [submitted, setSubmitted] = useState<SubmittedStory | null>(
    () => (location.state as { submitted?: SubmittedStory } | null)?.submitted ?? null,
  );

  const [title, setTitle] = useState(initialTitle);
  useLayoutEffect(() => onShown?.(), [onShown]);
  const [html, setHtml] = useState("");
  const [text, setText] = useState("");
  const [category, setCategory] = useState<string>(DEFAULT_EDITOR_CATEGORY);
  const [tags, setTags] = useState<readonly string[]>([]);
  const [excerpt, setExcerpt] = useState("");
  const [slug, setSlug] = useState("");
  const [featured, setFeatured] = useState<FeaturedImage | null>(null);
  const [penName, setPenName] = useState("");
  const [ready, setReady] = useState(false);
  const [preview, setPreview] = useState(false);
  const [dragging, setDragging] = useState(false);

  const showError = useCallback(
    (message: string) => toast({ title: message, variant: "destructive", duration: 5000 }),
    [toast],
  );

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

  const { uploads, featuredProgress, filesHandler, uploadFeatured } = useEditorUploads({
    editor,
    showError,
    onFeatured: setFeatured,
  });
  // Publishing resets the editor, which is defined after the saving hook it resets too.
  const resetRef = useRef<(submittedStory?: SubmittedStory) => void>(() => undefined);
  const onPublished = useCallback(
    (story: PublishedStory) => {
      if (isAdmin) {
        resetRef.current();
        return;
      }
      // A visitor's story goes to review: it joins My stories on this device, and the page says so.
      const stored = rememberStory(browserStorage(), {
        id: story.id,
        title: story.title,
        submittedAt: new Date().toISOString(),
        ...(story.editToken ? { editToken: story.editToken } : {}),
      });
      resetRef.current({ id: story.id, title: story.title, isUpdate: story.isUpdate, stored });
    },
    [isAdmin],
  );
  const saving = usePostSaving({
    editor,
    ready,
    isAdmin,
    draft: { title, html, category, tags, excerpt, slug, featured, penName },
    uploadsBusy: uploads.length > 0 || featuredProgress !== null,
    showError,
    onPublished,
  });
  const { postRef, lastSavedKey, setAutosaveAllowed, resetSaving } = saving;

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
        let post: BlogEditAnswer;
        try {
          post = await apiRequest<BlogEditAnswer>(`/api/blogs?id=${encodeURIComponent(target.id)}`, {
            headers: target.editToken ? { "X-Edit-Token": target.editToken } : {},
            cache: "no-store",
          });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (cancelled) return;
          if (target.fromStorage) clearStoredDraft(storage);
          else {
            const named = (error.body as { error?: unknown } | null)?.error;
            showError(typeof named === "string" && named ? `Error: ${named}` : EDITOR_MESSAGES.loadFailed);
          }
          return;
        }
        if (cancelled) return;
        let content = post.content ?? "";
        if (!content && post.contentBlobUrl) {
          // The story's body as stored HTML, not JSON: a plain fetch.
          content = await fetch(post.contentBlobUrl)
            .then((answer) => (answer.ok ? answer.text() : ""))
            .catch(() => "");
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
        // A title typed on the first paint, before the draft loaded, is the writer's latest word.
        setTitle((typed) => typed || (post.title === "Untitled" && !content ? "" : (post.title ?? "")));
        setCategory(post.category || DEFAULT_EDITOR_CATEGORY);
        setTags(post.tags ?? []);
        setExcerpt(post.excerpt ?? "");
        setSlug(post.status === "draft" ? "" : (post.slug ?? ""));
        setFeatured(post.featuredImage ? { url: post.featuredImage, thumbnail: post.featuredImage } : null);
        setPenName(post.penName ?? "");
        lastSavedKey.current = draftKey(
          post.title === "Untitled" && !content ? "" : (post.title ?? ""),
          normalized,
          post.penName ?? "",
        );
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
    // postRef and lastSavedKey are the saving hook's refs: the same objects on every render.
  }, [editor, postId, showError, setAutosaveAllowed, postRef, lastSavedKey]);

  const resetEditor = useCallback(
    (submittedStory?: SubmittedStory) => {
      resetSaving();
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
      setPenName("");
      setPreview(false);
      setSubmitted(submittedStory ?? null);
      if (postId)
        navigate("/medium-blog-editor", {
          replace: true,
          state: submittedStory ? { submitted: submittedStory } : null,
        });
    },
    [editor, navigate, postId, resetSaving, postRef, lastSavedKey],
  );
  resetRef.current = resetEditor;

  const counts = useMemo(() => editorCounts(text), [text]);
  const dragDepth = useRef(0);
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

  return (
    <div className="mx-auto max-w-6xl px-3 pb-16 pt-6 sm:px-6 sm:pt-10">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose">
            <PenLine aria-hidden className="size-4" />{" "}
            {postRef.current.loadedStatus && postRef.current.loadedStatus !== "draft" ? "Edit story" : "New story"}
          </p>
          <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Write a Story</h1>
        </div>
        <div className="flex flex-wrap items-center gap-x-4">
          {submitted ? null : (
            <SaveIndicator
              state={saving.saveState}
              working={saving.working}
              lastSavedAt={saving.lastSavedAt}
              autosaveAllowed={saving.autosaveAllowed}
            />
          )}
          {isAdmin ? null : (
            <IconLink
              to="/medium-blogs/mine"
              icon={NotebookPen}
              className="gap-1.5 text-sm font-semibold text-rose underline-offset-4 hover:underline"
            >
              My stories
            </IconLink>
          )}
        </div>
      </header>

      {submitted ? <SubmittedPanel story={submitted} onWriteAnother={() => setSubmitted(null)} /> : null}

      <div className={cx("grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]", submitted && "hidden")}>
        <div className="flex min-w-0 flex-col gap-4">
          {preview ? (
            <div className="rounded-card border border-border bg-surface p-4 sm:p-8" data-testid="editor-preview">
              <p className="text-sm font-semibold text-rose">{category}</p>
              <h2 className="mt-1 font-display text-3xl font-semibold sm:text-4xl">
                {title.trim() || "Untitled story"}
              </h2>
              {featured ? (
                <StoryImage src={featured.url} className="mt-4 aspect-[2/1] w-full rounded-xl object-cover" />
              ) : null}
            </div>
          ) : (
            <TitleField
              id={titleId}
              value={title}
              onChange={setTitle}
              onEnter={() => editor?.commands.focus("start")}
              autoFocus={focusTitle}
            />
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
              <div
                aria-hidden
                className="pointer-events-none absolute inset-0 grid place-items-center rounded-card border-2 border-dashed border-rose bg-bg/70"
              >
                <span className="flex items-center gap-2 rounded-full bg-surface px-4 py-2 font-semibold text-rose shadow-glow">
                  <CloudUpload className="size-5" /> Drop images or videos to add them
                </span>
              </div>
            ) : null}
          </div>

          <p className="flex flex-wrap gap-x-4 gap-y-1 px-1 text-sm text-muted" data-testid="editor-counts">
            <span>
              <strong className="font-semibold text-fg tabular-nums">{counts.words}</strong>{" "}
              {counts.words === 1 ? "word" : "words"}
            </span>
            <span>
              <strong className="font-semibold text-fg tabular-nums">{counts.characters}</strong> characters
            </span>
            <span>
              <strong className="font-semibold text-fg tabular-nums">{counts.readTime}</strong> min read
            </span>
          </p>

          <SeoPanel
            defaultOpen={isAdmin}
            title={title}
            html={html}
            tags={tags}
            onUseDescription={(description) => setExcerpt(description.slice(0, 500))}
          />
        </div>

        <SideColumn
          isAdmin={isAdmin}
          canPublish={saving.canPublish}
          submitting={saving.submitting}
          onPublish={() => void saving.publish()}
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
          penName={penName}
          onPenName={setPenName}
        />
      </div>
    </div>
  );
}
