import type { MediaItem } from "@domain/media/item";
import { SearchBox } from "~/components/ui/search-box";
import { MediaItemCard, MediaLibraryFilters, type MediaUse } from "./media-library";
import type { MediaLibrary } from "./use-media-library";

/** The Media List tab: search and filters, then the items (or why there are none). */
export function MediaListTab({
  library,
  onUse,
  onEdit,
}: {
  library: MediaLibrary;
  onUse?: MediaUse;
  onEdit: (item: MediaItem) => void;
}) {
  const { items } = library;
  return (
    <>
      <div className="flex flex-col gap-3">
        <SearchBox label="Search media" value={library.query} onChange={library.setQuery} placeholder="Search media" />
        <MediaLibraryFilters filters={library.filters} onFilter={library.setFilter} libraryTags={library.libraryTags} />
      </div>
      {library.loadError ? (
        <p role="alert" className="mt-4 text-danger">
          Could not load the media library.{" "}
          <button type="button" className="underline" onClick={() => void library.load()}>
            Retry
          </button>
        </p>
      ) : library.loading && items.length === 0 ? (
        <p className="mt-4 text-muted">Loading media…</p>
      ) : items.length === 0 ? (
        library.filtered ? (
          <p className="mt-4 text-muted">
            No media match these filters.{" "}
            <button type="button" className="underline" onClick={library.clearFilters}>
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
              onEdit={() => onEdit(item)}
              onDelete={() => void library.remove(item)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
