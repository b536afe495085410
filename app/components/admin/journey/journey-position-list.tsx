import { AdminPositionRow } from "~/components/admin/position-row";
import { PositionMedia } from "~/components/position-games/position-media";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { JourneyPosition } from "@domain/position-games/types";

/** The journey positions, each with its media (or "Default image"), style, difficulty, and edit and delete. */
export function JourneyPositionList({
  positions,
  onEdit,
  onDelete,
}: {
  positions: JourneyPosition[];
  onEdit: (position: JourneyPosition) => void;
  onDelete: (position: JourneyPosition) => void;
}) {
  return (
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
            <AdminPositionRow
              key={position.id}
              testId="journey-row"
              name={position.name}
              onEdit={() => onEdit(position)}
              onDelete={() => onDelete(position)}
              media={
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
              }
            >
              <p className="font-semibold">{position.name}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                <Badge tone="rose">{position.style}</Badge>
                <Badge tone="gold">{position.difficulty}</Badge>
                <Badge>{position.mediaType}</Badge>
              </div>
              <p className="mt-1 text-xs text-muted">
                {[position.category, position.duration].filter(Boolean).join(" · ")}
              </p>
            </AdminPositionRow>
          ))}
        </ul>
      )}
    </Card>
  );
}
