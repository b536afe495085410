import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { ApiError, mediaApi } from "~/components/position-games/admin-api";
import type { ScratchAdminIntent, ScratchAdminResult } from "@domain/position-games/scratch-admin";
import {
  addTags,
  checkScratchFile,
  MESSAGE_MS,
  mediaTypeOfFile,
  mediaTypeOfUrl,
  moveItem,
  SCRATCH_FORM_MESSAGES,
  typeTagInput,
  validateScratchForm,
} from "@domain/position-games/scratch-form";
import type { MediaType, ServerPosition } from "@domain/position-games/types";

export interface ScratchFormState {
  title: string;
  imageUrl: string;
  description: string;
  category: string;
  difficulty: string;
  tags: string[];
  tagInput: string;
}

const EMPTY_FORM: ScratchFormState = {
  title: "",
  imageUrl: "",
  description: "",
  category: "",
  difficulty: "",
  tags: [],
  tagInput: "",
};

/** A message on screen, and where it shows: under the form's buttons, or over the list whose row it is about. */
export type AdminMessage = { text: string; kind: "error" | "success"; where: "form" | "list" } | null;

const submitOptions = { method: "post", encType: "application/json" } as const;

/**
 * The scratch positions admin: the list is the loader's (revalidated after each write, which goes through the
 * route's action); this holds only the form being filled in, the chosen file and the message on screen. A reorder
 * shows at once and falls back to the server's order when it fails.
 */
export function useScratchAdmin(loaded: ServerPosition[]) {
  const save = useFetcher<ScratchAdminResult>({ key: "scratch-save" });
  const remove = useFetcher<ScratchAdminResult>({ key: "scratch-delete" });
  const reorder = useFetcher<ScratchAdminResult>({ key: "scratch-reorder" });
  const [form, setForm] = useState<ScratchFormState>(EMPTY_FORM);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileType, setFileType] = useState<MediaType>("image");
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<AdminMessage>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);

  // While a reorder is on its way, the list shows the new order.
  const pendingOrder = reorder.json as { ids?: string[] } | undefined;
  const positions = reorder.state !== "idle" && pendingOrder?.ids ? orderBy(loaded, pendingOrder.ids) : loaded;

  // Messages clear after 3 s (5 s after a success).
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(
      () => setMessage(null),
      message.kind === "success" ? MESSAGE_MS.success : MESSAGE_MS.error,
    );
    return () => clearTimeout(timer);
  }, [message]);

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  function resetForm() {
    setForm(EMPTY_FORM);
    setEditingId(null);
    clearFile();
  }

  // Each answer of the action shows its message; a saved form is emptied, and so is a deleted position's.
  const editingIdRef = useRef(editingId);
  useEffect(() => {
    editingIdRef.current = editingId;
  }, [editingId]);
  useAnswer(save.data, "form", setMessage, (answer) => answer.ok && resetForm());
  useAnswer(
    remove.data,
    "list",
    setMessage,
    (answer) => answer.ok && answer.id === editingIdRef.current && resetForm(),
  );
  // A reorder says nothing when it works (the list already shows it).
  useAnswer(reorder.data, "list", (next) => next?.kind === "error" && setMessage(next));

  const set = <K extends keyof ScratchFormState>(key: K, value: ScratchFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function startEdit(position: ServerPosition) {
    setEditingId(position.id);
    setForm({
      title: position.title,
      imageUrl: position.image,
      description: position.description,
      category: position.category,
      difficulty: position.difficulty,
      tags: [...position.tags],
      tagInput: "",
    });
    clearFile();
    titleInput.current?.focus();
  }

  function addTypedTags() {
    setForm((current) => ({ ...current, tags: addTags(current.tags, current.tagInput), tagInput: "" }));
  }

  function typeTags(value: string) {
    setForm((current) => ({ ...current, ...typeTagInput(current.tags, value) }));
  }

  function chooseFile(chosen: File | null) {
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = checkScratchFile(chosen);
    if (problem) {
      setMessage({ text: problem, kind: "error", where: "form" });
      clearFile();
      return;
    }
    setFile(chosen);
    setFileType(mediaTypeOfFile(chosen) ?? "image");
  }

  const saving = uploading || save.state !== "idle";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const check = validateScratchForm({
      title: form.title,
      imageUrl: form.imageUrl,
      file,
      mode: editingId ? "edit" : "add",
      existing: positions,
      editingId: editingId ?? undefined,
      now: Date.now(),
    });
    if (!check.ok) {
      setMessage({ text: check.message, kind: "error", where: "form" });
      return;
    }
    const current = editingId ? positions.find((p) => p.id === editingId) : undefined;
    let image = form.imageUrl.trim();
    let mediaType: MediaType = mediaTypeOfUrl(image, current?.mediaType);
    if (file) {
      setUploading(true);
      try {
        const uploaded = await mediaApi.upload(file, form.title.trim());
        image = uploaded.url;
        mediaType = uploaded.mediaType ?? fileType;
      } catch (error) {
        const text =
          error instanceof ApiError && (error.status === 413 || error.status === 415)
            ? error.message
            : SCRATCH_FORM_MESSAGES.uploadFailed;
        setMessage({ text, kind: "error", where: "form" });
        return;
      } finally {
        setUploading(false);
      }
    }
    const position = {
      title: form.title.trim(),
      image,
      mediaType,
      description: form.description.trim(),
      category: form.category.trim(),
      difficulty: form.difficulty.trim(),
      tags: addTags(form.tags, form.tagInput),
    };
    if (editingId) {
      const update = {
        intent: "update",
        id: editingId,
        position: { ...position, isDefault: current?.isDefault ?? false },
      } satisfies ScratchAdminIntent;
      void save.submit(update, submitOptions);
    } else {
      const create = { intent: "create", position: { ...position, id: check.id } } satisfies ScratchAdminIntent;
      void save.submit(create, submitOptions);
    }
  }

  function removePosition(position: ServerPosition) {
    if (!window.confirm(`Delete "${position.title}"?`)) return;
    const intent: ScratchAdminIntent = { intent: "delete", id: position.id, title: position.title };
    void remove.submit(intent, submitOptions);
  }

  function move(position: ServerPosition, direction: -1 | 1) {
    const index = positions.findIndex((p) => p.id === position.id);
    const intent: ScratchAdminIntent = {
      intent: "reorder",
      ids: moveItem(positions, index, direction).map((p) => p.id),
    };
    void reorder.submit(intent, submitOptions);
  }

  return {
    positions,
    form,
    set,
    editingId,
    file,
    fileType,
    saving,
    message,
    fileInput,
    titleInput,
    resetForm,
    clearFile,
    startEdit,
    addTypedTags,
    typeTags,
    chooseFile,
    submit,
    removePosition,
    move,
  };
}

function orderBy(list: ServerPosition[], ids: string[]): ServerPosition[] {
  const byId = new Map(list.map((position) => [position.id, position]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return ordered.length === list.length ? ordered : list;
}

/** Runs once per answer of a fetcher: shows its message and lets the caller react. */
function useAnswer(
  answer: ScratchAdminResult | undefined,
  where: "form" | "list",
  show: (message: AdminMessage) => unknown,
  onAnswer?: (answer: ScratchAdminResult) => unknown,
) {
  const latest = useRef({ show, onAnswer });
  useEffect(() => {
    latest.current = { show, onAnswer };
  });
  useEffect(() => {
    if (!answer) return;
    latest.current.show({ text: answer.message, kind: answer.ok ? "success" : "error", where });
    latest.current.onAnswer?.(answer);
  }, [answer, where]);
}
export type ScratchAdmin = ReturnType<typeof useScratchAdmin>;
