import { ArrowDown, ArrowUp, ImagePlus, Pencil, RefreshCw, Save, Search, Tag, Trash2, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { PageHeader } from "~/components/page-header";
import { ApiError, mediaApi, scratchPositionsApi } from "~/components/position-games/admin-api";
import { PositionMedia } from "~/components/position-games/position-media";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input, Textarea } from "~/components/ui/input";
import { requireAdminSession } from "~/lib/admin-session";
import { cx } from "~/lib/class-names";
import { noIndexHead } from "~/lib/head";
import {
  addTags,
  allTags,
  checkScratchFile,
  filterScratchPositions,
  MESSAGE_MS,
  mediaTypeOfFile,
  mediaTypeOfUrl,
  moveItem,
  SCRATCH_FORM_MESSAGES,
  validateScratchForm,
} from "@domain/positions/games/scratch-form";
import { isAcceptableMediaUrl, type MediaType, type ServerPosition } from "@domain/positions/games/types";
import type { Route } from "./+types/scratch-positions";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminSession(context);
  try {
    const { positions } = await context.services.gamePositions.scratch.list();
    return { positions, loadFailed: false };
  } catch (error) {
    context.logger.error({ err: error }, "could not load scratch positions");
    return { positions: [] as ServerPosition[], loadFailed: true };
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Scratch Positions", matches, location.pathname);

interface FormState {
  title: string;
  imageUrl: string;
  description: string;
  category: string;
  difficulty: string;
  tags: string[];
  tagInput: string;
}

const EMPTY_FORM: FormState = {
  title: "",
  imageUrl: "",
  description: "",
  category: "",
  difficulty: "",
  tags: [],
  tagInput: "",
};

type Message = { text: string; kind: "error" | "success" } | null;

export default function ScratchPositionsAdmin({ loaderData }: Route.ComponentProps) {
  const [positions, setPositions] = useState<ServerPosition[]>(loaderData.positions);
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileType, setFileType] = useState<MediaType>("image");
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [query, setQuery] = useState("");
  const [tagFilter, setTagFilter] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);

  // Messages clear after 3 s (5 s after a success).
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(
      () => setMessage(null),
      message.kind === "success" ? MESSAGE_MS.success : MESSAGE_MS.error,
    );
    return () => clearTimeout(timer);
  }, [message]);

  // Local preview of a chosen file, released when it changes.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const tags = useMemo(() => allTags(positions), [positions]);
  const shown = useMemo(() => filterScratchPositions(positions, query, tagFilter), [positions, query, tagFilter]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function resetForm() {
    setForm(EMPTY_FORM);
    setEditingId(null);
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
  }

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
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
    titleInput.current?.focus();
  }

  function onTagKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      setForm((current) => ({ ...current, tags: addTags(current.tags, current.tagInput), tagInput: "" }));
    }
  }

  function onTagInput(value: string) {
    // A typed or pasted comma adds what came before it.
    if (value.includes(",")) {
      const parts = value.split(",");
      const rest = parts.pop() ?? "";
      setForm((current) => ({ ...current, tags: addTags(current.tags, parts.join(",")), tagInput: rest }));
    } else set("tagInput", value);
  }

  function chooseFile(chosen: File | null) {
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = checkScratchFile(chosen);
    if (problem) {
      setMessage({ text: problem, kind: "error" });
      if (fileInput.current) fileInput.current.value = "";
      setFile(null);
      return;
    }
    setFile(chosen);
    setFileType(mediaTypeOfFile(chosen) ?? "image");
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const mode = editingId ? "edit" : "add";
    const check = validateScratchForm({
      title: form.title,
      imageUrl: form.imageUrl,
      file,
      mode,
      existing: positions,
      editingId: editingId ?? undefined,
      now: Date.now(),
    });
    if (!check.ok) {
      setMessage({ text: check.message, kind: "error" });
      return;
    }
    setSaving(true);
    try {
      let image = form.imageUrl.trim();
      let mediaType: MediaType = mediaTypeOfUrl(
        image,
        editingId ? positions.find((p) => p.id === editingId)?.mediaType : undefined,
      );
      if (file) {
        try {
          const uploaded = await mediaApi.upload(file, form.title.trim());
          image = uploaded.url;
          mediaType = uploaded.mediaType ?? fileType;
        } catch (error) {
          const text =
            error instanceof ApiError && (error.status === 413 || error.status === 415)
              ? error.message
              : SCRATCH_FORM_MESSAGES.uploadFailed;
          setMessage({ text, kind: "error" });
          return;
        }
      }
      const tagsToSave = addTags(form.tags, form.tagInput);
      const body = {
        title: form.title.trim(),
        image,
        mediaType,
        description: form.description.trim(),
        category: form.category.trim(),
        difficulty: form.difficulty.trim(),
        tags: tagsToSave,
      };
      try {
        if (editingId) {
          const current = positions.find((p) => p.id === editingId);
          const data = await scratchPositionsApi.update(editingId, {
            ...body,
            isDefault: current?.isDefault ?? false,
          });
          setPositions((list) => list.map((p) => (p.id === editingId ? data.position : p)));
          setMessage({ text: `Updated "${data.position.title}".`, kind: "success" });
        } else {
          const data = await scratchPositionsApi.create({ ...body, id: check.id });
          setPositions((list) => [...list, data.position]);
          setMessage({ text: `Added "${data.position.title}".`, kind: "success" });
        }
        resetForm();
      } catch (error) {
        const text =
          error instanceof ApiError && error.status === 409 && error.message === SCRATCH_FORM_MESSAGES.duplicate
            ? error.message
            : SCRATCH_FORM_MESSAGES.saveFailed;
        setMessage({ text, kind: "error" });
      }
    } finally {
      setSaving(false);
    }
  }

  async function remove(position: ServerPosition) {
    if (!window.confirm(`Delete "${position.title}"?`)) return;
    try {
      await scratchPositionsApi.remove(position.id);
      setPositions((list) => list.filter((p) => p.id !== position.id));
      if (editingId === position.id) resetForm();
      setMessage({ text: `Deleted "${position.title}".`, kind: "success" });
    } catch {
      setMessage({ text: SCRATCH_FORM_MESSAGES.saveFailed, kind: "error" });
    }
  }

  async function move(position: ServerPosition, direction: -1 | 1) {
    const index = positions.findIndex((p) => p.id === position.id);
    const next = moveItem(positions, index, direction);
    const previous = positions;
    setPositions(next);
    try {
      await scratchPositionsApi.reorder(next.map((p) => p.id));
    } catch {
      setPositions(previous);
      setMessage({ text: SCRATCH_FORM_MESSAGES.saveFailed, kind: "error" });
    }
  }

  if (loaderData.loadFailed) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Card className="text-center">
          <p role="alert" className="text-danger">
            {SCRATCH_FORM_MESSAGES.loadFailed}
          </p>
          <Button className="mt-4" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden className="size-4" /> Retry
          </Button>
        </Card>
      </div>
    );
  }

  const typedUrl = form.imageUrl.trim();
  const formPreview = preview ?? (typedUrl && isAcceptableMediaUrl(typedUrl) ? typedUrl : null);
  const invalidTyped = !preview && typedUrl !== "" && !isAcceptableMediaUrl(typedUrl);
  const previewType: MediaType = preview ? fileType : mediaTypeOfUrl(form.imageUrl, undefined);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <PageHeader
        title="Scratch Positions"
        lead="The positions behind the scratch cards, random position and the wheels."
      />
      <div aria-live="polite" className="min-h-12">
        {message ? (
          <p
            role={message.kind === "error" ? "alert" : "status"}
            className={cx(
              "rounded-xl border px-4 py-3 text-sm font-semibold",
              message.kind === "error"
                ? "border-danger/50 bg-danger/10 text-danger"
                : "border-success/50 bg-success/10 text-success",
            )}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[24rem_1fr]">
        <Card>
          <h2 className="text-xl font-semibold">{editingId ? "Edit Position" : "Add New Position"}</h2>
          <form className="mt-4 flex flex-col gap-4" onSubmit={save} noValidate>
            <Field label="Title">
              {(id, describedBy) => (
                <Input
                  ref={titleInput}
                  id={id}
                  aria-describedby={describedBy}
                  value={form.title}
                  onChange={(e) => set("title", e.target.value)}
                  maxLength={200}
                />
              )}
            </Field>
            <Field label="Upload file" hint="Max 10MB · JPG, PNG, GIF, WebP, MP4, WebM">
              {(id, describedBy) => (
                <input
                  ref={fileInput}
                  id={id}
                  aria-describedby={describedBy}
                  type="file"
                  accept="image/*,video/mp4,video/webm,.gif"
                  onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                  className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-surface-2 file:px-4 file:font-semibold file:text-fg"
                />
              )}
            </Field>
            <Field
              label="Image URL"
              hint={file ? "Remove the chosen file to use a URL." : "https://… or a /media/… path"}
            >
              {(id, describedBy) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  type="url"
                  inputMode="url"
                  value={form.imageUrl}
                  onChange={(e) => set("imageUrl", e.target.value)}
                  disabled={file !== null}
                  placeholder="https://"
                />
              )}
            </Field>
            {invalidTyped ? <p className="text-sm text-muted">Invalid URL</p> : null}
            {formPreview ? (
              <div className="relative overflow-hidden rounded-2xl border border-border bg-surface-2">
                <div className="aspect-[4/3]">
                  <PositionMedia key={formPreview} src={formPreview} mediaType={previewType} alt="Preview" eager />
                </div>
                {file ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="absolute right-2 top-2"
                    onClick={() => {
                      setFile(null);
                      if (fileInput.current) fileInput.current.value = "";
                    }}
                  >
                    <X aria-hidden className="size-4" /> Remove file
                  </Button>
                ) : null}
              </div>
            ) : null}
            <Field label="Tags" hint="Press Enter or type a comma to add a tag.">
              {(id, describedBy) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  value={form.tagInput}
                  onChange={(e) => onTagInput(e.target.value)}
                  onKeyDown={onTagKey}
                />
              )}
            </Field>
            {form.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Chosen tags">
                {form.tags.map((tag) => (
                  <li key={tag}>
                    <button
                      type="button"
                      onClick={() =>
                        set(
                          "tags",
                          form.tags.filter((t) => t !== tag),
                        )
                      }
                      aria-label={`Remove tag ${tag}`}
                      className="inline-flex min-h-9 items-center gap-1 rounded-full border border-border bg-surface-2 px-3 text-sm"
                    >
                      {tag} <X aria-hidden className="size-3.5" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <Field label="Description (optional)">
              {(id) => (
                <Textarea
                  id={id}
                  value={form.description}
                  onChange={(e) => set("description", e.target.value)}
                  maxLength={2000}
                />
              )}
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field label="Category">
                {(id) => <Input id={id} value={form.category} onChange={(e) => set("category", e.target.value)} />}
              </Field>
              <Field label="Difficulty">
                {(id) => <Input id={id} value={form.difficulty} onChange={(e) => set("difficulty", e.target.value)} />}
              </Field>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={saving}>
                {editingId ? <Save aria-hidden className="size-4" /> : <ImagePlus aria-hidden className="size-4" />}
                {saving ? "Saving..." : editingId ? "Update Position" : "Add Position"}
              </Button>
              {editingId || form.title || form.imageUrl || file ? (
                <Button variant="ghost" onClick={resetForm}>
                  Cancel
                </Button>
              ) : null}
            </div>
          </form>
        </Card>

        <Card>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold">
              Positions <Badge tone="rose">{positions.length}</Badge>
            </h2>
            <label className="relative block w-full sm:w-72">
              <span className="sr-only">Search positions</span>
              <Search
                aria-hidden
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
              />
              <Input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search title, id or tag"
                className="pl-9"
              />
            </label>
          </div>
          {tags.length > 0 ? (
            <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Filter by tag">
              {tags.map((tag) => (
                <button
                  key={tag}
                  type="button"
                  aria-pressed={tagFilter === tag}
                  onClick={() => setTagFilter((current) => (current === tag ? null : tag))}
                  className={cx(
                    "inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm",
                    tagFilter === tag
                      ? "border-rose bg-rose text-accent-fg"
                      : "border-border bg-surface-2 text-muted hover:text-fg",
                  )}
                >
                  <Tag aria-hidden className="size-3.5" /> {tag}
                </button>
              ))}
            </div>
          ) : null}
          <p className="mt-3 text-sm text-muted">{`Showing ${shown.length} of ${positions.length}`}</p>
          {shown.length === 0 ? (
            <p className="mt-6 text-center text-muted">
              {positions.length === 0 ? "No positions yet. Add the first one." : "No positions match."}
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-border">
              {shown.map((position) => {
                const index = positions.findIndex((p) => p.id === position.id);
                return (
                  <li key={position.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="scratch-row">
                    <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-surface-2">
                      <PositionMedia
                        src={position.image}
                        mediaType={position.mediaType}
                        alt=""
                        width={64}
                        height={64}
                      />
                    </div>
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold">{position.title}</p>
                      <p className="truncate text-xs text-muted">{position.id}</p>
                      <div className="mt-1 flex flex-wrap gap-1">
                        <Badge>{position.mediaType}</Badge>
                        {position.isDefault ? <Badge tone="gold">default</Badge> : null}
                        {position.tags.slice(0, 3).map((tag) => (
                          <Badge key={tag} tone="rose">
                            {tag}
                          </Badge>
                        ))}
                        {position.tags.length > 3 ? <Badge>{`+${position.tags.length - 3}`}</Badge> : null}
                      </div>
                    </div>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Move ${position.title} up`}
                        disabled={index <= 0}
                        onClick={() => move(position, -1)}
                      >
                        <ArrowUp aria-hidden className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Move ${position.title} down`}
                        disabled={index >= positions.length - 1}
                        onClick={() => move(position, 1)}
                      >
                        <ArrowDown aria-hidden className="size-4" />
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Edit ${position.title}`}
                        onClick={() => startEdit(position)}
                      >
                        <Pencil aria-hidden className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${position.title}`}
                        onClick={() => remove(position)}
                      >
                        <Trash2 aria-hidden className="size-4 text-danger" />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
