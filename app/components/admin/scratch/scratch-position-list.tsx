import { ArrowDown, ArrowUp, Tag } from "lucide-react";
import { useMemo, useState } from "react";
import { AdminMessage } from "~/components/admin/admin-message";
import { AdminPositionRow, RowIconButton } from "~/components/admin/position-row";
import { PositionMedia } from "~/components/position-games/position-media";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { SearchBox } from "~/components/ui/search-box";
import { cx } from "~/lib/class-names";
import { allTags, filterScratchPositions } from "@domain/position-games/scratch-form";
import type { ServerPosition } from "@domain/position-games/types";
import type { AdminMessage as AdminMessageValue } from "./use-scratch-admin";

/**
 * The scratch positions with search, a tag filter, and per row: move up or down, edit, delete. `message` is what the
 * last delete or move answered.
 */
export function ScratchPositionList({
  positions,
  message,
  onMove,
  onEdit,
  onDelete,
}: {
  positions: ServerPosition[];
  message: AdminMessageValue;
  onMove: (position: ServerPosition, direction: -1 | 1) => void;
  onEdit: (position: ServerPosition) => void;
  onDelete: (position: ServerPosition) => void;
}) {
  const [query, setQuery] = useState("");
  const [tagFilter, setTagFilter] = useState<string | null>(null);
  const tags = useMemo(() => allTags(positions), [positions]);
  const shown = useMemo(() => filterScratchPositions(positions, query, tagFilter), [positions, query, tagFilter]);

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">
          Positions <Badge tone="rose">{positions.length}</Badge>
        </h2>
        <SearchBox
          label="Search positions"
          className="w-full sm:w-72"
          value={query}
          onChange={setQuery}
          placeholder="Search title, id or tag"
        />
      </div>
      <AdminMessage message={message} className="mt-4" />
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
              <AdminPositionRow
                key={position.id}
                testId="scratch-row"
                name={position.title}
                onEdit={() => onEdit(position)}
                onDelete={() => onDelete(position)}
                media={
                  <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-surface-2">
                    <PositionMedia src={position.image} mediaType={position.mediaType} alt="" width={64} height={64} />
                  </div>
                }
                actions={
                  <>
                    <RowIconButton
                      icon={ArrowUp}
                      label={`Move ${position.title} up`}
                      disabled={index <= 0}
                      onClick={() => onMove(position, -1)}
                    />
                    <RowIconButton
                      icon={ArrowDown}
                      label={`Move ${position.title} down`}
                      disabled={index >= positions.length - 1}
                      onClick={() => onMove(position, 1)}
                    />
                  </>
                }
              >
                <p className="font-semibold">{position.title}</p>
                <p className="text-xs text-muted">{position.id}</p>
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
              </AdminPositionRow>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
