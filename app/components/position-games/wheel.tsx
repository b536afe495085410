import type { ReactNode } from "react";
import { cx } from "~/lib/class-names";
import { segmentLabel, type WheelSegment } from "@domain/positions/games/wheel-segments";
import { segmentStartAngle, slicePath, SPIN_MS } from "@domain/positions/games/wheel";

const SIZE = 320;
const C = SIZE / 2;
const R = C - 6;

/**
 * The 12-segment wheel (SVG): segment 0 starts under the pointer at the top and segments follow clockwise; the
 * wheel turns clockwise by `rotation` degrees over 3 s. The centre holds `centre` (the spin button or an image).
 */
export function PositionWheelGraphic({
  segments,
  rotation,
  animate,
  centre,
  highlight,
}: {
  segments: readonly WheelSegment[];
  rotation: number;
  animate: boolean;
  centre: ReactNode;
  highlight: number | null;
}) {
  const count = segments.length;
  return (
    <div className="relative isolate mx-auto aspect-square w-full max-w-[22rem]">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        aria-hidden
        className="pointer-events-none h-full w-full drop-shadow-xl"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.17, 0.67, 0.21, 1)` : "none",
        }}
      >
        <circle cx={C} cy={C} r={R + 4} className="fill-surface-2 stroke-border" strokeWidth={2} />
        {segments.map((segment, index) => {
          const mid = segmentStartAngle(index, count) + 180 / count;
          return (
            <g key={segment.id}>
              <path
                d={slicePath(index, count, C, R)}
                className={cx(segment.colour, "stroke-bg", highlight === index ? "opacity-100" : highlight === null ? "opacity-95" : "opacity-60")}
                strokeWidth={1.5}
              />
              <text
                x={C}
                y={C - R + 16}
                transform={`rotate(${mid} ${C} ${C}) rotate(90 ${C} ${C - R + 16})`}
                className="fill-accent-fg text-[10px] font-semibold"
                textAnchor="start"
                dominantBaseline="middle"
              >
                {segmentLabel(segment.title)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Pointer at the top */}
      <div aria-hidden className="absolute left-1/2 top-0 -translate-x-1/2 -translate-y-1">
        <div className="h-0 w-0 border-x-[12px] border-t-[22px] border-x-transparent border-t-fg drop-shadow" />
      </div>
      <div className="absolute left-1/2 top-1/2 grid size-[34%] -translate-x-1/2 -translate-y-1/2 place-items-center">{centre}</div>
    </div>
  );
}
