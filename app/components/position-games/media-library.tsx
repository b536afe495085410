import { Pencil, Tag, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ChoiceSelect } from "~/components/ui/choice-select";
import type { MediaItem } from "@domain/media/item";
import {
  MEDIA_DIFFICULTY_LABELS,
  MEDIA_DURATION_LABELS,
  MEDIA_STYLE_LABELS,
  mediaChoiceLabel,
} from "@domain/media/presets";
import { normaliseMediaType } from "@domain/position-games/types";
import { MEDIA_DETAIL_CHOICES } from "./media-details-fields";
import { PositionMedia } from "./position-media";

/** The library's filters besides the search: each "" for all. */
export interface MediaLibraryFilterValues {
  type: string;
  style: string;
  difficulty: string;
  duration: string;
  tag: string;
}

const MEDIA_TYPE_CHOICES = ["image", "gif", "video"] as const;
const MEDIA_TYPE_LABELS = { image: "Images", gif: "GIFs", video: "Videos" } as const;

/** The filters with a fixed list of choices, in the order they stand. */
const FIXED_FILTERS: {
  key: keyof MediaLibraryFilterValues;
  label: string;
  empty: string;
  choices: readonly string[];
  labels: Readonly<Record<string, string>>;
}[] = [
  { key: "type", label: "Media type", empty: "All types", choices: MEDIA_TYPE_CHOICES, labels: MEDIA_TYPE_LABELS },
  { key: "style", label: "Filter by style", empty: "All styles", ...MEDIA_DETAIL_CHOICES.style },
  { key: "difficulty", label: "Filter by difficulty", empty: "All levels", ...MEDIA_DETAIL_CHOICES.difficulty },
  { key: "duration", label: "Filter by duration", empty: "All lengths", ...MEDIA_DETAIL_CHOICES.duration },
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
      {FIXED_FILTERS.map((filter) => (
        <label key={filter.key}>
          <span className="sr-only">{filter.label}</span>
          <ChoiceSelect
            empty={filter.empty}
            choices={filter.choices}
            labels={filter.labels}
            value={filters[filter.key]}
            onChoose={(value) => setFilter(filter.key, value)}
          />
        </label>
      ))}
      <label className="col-span-2 md:col-span-1">
        <span className="sr-only">Filter by tag</span>
        {/* The chosen tag stays offered even if its last item just lost it. */}
        <ChoiceSelect
          empty="All tags"
          choices={[...new Set([...libraryTags, ...(filters.tag ? [filters.tag] : [])])]}
          value={filters.tag}
          onChoose={(value) => setFilter("tag", value)}
        />
      </label>
    </div>
  );
}

/** What Use hands the page: the item's address and its kind. */
export type MediaUse = (item: { url: string; mediaType: ReturnType<typeof normaliseMediaType> }) => void;

/** One item of the media library: its preview, details and tags, and Use (when offered), Edit and Delete. */
export function MediaItemCard({
  item,
  onUse,
  onEdit,
  onDelete,
}: {
  item: MediaItem;
  onUse?: MediaUse;
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
