import type { ReactNode } from "react";
import { cx } from "~/lib/class-names";
import type { WheelSegment } from "@domain/position-games/wheel-segments";
import { segmentStartAngle, slicePath, SPIN_MS } from "@domain/position-games/wheel";

const SIZE = 320;
const C = SIZE / 2;
const R = C - 6;

/** Room along a segment's radius for its label (SVG units), from the rim to the hub. */
const LABEL_RUN = 92;
const LABEL_INSET = 12;

/** A title in one line, or two split at the space nearest the middle; never cut. */
export function wheelLabelLines(title: string): string[] {
  const text = title.trim();
  if (text.length <= 14 || !text.includes(" ")) return [text];
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === " " && (best < 0 || Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2))) best = i;
  }
  return [text.slice(0, best).trim(), text.slice(best + 1).trim()];
}

/** The label's font size: 10 units, smaller when the longest line would not fit between rim and hub. */
function labelSize(lines: readonly string[]): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(10, LABEL_RUN / Math.max(1, longest * 0.56));
}

/**
 * The 12-segment wheel (SVG): segment 0 starts under the pointer at the top and segments follow clockwise; the
 * wheel turns clockwise by `rotation` degrees over 3 s. The centre holds `centre` (the spin button or an image).
 * Labels run along the radius and read upright where the wheel comes to rest: those that will stop on the right
 * half read from the hub outwards, those on the left from the rim inwards.
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
    <div data-play="wheel" className="relative isolate mx-auto aspect-square w-full max-w-[22rem]">
      {/* The turned square's corners would widen the page on a phone (and push the header's menu off it): clipped,
          with room for the shadow. */}
      <div className="size-full overflow-clip [overflow-clip-margin:12px]">
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
            const resting = (((mid + rotation) % 360) + 360) % 360;
            const flip = resting > 0 && resting < 180;
            const lines = wheelLabelLines(segment.title);
            const size = labelSize(lines);
            const y = C - R + LABEL_INSET;
            return (
              <g key={segment.id}>
                <path
                  d={slicePath(index, count, C, R)}
                  className={cx(
                    segment.colour,
                    "stroke-bg",
                    highlight === index ? "opacity-100" : highlight === null ? "opacity-95" : "opacity-60",
                  )}
                  strokeWidth={1.5}
                />
                {lines.map((line, row) => {
                  // The reader's "up" is +x before the turn when the text runs inwards, -x when it runs outwards.
                  const offset = (lines.length === 1 ? 0 : row === 0 ? -0.6 : 0.6) * size * (flip ? 1 : -1);
                  const x = C + offset;
                  return (
                    <text
                      key={row}
                      x={x}
                      y={y}
                      transform={`rotate(${mid} ${C} ${C}) rotate(${flip ? -90 : 90} ${x} ${y})`}
                      className="fill-accent-fg font-semibold"
                      fontSize={size}
                      textAnchor={flip ? "end" : "start"}
                      dominantBaseline="middle"
                    >
                      {line}
                    </text>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
      {/* Pointer at the top */}
      <div aria-hidden className="absolute left-1/2 top-0 -translate-x-1/2 -translate-y-1">
        <div className="h-0 w-0 border-x-[12px] border-t-[22px] border-x-transparent border-t-fg drop-shadow" />
      </div>
      <div className="absolute left-1/2 top-1/2 grid size-[34%] -translate-x-1/2 -translate-y-1/2 place-items-center">
        {centre}
      </div>
    </div>
  );
}
