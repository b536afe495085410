import { Pencil, Tag, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/input";
import type { MediaItem } from "@domain/media/item";
import {
  MEDIA_DIFFICULTIES,
  MEDIA_DIFFICULTY_LABELS,
  MEDIA_DURATION_LABELS,
  MEDIA_DURATIONS,
  MEDIA_STYLE_LABELS,
  MEDIA_STYLES,
  mediaChoiceLabel,
} from "@domain/media/presets";
import { normaliseMediaType } from "@domain/position-games/types";
import { PositionMedia } from "./position-media";

/** The library's filters besides the search: each "" for all. */
export interface MediaLibraryFilterValues {
  type: string;
  style: string;
  difficulty: string;
  duration: string;
  tag: string;
}

const TYPE_FILTERS = [
  { value: "", label: "All types" },
  { value: "image", label: "Images" },
  { value: "gif", label: "GIFs" },
  { value: "video", label: "Videos" },
];

/** The media library's filters: type, style, difficulty, duration and tag (each "" for all). */
export function MediaLibraryFilters({
  filters,
  onFilter,
  libraryTags,
}: {
  filters: MediaLibraryFilterValues;
  onFilter: (key: keyof MediaLibraryFilterValues, value: string) => void;
  libraryTags: string[];
}) {
  const setFilter = onFilter;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-5" role="group" aria-label="Filter media">
      <label>
        <span className="sr-only">Media type</span>
        <Select value={filters.type} onChange={(e) => setFilter("type", e.target.value)}>
          {TYPE_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </Select>
      </label>
      <label>
        <span className="sr-only">Filter by style</span>
        <Select value={filters.style} onChange={(e) => setFilter("style", e.target.value)}>
          <option value="">All styles</option>
          {MEDIA_STYLES.map((style) => (
            <option key={style} value={style}>
              {MEDIA_STYLE_LABELS[style]}
            </option>
          ))}
        </Select>
      </label>
      <label>
        <span className="sr-only">Filter by difficulty</span>
        <Select value={filters.difficulty} onChange={(e) => setFilter("difficulty", e.target.value)}>
          <option value="">All levels</option>
          {MEDIA_DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {MEDIA_DIFFICULTY_LABELS[difficulty]}
            </option>
          ))}
        </Select>
      </label>
      <label>
        <span className="sr-only">Filter by duration</span>
        <Select value={filters.duration} onChange={(e) => setFilter("duration", e.target.value)}>
          <option value="">All lengths</option>
          {MEDIA_DURATIONS.map((duration) => (
            <option key={duration} value={duration}>
              {MEDIA_DURATION_LABELS[duration]}
            </option>
          ))}
        </Select>
      </label>
      <label className="col-span-2 md:col-span-1">
        <span className="sr-only">Filter by tag</span>
        <Select value={filters.tag} onChange={(e) => setFilter("tag", e.target.value)}>
          <option value="">All tags</option>
          {/* The chosen tag stays offered even if its last item just lost it. */}
          {[...new Set([...libraryTags, ...(filters.tag ? [filters.tag] : [])])].map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </Select>
      </label>
    </div>
  );
}

/** One item of the media library: its preview, details and tags, and Use (when offered), Edit and Delete. */
export function MediaItemCard({
  item,
  onUse,
  onEdit,
  onDelete,
}: {
  item: MediaItem;
  onUse?: (item: { url: string; mediaType: ReturnType<typeof normaliseMediaType> }) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="overflow-hidden rounded-2xl border border-border bg-surface-2" data-testid="media-item">
      <div className="aspect-[4/3]">
        <PositionMedia
          src={item.variants?.preview ?? item.url}
          mediaType={normaliseMediaType(item.type)}
          alt={item.title}
        />
      </div>
      <div className="p-3">
        <p className="truncate font-semibold">{item.title}</p>
        <div className="mt-1 flex flex-wrap gap-1" aria-label="Details">
          <Badge>{item.type}</Badge>
          <Badge tone="gold">{item.source}</Badge>
          {item.style ? <Badge tone="rose">{mediaChoiceLabel(MEDIA_STYLE_LABELS, item.style)}</Badge> : null}
          {item.difficulty ? (
            <Badge tone="gold">{mediaChoiceLabel(MEDIA_DIFFICULTY_LABELS, item.difficulty)}</Badge>
          ) : null}
          {item.duration ? <Badge>{mediaChoiceLabel(MEDIA_DURATION_LABELS, item.duration)}</Badge> : null}
        </div>
        {item.tags?.length ? (
          <ul className="mt-2 flex flex-wrap gap-x-2 gap-y-1 text-xs text-muted" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag} className="inline-flex max-w-full items-center gap-1 break-all">
                <Tag aria-hidden className="size-3 shrink-0" />
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-1">
          {onUse ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onUse({ url: item.url, mediaType: normaliseMediaType(item.type) })}
            >
              Use
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" aria-label={`Edit ${item.title}`} onClick={onEdit}>
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${item.title}`} onClick={onDelete}>
            <Trash2 aria-hidden className="size-4 text-danger" />
          </Button>
        </div>
      </div>
    </li>
  );
}
