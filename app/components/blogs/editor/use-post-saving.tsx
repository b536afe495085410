import type { Editor } from "@tiptap/react";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useToast } from "~/components/ui/toast";
import { AUTOSAVE_DELAY_MS, EDITOR_MESSAGES } from "~/lib/blogs/editor/constants";
import { browserStorage, writeStoredDraft } from "~/lib/blogs/editor/draft-storage";
import { isUpdateOf, submitErrorMessage, submitSuccessMessage } from "~/lib/blogs/editor/submit";
import { draftKey, isBlankContent, savedTimeLabel } from "~/lib/blogs/editor/text";
import { penNameProblem, tidyPenName } from "@domain/blogs/pen-name";
import { withWork } from "~/lib/proof-of-work";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { BlogWriteAnswer } from "@domain/blogs/api";
import type { FeaturedImage } from "./side-column";

/** The saving part of the blog editor: autosave of drafts, and Publish / Submit for review. */

export interface PostRef {
  id: string | null;
  editToken: string | null;
  /** Status when the editor opened the post (null for a new story). */
  loadedStatus: string | null;
}

/** What the editor holds now, read when a save starts. */
export interface DraftSnapshot {
  title: string;
  html: string;
  category: string;
  tags: readonly string[];
  excerpt: string;
  slug: string;
  featured: FeaturedImage | null;
  /** The writer's pen name (visitors; empty for none). */
  penName: string;
}

/** What a successful Publish / Submit answered, for the editor to say what happened. */
export interface PublishedStory {
  id: string;
  slug: string;
  status: string;
  title: string;
  /** The visitor's edit token for this story (from the create answer, or the one the editor already held). */
  editToken: string | null;
  isUpdate: boolean;
}

export type SaveState = "idle" | "saving" | "saved" | "error";

/** What the editor gives the saving hook. */
export interface PostSavingOptions {
  editor: Editor | null;
  /** False until the post or draft has loaded: nothing saves before. */
  ready: boolean;
  isAdmin: boolean;
  /** What the editor holds now; a change to the title, the content or the pen name alone is autosaved. */
  draft: DraftSnapshot;
  uploadsBusy: boolean;
  showError: (message: string) => void;
  onPublished: (story: PublishedStory) => void;
}

/**
 * Also answers the refs the editor's loading and reset write: `postRef` (the story being edited) and `lastSavedKey`
 * (draftKey of what the server holds, so unchanged drafts are not saved again).
 */
