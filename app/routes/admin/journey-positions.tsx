import { ImagePlus, Map as MapIcon, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { journeyPositionsApi, mediaApi } from "~/components/position-games/admin-api";
import { MediaManager } from "~/components/position-games/media-manager";
import { PositionMedia } from "~/components/position-games/position-media";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import { requireAdminSession } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import { linesToList, mediaTypeOfFile, mediaTypeOfUrl } from "@domain/positions/games/scratch-form";
import {
  isAcceptableMediaUrl,
  JOURNEY_FORM_DIFFICULTIES,
  JOURNEY_STYLES,
  MAX_UPLOAD_BYTES,
  type JourneyPosition,
  type MediaType,
} from "@domain/positions/games/types";
import type { Route } from "./+types/journey-positions";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminSession(context);
  const { positions } = await context.services.gamePositions.journey.list();
  return { positions };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Journey Positions", matches, location.pathname);

interface FormState {
  name: string;
  style: JourneyPosition["style"];
  difficulty: JourneyPosition["difficulty"];
  category: string;
  imageUrl: string;
  mediaType: MediaType;
  duration: string;
  description: string;
  instructions: string;
  benefits: string;
}

const EMPTY: FormState = {
  name: "",
  style: "romantic",
  difficulty: "beginner",
  category: "",
  imageUrl: "",
  mediaType: "image",
  duration: "",
  description: "",
  instructions: "",
  benefits: "",
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function JourneyPositionsAdmin({ loaderData }: Route.ComponentProps) {
  const { toast } = useToast();
  const [positions, setPositions] = useState<JourneyPosition[]>(loaderData.positions);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [editing, setEditing] = useState<JourneyPosition | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [tab, setTab] = useState("positions");
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function resetForm() {
    setForm(EMPTY);
    setEditing(null);
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  function startAdd() {
    resetForm();
    setTab("positions");
    requestAnimationFrame(() => nameInput.current?.focus());
  }

  function startEdit(position: JourneyPosition) {
    setEditing(position);
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
    setForm({
      name: position.name,
      style: position.style,
      difficulty: position.difficulty,
      category: position.category,
      imageUrl: position.imageUrl,
      mediaType: position.mediaType,
      duration: position.duration,
      description: position.description,
      instructions: position.instructions.join("\n"),
      benefits: position.benefits.join("\n"),
    });
    nameInput.current?.focus();
  }

  function chooseFile(chosen: File | null) {
    if (chosen && chosen.size > MAX_UPLOAD_BYTES) {
      toast({ title: "File too large", description: "Please select a file smaller than 10MB", variant: "destructive" });
      if (fileInput.current) fileInput.current.value = "";
      setFile(null);
      return;
    }
    setFile(chosen);
    if (chosen) set("mediaType", mediaTypeOfFile(chosen) ?? "image");
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    if (!form.name.trim()) {
      toast({ title: "Missing required fields", description: "Please fill in the name", variant: "destructive" });
      return;
    }
    if (!file && form.imageUrl.trim() && !isAcceptableMediaUrl(form.imageUrl)) {
      toast({
        title: "Invalid URL",
        description: "Please enter a valid image URL (must start with http:// or https://)",
        variant: "destructive",
      });
      return;
    }
    setUploading(true);
    try {
      let imageUrl = form.imageUrl.trim();
      let mediaType = file ? form.mediaType : mediaTypeOfUrl(imageUrl, form.mediaType);
      if (file) {
        try {
          const uploaded = await mediaApi.upload(file, form.name.trim());
          imageUrl = uploaded.url;
          mediaType = uploaded.mediaType ?? mediaType;
        } catch {
          toast({ title: "Failed to upload media file", variant: "destructive" });
          return;
        }
      }
      const body = {
        name: form.name.trim(),
        style: form.style,
        difficulty: form.difficulty,
        category: form.category.trim(),
        imageUrl,
        mediaType,
        duration: form.duration.trim(),
        description: form.description.trim(),
        instructions: linesToList(form.instructions),
        benefits: linesToList(form.benefits),
        views: editing?.views ?? 0,
        rating: editing?.rating ?? 0,
        isPopular: editing?.isPopular ?? false,
        featured: editing?.featured ?? false,
      };
      try {
        if (editing) {
          const data = await journeyPositionsApi.update(editing.id, body);
          setPositions((list) => list.map((p) => (p.id === editing.id ? data.position : p)));
          toast({ title: "Position updated", description: "Journey position has been updated" });
        } else {
          const data = await journeyPositionsApi.create(body);
          setPositions((list) => [...list, data.position]);
          toast({ title: "Position added", description: "New journey position has been added" });
        }
        resetForm();
      } catch (error) {
        toast({
          title: "Failed to save position",
          description: error instanceof Error ? error.message : undefined,
          variant: "destructive",
        });
      }
    } finally {
      setUploading(false);
    }
  }

  async function remove(position: JourneyPosition) {
    if (!window.confirm(`Delete "${position.name}"?`)) return;
    try {
      await journeyPositionsApi.remove(position.id);
    } catch (error) {
      toast({
        title: "Failed to delete position",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return;
    }
    const rest = positions.filter((p) => p.id !== position.id);
    setPositions(rest);
    if (editing?.id === position.id) resetForm();
    toast({ title: "Position deleted", description: "Journey position has been deleted" });
    // Its uploaded file goes too, unless another journey position still shows it; a failure is only logged.
    if (position.imageUrl.startsWith("/media/") && !rest.some((p) => p.imageUrl === position.imageUrl)) {
      try {
        const item = await mediaApi.findByUrl(position.imageUrl);
        if (item) await mediaApi.remove(item.id);
      } catch (error) {
        console.warn("Could not delete the position's media file", error);
      }
    }
  }

  const shownMedia = preview ?? (isAcceptableMediaUrl(form.imageUrl) ? form.imageUrl.trim() : null);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <PageHeader
        title="Journey Positions"
        lead="The positions the journey planner draws from, and the media they use."
      >
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/#planner" className={buttonClasses("secondary")}>
            <MapIcon aria-hidden className="size-4" /> View Planner
          </Link>
          <Button onClick={startAdd}>
            <Plus aria-hidden className="size-4" /> Add Position
          </Button>
        </div>
      </PageHeader>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Journey admin" className="mx-auto w-fit">
          <TabsTrigger value="positions">Positions</TabsTrigger>
          <TabsTrigger value="media">Media Manager</TabsTrigger>
        </TabsList>
        <TabsContent value="positions" className="mt-6">
          <div className="grid items-start gap-6 lg:grid-cols-[26rem_1fr]">
            <Card>
              <h2 className="text-xl font-semibold">{editing ? "Edit Position" : "Add New Position"}</h2>
              <form className="mt-4 flex flex-col gap-4" onSubmit={save} noValidate>
                <Field label="Name *">
                  {(id) => (
                    <Input
                      ref={nameInput}
                      id={id}
                      value={form.name}
                      onChange={(e) => set("name", e.target.value)}
                      maxLength={200}
                      required
                    />
                  )}
                </Field>
                <div className="grid grid-cols-2 gap-3">
                  <Field label="Style">
                    {(id) => (
                      <Select
                        id={id}
                        value={form.style}
                        onChange={(e) => set("style", e.target.value as FormState["style"])}
                      >
                        {JOURNEY_STYLES.map((style) => (
                          <option key={style} value={style}>
                            {capitalise(style)}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <Field label="Difficulty">
                    {(id) => (
                      <Select
                        id={id}
                        value={form.difficulty}
                        onChange={(e) => set("difficulty", e.target.value as FormState["difficulty"])}
                      >
                        {[
                          ...JOURNEY_FORM_DIFFICULTIES,
                          ...(form.difficulty === "expert" ? (["expert"] as const) : []),
                        ].map((difficulty) => (
                          <option key={difficulty} value={difficulty}>
                            {capitalise(difficulty)}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                </div>
                <Field label="Category">
                  {(id) => (
                    <Input
                      id={id}
                      value={form.category}
                      onChange={(e) => set("category", e.target.value)}
                      placeholder="e.g. Face to Face"
                    />
                  )}
                </Field>
                <Field label="Media file *" hint="Max 10MB, JPG, PNG, GIF, MP4, WebM">
                  {(id, describedBy) => (
                    <input
                      ref={fileInput}
                      id={id}
                      aria-describedby={describedBy}
                      type="file"
                      accept="image/*,video/mp4,video/webm"
                      onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                      className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-surface-2 file:px-4 file:font-semibold file:text-fg"
                    />
                  )}
                </Field>
                <Field
                  label="Or media URL"
                  hint={
                    file
                      ? "A file is chosen; it will be uploaded."
                      : "Without a file or URL, visitors see the default image for its style (Media Manager → Default Images)."
                  }
                >
                  {(id, describedBy) => (
                    <Input
                      id={id}
                      aria-describedby={describedBy}
                      type="url"
                      value={form.imageUrl}
                      onChange={(e) => set("imageUrl", e.target.value)}
                      disabled={file !== null}
                      placeholder="https://"
                    />
                  )}
                </Field>
                {shownMedia ? (
                  <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-border bg-surface-2">
                    <PositionMedia
                      key={shownMedia}
                      src={shownMedia}
                      mediaType={file ? form.mediaType : mediaTypeOfUrl(shownMedia, form.mediaType)}
                      alt="Preview"
                      eager
                    />
                  </div>
                ) : null}
                <Field label="Duration">
                  {(id) => (
                    <Input
                      id={id}
                      value={form.duration}
                      onChange={(e) => set("duration", e.target.value)}
                      placeholder="15-20 minutes"
                    />
                  )}
                </Field>
                <Field label="Description">
                  {(id) => (
                    <Textarea id={id} value={form.description} onChange={(e) => set("description", e.target.value)} />
                  )}
                </Field>
                <Field label="Instructions" hint="One step per line.">
                  {(id, describedBy) => (
                    <Textarea
                      id={id}
                      aria-describedby={describedBy}
                      value={form.instructions}
                      onChange={(e) => set("instructions", e.target.value)}
                    />
                  )}
                </Field>
                <Field label="Benefits" hint="One per line.">
                  {(id, describedBy) => (
                    <Textarea
                      id={id}
                      aria-describedby={describedBy}
                      value={form.benefits}
                      onChange={(e) => set("benefits", e.target.value)}
                    />
                  )}
                </Field>
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" disabled={uploading}>
                    <ImagePlus aria-hidden className="size-4" />
                    {uploading ? "Uploading..." : editing ? "Update Position" : "Save Position"}
                  </Button>
                  <Button variant="ghost" onClick={resetForm}>
                    Cancel
                  </Button>
                </div>
              </form>
            </Card>
            <Card>
              <h2 className="flex items-center gap-2 text-xl font-semibold">
                Journey Positions <Badge tone="rose">{positions.length}</Badge>
              </h2>
              {positions.length === 0 ? (
                <div className="py-12 text-center">
                  <p className="font-semibold">No journey positions yet</p>
                  <p className="mt-1 text-muted">Add your first position to get started</p>
                </div>
              ) : (
                <ul className="mt-4 divide-y divide-border">
                  {positions.map((position) => (
                    <li key={position.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="journey-row">
                      <div className="h-16 w-20 shrink-0 overflow-hidden rounded-xl bg-surface-2">
                        {position.imageUrl ? (
                          <PositionMedia
                            src={position.imageUrl}
                            mediaType={position.mediaType}
                            alt=""
                            width={80}
                            height={64}
                          />
                        ) : (
                          <span className="grid h-16 w-20 place-items-center text-center text-xs text-muted">
                            Default image
                          </span>
                        )}
                      </div>
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-semibold">{position.name}</p>
                        <div className="mt-1 flex flex-wrap gap-1">
                          <Badge tone="rose">{position.style}</Badge>
                          <Badge tone="gold">{position.difficulty}</Badge>
                          <Badge>{position.mediaType}</Badge>
                        </div>
                        <p className="mt-1 truncate text-xs text-muted">
                          {[position.category, position.duration].filter(Boolean).join(" · ")}
                        </p>
                      </div>
                      <div className="flex gap-1">
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Edit ${position.name}`}
                          onClick={() => startEdit(position)}
                        >
                          <Pencil aria-hidden className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Delete ${position.name}`}
                          onClick={() => void remove(position)}
                        >
                          <Trash2 aria-hidden className="size-4 text-danger" />
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </TabsContent>
        <TabsContent value="media" className="mt-6">
          <MediaManager
            onUse={(item) => {
              setFile(null);
              setForm((current) => ({ ...current, imageUrl: item.url, mediaType: item.mediaType }));
              setTab("positions");
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
