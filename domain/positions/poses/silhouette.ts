import type { PoseChange, PoseDefinition } from "@content/positions/pose-types";
import { CARD, layoutScene } from "./render";
import { segmentDistance, type Skeleton } from "./skeleton";

/** Pixels per card unit of the silhouette raster (the card is 400 × 300 units). */
export const RASTER_SCALE = 0.5;
export const RASTER = { width: CARD.width * RASTER_SCALE, height: CARD.height * RASTER_SCALE } as const;

/**
 * The couple's drawn silhouette as a raster: 1 where either body covers the pixel's centre, as the card shows it
 * (fitted into the card, outline included). Props and the sky are left out: only the two bodies count.
 */
export function rasteriseSilhouette(pose: PoseDefinition, change?: PoseChange): Uint8Array {
  const layout = layoutScene(pose, change);
  const mask = new Uint8Array(RASTER.width * RASTER.height);
  const paint = (skeleton: Skeleton, label: number) => {
    for (const segment of skeleton.segments) {
      const from = layout.toCard(segment.from);
      const to = layout.toCard(segment.to);
      const radius = (segment.radius + 1.5) * layout.scale;
      const x1 = Math.max(0, Math.floor((Math.min(from[0], to[0]) - radius) * RASTER_SCALE));
      const x2 = Math.min(RASTER.width - 1, Math.ceil((Math.max(from[0], to[0]) + radius) * RASTER_SCALE));
      const y1 = Math.max(0, Math.floor((Math.min(from[1], to[1]) - radius) * RASTER_SCALE));
      const y2 = Math.min(RASTER.height - 1, Math.ceil((Math.max(from[1], to[1]) + radius) * RASTER_SCALE));
      for (let py = y1; py <= y2; py++) {
        for (let px = x1; px <= x2; px++) {
          const centre: [number, number] = [(px + 0.5) / RASTER_SCALE, (py + 0.5) / RASTER_SCALE];
          if (segmentDistance(centre, centre, from, to) <= radius) mask[py * RASTER.width + px]! |= label;
        }
      }
    }
  };
  paint(layout.skeletons.a, 1);
  paint(layout.skeletons.b, 2);
  return mask;
}

/** Intersection over union of two silhouettes: 1 for the same drawing, 0 for drawings that share no pixel. */
export function silhouetteIoU(first: Uint8Array, second: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < first.length; i++) {
    if (first[i]! & second[i]!) both++;
    if (first[i] || second[i]) either++;
  }
  return either ? both / either : 0;
}

/** Every pair of poses with its silhouette overlap, the closest pair first. */
export function silhouetteOverlaps(
  poses: Readonly<Record<string, PoseDefinition>>,
): Array<{ first: string; second: string; iou: number }> {
  const ids = Object.keys(poses).sort();
  const masks = ids.map((id) => rasteriseSilhouette(poses[id]!));
  const pairs: Array<{ first: string; second: string; iou: number }> = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++)
      pairs.push({ first: ids[i]!, second: ids[j]!, iou: silhouetteIoU(masks[i]!, masks[j]!) });
  }
  return pairs.sort((x, y) => y.iou - x.iou);
}
