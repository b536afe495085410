import type { HTMLAttributes, ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import type { WheelSegment } from "@domain/position-games/wheel-segments";
import { PositionMedia, positionMediaAlt } from "./position-media";

/**
 * Where a position wheel stopped: badges, the position's name and a short description, the page's next step, and
 * the picture last (so the name and the next step are on screen as soon as the wheel stops).
 */
export function WheelResultCard({
  segment,
  badges,
  action,
  mediaClassName,
  bodyPlay,
  ...card
}: Omit<HTMLAttributes<HTMLDivElement>, "className" | "children"> & {
  segment: WheelSegment;
  badges: ReactNode;
  action: ReactNode;
  /** The picture's frame: its aspect ratio. */
  mediaClassName: string;
  /** A data-play marker on the text part, for the tap tests. */
  bodyPlay?: string;
}) {
  return (
    <Card className="overflow-hidden p-0" {...card}>
      <div className="p-5" data-play={bodyPlay}>
        {badges}
        <h2 className="mt-2 text-2xl font-semibold">{segment.title}</h2>
        {segment.description ? <p className="mt-2 line-clamp-3 text-muted">{segment.description}</p> : null}
        {action}
      </div>
      <div className={cx("overflow-hidden bg-surface-2", mediaClassName)}>
        <PositionMedia src={segment.image} mediaType={segment.mediaType} alt={positionMediaAlt(segment)} />
      </div>
    </Card>
  );
}
