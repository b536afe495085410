import { useCallback, useEffect, useState } from "react";
import { useToast } from "~/components/ui/toast";
import type { MediaItem } from "@domain/media/item";
import { MEDIA_MESSAGES } from "@domain/media/presets";
import { ApiError, mediaApi } from "./admin-api";
import type { MediaLibraryFilterValues } from "./media-library";

const NO_FILTERS: MediaLibraryFilterValues = { type: "", style: "", difficulty: "", duration: "", tag: "" };

export type MediaLibrary = ReturnType<typeof useMediaLibrary>;

/**
 * The Media Manager's list: the search and filters (the list follows them a quarter second after the last change),
 * the items the server answered, their tags, and Delete.
 */
export function useMediaLibrary() {
  const { toast } = useToast();
  const [items, setItems] = useState<MediaItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<MediaLibraryFilterValues>(NO_FILTERS);
  const [libraryTags, setLibraryTags] = useState<string[]>([]);

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

  return {
    items,
    loading,
    loadError,
    load,
    remove,
    query,
    setQuery,
    filters,
    setFilter: (key: keyof MediaLibraryFilterValues, value: string) =>
      setFilters((current) => ({ ...current, [key]: value })),
    clearFilters: () => {
      setQuery("");
      setFilters(NO_FILTERS);
    },
    /** Whether a search or a filter narrows the list. */
    filtered: Object.values(filters).some(Boolean) || query.trim() !== "",
    libraryTags,
  };
}
