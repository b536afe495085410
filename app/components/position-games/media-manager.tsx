import { Link2, Upload } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Field, FileField, Input, Select, Textarea } from "~/components/ui/input";
import { SearchBox } from "~/components/ui/search-box";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import {
  isHttpUrl,
  MAX_UPLOAD_BYTES,
  MEDIA_ACCEPT_ATTRIBUTE,
  MEDIA_MESSAGES,
  MEDIA_UPLOAD_HINT,
  validateMediaFile,
} from "@domain/media/presets";
import type { MediaItem } from "@domain/media/item";
import { normaliseMediaType } from "@domain/position-games/types";
import { ApiError, mediaApi } from "./admin-api";
import { DefaultImagesPanel } from "./default-images-panel";
import { MediaItemCard, MediaLibraryFilters, type MediaLibraryFilterValues } from "./media-library";
import {
  detailsOf,
  detailsToSend,
  EMPTY_MEDIA_DETAILS,
  MediaDetailsFields,
  type MediaDetailsState,
} from "./media-details-fields";

const NO_FILTERS: MediaLibraryFilterValues = { type: "", style: "", difficulty: "", duration: "", tag: "" };

/** The first message the server gave for a field (its answer names each bad field), else its summary. */
function problemOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const details = (error.body as { details?: Record<string, unknown> } | null)?.details;
  if (details && typeof details === "object") {
    for (const messages of Object.values(details)) {
      if (Array.isArray(messages) && typeof messages[0] === "string" && messages[0] !== "Required") return messages[0];
    }
  }
  return error.message;
}

