import type { PoseProp } from "@content/positions/pose-types";

/** A level surface a body can rest on: the floor, a mattress, a seat, a step. */
export interface Surface {
  x1: number;
  x2: number;
  y: number;
  /** Solid below (nothing may sink into it), as opposed to a thin edge. */
  solid: boolean;
}

/** A vertical face a body can lean on: a wall, a chair back. */
export interface Face {
  x: number;
  y1: number;
  y2: number;
}

export const STAIR_STEPS = 4;
/** The back of a chair, sofa or armchair rises this much above its seat, relative to the seat height. */
export const BACK_RISE: Record<"chair" | "sofa" | "armchair", number> = { chair: 1.3, sofa: 1.5, armchair: 1.4 };
export const BACK_THICKNESS = 8;
/** How far an armchair's arms rise above its seat. */
export const ARMREST_RISE = 22;
/** An armchair seen from the front: the width of each arm. */
export const FRONT_ARM_WIDTH = 18;
/**
 * A sofa's padded arm at one end of its seat: its width along the seat, and how far it rises above the seat. Round 8's
 * readers saw no arm under the hips when it rose as little as an armchair's (22) and was as narrow as one: it was hidden
 * behind the body folded over it, so it is a deep rolled arm, wide and tall enough to show below the hips.
 */
export const SOFA_ARM_WIDTH = 30;
export const SOFA_ARM_RISE = 34;

/** Where a sofa's arm stands along the floor, or undefined for a prop without one. */
export function sofaArmSpan(prop: PoseProp): { x1: number; x2: number } | undefined {
  if (prop.kind !== "sofa" || !prop.arm) return undefined;
  const x1 = prop.arm === "right" ? prop.x + prop.width - SOFA_ARM_WIDTH : prop.x;
  return { x1, x2: x1 + SOFA_ARM_WIDTH };
}

export interface SceneGeometry {
  surfaces: Surface[];
  faces: Face[];
}

/** Where bodies may rest in a scene: the floor everywhere, plus each prop's surfaces. */
export function sceneGeometry(props: readonly PoseProp[]): SceneGeometry {
  const surfaces: Surface[] = [{ x1: -1000, x2: 1400, y: 0, solid: true }];
  const faces: Face[] = [];
  for (const prop of props) {
    const x1 = prop.x;
    const x2 = prop.x + prop.width;
    switch (prop.kind) {
      case "bed":
      case "bench":
      case "table":
      case "cushions":
        surfaces.push({ x1, x2, y: prop.height, solid: true });
        break;
      case "pillow":
        surfaces.push({ x1, x2, y: (prop.base ?? 0) + prop.height, solid: true });
        break;
      case "chair":
      case "sofa":
      case "armchair": {
        if (prop.kind === "armchair" && prop.seen === "front") {
          // Seen from the front: the seat between the arms, and the arms' tops; legs hang in front of both.
          const arm = FRONT_ARM_WIDTH;
          const top = prop.height + ARMREST_RISE;
          surfaces.push(
            { x1: x1 + arm, x2: x2 - arm, y: prop.height, solid: false },
            { x1, x2: x1 + arm, y: top, solid: false },
            { x1: x2 - arm, x2, y: top, solid: false },
          );
          break;
        }
        surfaces.push({ x1, x2, y: prop.height, solid: true });
        // A sofa's arm holds up a body folded over it: an edge, so hips and chest may bend round it.
        const sofaArm = sofaArmSpan(prop);
        if (sofaArm) surfaces.push({ ...sofaArm, y: prop.height + SOFA_ARM_RISE, solid: false });
        // Seen from the side, an armchair's arm runs the length of the seat: arms and legs may rest along it.
        if (prop.kind === "armchair") surfaces.push({ x1, x2, y: prop.height + ARMREST_RISE, solid: false });
        const backX = prop.back === "right" ? x2 - BACK_THICKNESS : x1;
        const top = prop.height * (1 + BACK_RISE[prop.kind]);
        surfaces.push({ x1: backX, x2: backX + BACK_THICKNESS, y: top, solid: true });
        faces.push({ x: prop.back === "right" ? backX : backX + BACK_THICKNESS, y1: prop.height, y2: top });
        break;
      }
      case "wall":
        faces.push({ x: x1, y1: 0, y2: prop.height }, { x: x2, y1: 0, y2: prop.height });
        break;
      case "mattress":
        // A bed seen from above holds nobody up in the drawing's vertical: checks.ts tests those poses by outline.
        break;
      case "stairs": {
        const depth = prop.width / STAIR_STEPS;
        for (let step = 0; step < STAIR_STEPS; step++) {
          const index = prop.back === "left" ? STAIR_STEPS - 1 - step : step;
          surfaces.push({
            x1: x1 + index * depth,
            x2: x1 + (index + 1) * depth,
            y: prop.height * (step + 1),
            solid: true,
          });
        }
        break;
      }
    }
  }
  return { surfaces, faces };
}

/**
 * Where a staircase's handrail runs: its height at x, or undefined where there is no rail (stairs without one, or x
 * beyond the flight). The rail follows the line through the step edges, `rail` above it.
 */
export function railHeightAt(prop: PoseProp, x: number): number | undefined {
  if (prop.kind !== "stairs" || prop.rail === undefined) return undefined;
  if (x < prop.x || x > prop.x + prop.width) return undefined;
  const depth = prop.width / STAIR_STEPS;
  const run = prop.back === "left" ? prop.x + prop.width - x : x - prop.x;
  return prop.rail + prop.height + (prop.height * run) / depth;
}