export function usePostSaving(options: PostSavingOptions) {
  const { editor, ready, isAdmin, draft, uploadsBusy, showError, onPublished } = options;
  const { title, html, penName } = draft;
  const postRef = useRef<PostRef>({ id: null, editToken: null, loadedStatus: null });
  const lastSavedKey = useRef<string>("");
  // Read when a save starts.
  const latest = useRef<DraftSnapshot>(draft);
  latest.current = draft;
  const { toast } = useToast();
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // True while this phone solves the proof-of-work a new story owes: the indicator says "One moment…".
  const [working, setWorking] = useState(false);
  const [autosaveAllowed, setAutosaveAllowed] = useState(true);
  const saveChain = useRef<Promise<unknown>>(Promise.resolve());
  // Bumped by a reset: an autosave answer of the story before it is then ignored.
  const generation = useRef(0);
  const submittingRef = useRef(false);

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
        // The admin's editor does not show the field, so it never changes a writer's pen name; a pen name still
        // being typed past its limit is left out of a draft's autosave (Submit refuses it with the reason).
        ...(isAdmin || penNameProblem(tidyPenName(snap.penName)) ? {} : { penName: tidyPenName(snap.penName) }),
      };
      // A visitor's first save (usually the autosave while they write) carries a moment of proof-of-work, solved in
      // a worker on the way (app/lib/proof-of-work.ts); edits of a saved story carry its edit token instead.
      const answer = id
        ? await apiRequest<Partial<BlogWriteAnswer> | null>(`/api/blogs?id=${encodeURIComponent(id)}`, {
            method: "PUT",
            headers: editToken ? { "X-Edit-Token": editToken } : {},
            json: body,
          })
        : await withWork(
            (headers) =>
              apiRequest<Partial<BlogWriteAnswer> | null>(`/api/blogs?v=${Date.now()}`, {
                method: "POST",
                headers,
                json: body,
              }),
            { onWork: setWorking },
          );
      return { answer, key: draftKey(snap.title, snap.html, snap.penName) };
    },
    [isAdmin],
  );

  const autosave = useCallback(() => {
    const run = async () => {
      if (submittingRef.current) return;
      const snap = latest.current;
      const key = draftKey(snap.title, snap.html, snap.penName);
      if (postRef.current.id && key === lastSavedKey.current) return;
      const started = generation.current;
      setSaveState("saving");
      try {
        const { answer } = await writePost("draft");
        if (started !== generation.current) return;
        if (!answer?.id) throw new Error("The saved draft came back without its id");
        if (!postRef.current.id) {
          postRef.current = { id: answer.id, editToken: answer.editToken ?? null, loadedStatus: null };
          writeStoredDraft(browserStorage(), {
            id: answer.id,
            ...(answer.editToken ? { editToken: answer.editToken } : {}),
          });
        }
        lastSavedKey.current = key;
        setLastSavedAt(new Date());
        setSaveState("saved");
      } catch (error) {
        if (started === generation.current) {
          if (error instanceof ApiError) console.warn(`Autosave failed: API error: ${error.status}`);
          else console.warn("Autosave failed", error);
          setSaveState("error");
        }
      }
    };
    saveChain.current = saveChain.current.then(run, run);
    return saveChain.current;
  }, [writePost]);

  // Autosave 3 s after the last change to the title, the content or the pen name; nothing to do when unchanged.
  useEffect(() => {
    if (!ready || !autosaveAllowed || !editor) return;
    const key = draftKey(title, html, penName);
    if (key === lastSavedKey.current) return;
    if (!postRef.current.id && !title.trim() && isBlankContent(html)) return;
    const timer = window.setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [title, html, penName, ready, autosaveAllowed, editor, autosave]);

  const canPublish = title.trim() !== "" && !isBlankContent(html);

  const publish = useCallback(async () => {
    if (submittingRef.current) return;
    if (!canPublish) {
      showError(EDITOR_MESSAGES.needTitleAndContent);
      return;
    }
    const penProblem = isAdmin ? null : penNameProblem(tidyPenName(latest.current.penName));
    if (penProblem) {
      showError(`Pen name: ${penProblem}`);
      return;
    }
    if (uploadsBusy) {
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
      } catch (error) {
        // The server's refusal in its own words (missing fields named); a network failure as such.
        showError(
          error instanceof ApiError
            ? submitErrorMessage(error.body === null ? "" : JSON.stringify(error.body))
            : EDITOR_MESSAGES.submitFailed,
        );
        return;
      }
      const { answer } = result;
      // The visitor's editor says what happened in the page itself (and links to My stories); the admin's toasts.
      if (isAdmin) toast({ title: submitSuccessMessage(isAdmin, isUpdate), duration: 5000 });
      onPublished({
        id: answer?.id ?? postRef.current.id ?? "",
        slug: answer?.slug ?? "",
        status: answer?.status ?? (isAdmin ? "published" : "pending"),
        title: latest.current.title.trim(),
        editToken: answer?.editToken ?? postRef.current.editToken,
        isUpdate,
      });
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [canPublish, isAdmin, onPublished, showError, toast, uploadsBusy, writePost]);

  /** Forgets the saving state of the story that was open (after a reset). */
  const resetSaving = useCallback(() => {
    generation.current += 1;
    setLastSavedAt(null);
    setSaveState("idle");
    setAutosaveAllowed(true);
  }, []);

  return {
    postRef,
    lastSavedKey,
    saveState,
    working,
    lastSavedAt,
    submitting,
    autosaveAllowed,
    setAutosaveAllowed,
    canPublish,
    publish,
    resetSaving,
  };
}

export function SaveIndicator({
  state,
  working = false,
  lastSavedAt,
  autosaveAllowed,
}: {
  state: SaveState;
  /** The phone is solving the proof-of-work of a new story (a few seconds at most). */
  working?: boolean;
  lastSavedAt: Date | null;
  autosaveAllowed: boolean;
}) {
  let content: ReactNode;
  if (state === "saving" || working) {
    content = (
      <>
        <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />{" "}
        {working ? "One moment… a quick check on this phone before your story is saved" : "Saving…"}
      </>
    );
  } else if (lastSavedAt) {
    content = (
      <>
        <CheckCircle2 aria-hidden className="size-4 text-success" /> Last saved {savedTimeLabel(lastSavedAt)}
        {state === "error" ? (
          <span className="text-danger"> · autosave failed, retrying on your next change</span>
        ) : null}
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
    <p
      role="status"
      aria-live="polite"
      data-testid="save-indicator"
      className="flex min-h-11 items-center gap-1.5 text-sm text-muted"
    >
      {content}
    </p>
  );
}
