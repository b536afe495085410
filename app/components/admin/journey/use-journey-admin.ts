import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { journeyPositionsApi, mediaApi } from "~/components/position-games/admin-api";
import { useToast } from "~/components/ui/toast";
import { linesToList, mediaTypeOfFile, mediaTypeOfUrl } from "@domain/position-games/scratch-form";
import {
  isAcceptableMediaUrl,
  MAX_UPLOAD_BYTES,
  type JourneyPosition,
  type MediaType,
} from "@domain/position-games/types";

export interface JourneyFormState {
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

const EMPTY: JourneyFormState = {
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

/**
 * The journey positions admin: the list is the loader's (revalidated after each write through the JSON API, which
 * the Media Manager shares); this holds the form being filled in and the chosen file. Messages are toasts.
 */
export function useJourneyAdmin(positions: JourneyPosition[]) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [form, setForm] = useState<JourneyFormState>(EMPTY);
  const [editing, setEditing] = useState<JourneyPosition | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof JourneyFormState>(key: K, value: JourneyFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  function resetForm() {
    setForm(EMPTY);
    setEditing(null);
    clearFile();
  }

  function startEdit(position: JourneyPosition) {
    setEditing(position);
    clearFile();
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

  /** A media library item chosen in the Media Manager becomes the form's address. */
  function takeMedia(item: { url: string; mediaType: MediaType }) {
    setFile(null);
    setForm((current) => ({ ...current, imageUrl: item.url, mediaType: item.mediaType }));
  }

  function chooseFile(chosen: File | null) {
    if (chosen && chosen.size > MAX_UPLOAD_BYTES) {
      toast({ title: "File too large", description: "Please select a file smaller than 10MB", variant: "destructive" });
      clearFile();
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
          await journeyPositionsApi.update(editing.id, body);
          toast({ title: "Position updated", description: "Journey position has been updated" });
        } else {
          await journeyPositionsApi.create(body);
          toast({ title: "Position added", description: "New journey position has been added" });
        }
        resetForm();
        await revalidator.revalidate();
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
    if (editing?.id === position.id) resetForm();
    toast({ title: "Position deleted", description: "Journey position has been deleted" });
    void revalidator.revalidate();
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

  return {
    form,
    set,
    editing,
    file,
    uploading,
    fileInput,
    nameInput,
    resetForm,
    startEdit,
    takeMedia,
    chooseFile,
    save,
    remove,
  };
}

export type JourneyAdmin = ReturnType<typeof useJourneyAdmin>;