/** The Media Manager tab: the media library (list with search and type filter, edit, delete), upload, add by URL. */
export function MediaManager({
  onUse,
}: {
  onUse?: (item: { url: string; mediaType: ReturnType<typeof normaliseMediaType> }) => void;
}) {
  const { toast } = useToast();
  const [tab, setTab] = useState("list");
  const [items, setItems] = useState<MediaItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<MediaLibraryFilterValues>(NO_FILTERS);
  const [libraryTags, setLibraryTags] = useState<string[]>([]);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [editTitle, setEditTitle] = useState("");
  const [editDescription, setEditDescription] = useState("");
  const [editDetails, setEditDetails] = useState<MediaDetailsState>(EMPTY_MEDIA_DETAILS);
  const [editError, setEditError] = useState<string | undefined>();
  const [editTagsError, setEditTagsError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [uploadFile, setUploadFile] = useState<File | null>(null);
  const [uploadTitle, setUploadTitle] = useState("");
  const [uploadDetails, setUploadDetails] = useState<MediaDetailsState>(EMPTY_MEDIA_DETAILS);
  const [url, setUrl] = useState("");
  const [urlTitle, setUrlTitle] = useState("");
  const [urlDescription, setUrlDescription] = useState("");
  const [urlType, setUrlType] = useState("image");
  const [urlDetails, setUrlDetails] = useState<MediaDetailsState>(EMPTY_MEDIA_DETAILS);
  const fileInput = useRef<HTMLInputElement>(null);
  const filtered = Object.values(filters).some(Boolean) || query.trim() !== "";
  const setFilter = (key: keyof MediaLibraryFilterValues, value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const data = await mediaApi.list({ q: query.trim(), ...filters });
      setItems(data.items ?? []);
      setLibraryTags(data.tags ?? []);
      setLoadError(false);
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  }, [query, filters]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);

  function openEdit(item: MediaItem) {
    setEditing(item);
    setEditTitle(item.title);
    setEditDescription(item.description ?? "");
    setEditDetails(detailsOf(item));
    setEditError(undefined);
    setEditTagsError(undefined);
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const details = detailsToSend(editDetails);
    setEditError(editTitle.trim() ? undefined : MEDIA_MESSAGES.titleRequired);
    setEditTagsError(details.ok ? undefined : details.message);
    if (!editTitle.trim() || !details.ok) return;
    setBusy(true);
    try {
      await mediaApi.update(editing.id, {
        title: editTitle.trim(),
        description: editDescription.trim(),
        ...details.value,
      });
      toast({ title: "Media updated successfully" });
      setEditing(null);
      await load();
    } catch (error) {
      toast({
        title: "Failed to update media",
        description: error instanceof ApiError ? problemOf(error) : error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove(item: MediaItem) {
    if (!window.confirm(MEDIA_MESSAGES.deleteConfirm)) return;
    try {
      await mediaApi.remove(item.id);
      toast({ title: "Media deleted successfully" });
      setItems((list) => list.filter((i) => i.id !== item.id));
    } catch (error) {
      toast({
        title: "Failed to delete media",
        description: error instanceof ApiError ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!uploadFile) {
      toast({ title: MEDIA_MESSAGES.noFile, variant: "destructive" });
      return;
    }
    const problem = validateMediaFile(uploadFile);
    if (problem) {
      toast({ title: problem, variant: "destructive" });
      return;
    }
    const details = detailsToSend(uploadDetails);
    if (!details.ok) {
      toast({ title: details.message, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      await mediaApi.upload(uploadFile, uploadTitle.trim() || undefined, details.value);
      toast({ title: "Media uploaded successfully" });
      setUploadFile(null);
      setUploadTitle("");
      setUploadDetails(EMPTY_MEDIA_DETAILS);
      if (fileInput.current) fileInput.current.value = "";
      setTab("list");
      await load();
    } catch (error) {
      toast({ title: MEDIA_MESSAGES.uploadFailed, description: problemOf(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function addUrl(event: FormEvent) {
    event.preventDefault();
    if (!url.trim() || !urlTitle.trim()) {
      toast({ title: MEDIA_MESSAGES.urlAndTitleRequired, variant: "destructive" });
      return;
    }
    if (!isHttpUrl(url)) {
      toast({ title: MEDIA_MESSAGES.invalidUrl, variant: "destructive" });
      return;
    }
    const details = detailsToSend(urlDetails);
    if (!details.ok) {
      toast({ title: details.message, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      await mediaApi.addUrl({
        url: url.trim(),
        title: urlTitle.trim(),
        description: urlDescription.trim() || undefined,
        type: normaliseMediaType(urlType),
        ...details.value,
      });
      toast({ title: "Media added successfully" });
      setUrl("");
      setUrlTitle("");
      setUrlDescription("");
      setUrlDetails(EMPTY_MEDIA_DETAILS);
      setTab("list");
      await load();
    } catch (error) {
      toast({ title: "Failed to add media", description: problemOf(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">Media Manager</h2>
      <Tabs value={tab} onValueChange={setTab} className="mt-4">
        <TabsList aria-label="Media Manager">
          <TabsTrigger value="list">Media List</TabsTrigger>
          <TabsTrigger value="upload">Upload File</TabsTrigger>
          <TabsTrigger value="url">Add URL</TabsTrigger>
          <TabsTrigger value="defaults">Default Images</TabsTrigger>
        </TabsList>
        <TabsContent value="defaults" className="mt-4">
          <DefaultImagesPanel />
        </TabsContent>
        <TabsContent value="list" className="mt-4">
          <div className="flex flex-col gap-3">
            <SearchBox label="Search media" value={query} onChange={setQuery} placeholder="Search media" />
            <MediaLibraryFilters filters={filters} onFilter={setFilter} libraryTags={libraryTags} />
          </div>
          {loadError ? (
            <p role="alert" className="mt-4 text-danger">
              Could not load the media library.{" "}
              <button type="button" className="underline" onClick={() => void load()}>
                Retry
              </button>
            </p>
          ) : loading && items.length === 0 ? (
            <p className="mt-4 text-muted">Loading media…</p>
          ) : items.length === 0 ? (
            filtered ? (
              <p className="mt-4 text-muted">
                No media match these filters.{" "}
                <button
                  type="button"
                  className="underline"
                  onClick={() => {
                    setQuery("");
                    setFilters(NO_FILTERS);
                  }}
                >
                  Clear filters
                </button>
              </p>
            ) : (
              <p className="mt-4 text-muted">No media yet. Upload a file or add one by URL.</p>
            )
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((item) => (
                <MediaItemCard
                  key={item.id}
                  item={item}
                  onUse={onUse}
                  onEdit={() => openEdit(item)}
                  onDelete={() => void remove(item)}
                />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="upload" className="mt-4">
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
                  setUploadFile(null);
                  return;
                }
                setUploadFile(chosen);
              }}
            />
            <Field label="Title (optional)">
              {(id) => <Input id={id} value={uploadTitle} onChange={(e) => setUploadTitle(e.target.value)} />}
            </Field>
            <MediaDetailsFields value={uploadDetails} onChange={setUploadDetails} />
            <Button type="submit" disabled={busy} className="self-start">
              <Upload aria-hidden className="size-4" /> {busy ? "Uploading..." : "Upload"}
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="url" className="mt-4">
          <form className="flex max-w-lg flex-col gap-4" onSubmit={addUrl} noValidate>
            <Field label="URL">
              {(id) => (
                <Input id={id} type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
              )}
            </Field>
            <Field label="Title">
              {(id) => <Input id={id} value={urlTitle} onChange={(e) => setUrlTitle(e.target.value)} />}
            </Field>
            <Field label="Description (optional)">
              {(id) => <Textarea id={id} value={urlDescription} onChange={(e) => setUrlDescription(e.target.value)} />}
            </Field>
            <Field label="Type">
              {(id) => (
                <Select id={id} value={urlType} onChange={(e) => setUrlType(e.target.value)}>
                  <option value="image">Image</option>
                  <option value="gif">GIF</option>
                  <option value="video">Video</option>
                </Select>
              )}
            </Field>
            <MediaDetailsFields value={urlDetails} onChange={setUrlDetails} />
            <Button type="submit" disabled={busy} className="self-start">
              <Link2 aria-hidden className="size-4" /> Add Media
            </Button>
          </form>
        </TabsContent>
      </Tabs>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit media">
        <form className="flex flex-col gap-4" onSubmit={saveEdit} noValidate>
          <Field label="Title" error={editError}>
            {(id, describedBy) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                value={editTitle}
                onChange={(e) => setEditTitle(e.target.value)}
              />
            )}
          </Field>
          <Field label="Description">
            {(id) => <Textarea id={id} value={editDescription} onChange={(e) => setEditDescription(e.target.value)} />}
          </Field>
          <MediaDetailsFields value={editDetails} onChange={setEditDetails} tagsError={editTagsError} />
          <div className="flex gap-3">
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <Button variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
