/**
 * Where the journey planner and the 7-day poster take their positions from: the admin's journey positions first
 * (with their own photos and videos), topped up from the catalogue when the admin's list is empty or holds fewer
 * than the request needs. Pure: randomness is passed in (`random()` in [0, 1), like Math.random).
 */
import { shuffle } from "../random";

export type JourneySource = "admin" | "catalogue";

export interface SourcedPosition {
  id: string;
  name: string;
  style: string;
  source: JourneySource;
}

/**
 * `count` positions of `style`: every admin position of the style that fits (random order), then catalogue ones of
 * the style, then (only if the style runs dry) catalogue ones of other styles. Ids never repeat.
 */
export function drawJourney<T extends SourcedPosition>(
  admin: readonly T[],
  catalogue: readonly T[],
  style: string,
  count: number,
  random: () => number,
): T[] {
  const picked = shuffle(
    admin.filter((position) => position.style === style),
    random,
  ).slice(0, count);
  return topUp(picked, catalogue, style, count, random);
}

function topUp<T extends SourcedPosition>(
  picked: T[],
  catalogue: readonly T[],
  style: string,
  count: number,
  random: () => number,
): T[] {
  if (picked.length >= count) return picked;
  const taken = new Set(picked.map((position) => position.id));
  const free = catalogue.filter((position) => !taken.has(position.id));
  const sameStyle = shuffle(
    free.filter((position) => position.style === style),
    random,
  );
  const otherStyles = shuffle(
    free.filter((position) => position.style !== style),
    random,
  );
  return [...picked, ...sameStyle, ...otherStyles].slice(0, count);
}

/**
 * A shown journey after the admin's list changed, disturbing it as little as possible: admin entries still there
 * get their new name and media, removed or restyled ones leave, and admin entries new to the style take the place
 * of catalogue fillers (an admin's addition shows up at once). Gaps are filled as `drawJourney` would.
 */
export function refreshJourney<T extends SourcedPosition>(
  shown: readonly T[],
  admin: readonly T[],
  catalogue: readonly T[],
  style: string,
  count: number,
  random: () => number,
): T[] {
  const adminById = new Map(
    admin.filter((position) => position.style === style).map((position) => [position.id, position]),
  );
  const kept: T[] = [];
  for (const position of shown) {
    if (position.source === "admin") {
      const fresh = adminById.get(position.id);
      if (fresh) kept.push(fresh);
    } else {
      kept.push(position);
    }
  }
  const present = new Set(kept.map((position) => position.id));
  const newcomers = shuffle(
    [...adminById.values()].filter((position) => !present.has(position.id)),
    random,
  );
  // Newcomers replace catalogue fillers from the end of the sequence, then fill any gap.
  for (let index = kept.length - 1; index >= 0 && newcomers.length > 0; index--) {
    if (kept[index]!.source === "catalogue") kept[index] = newcomers.shift()!;
  }
  while (kept.length < count && newcomers.length > 0) kept.push(newcomers.shift()!);
  return topUp(kept.slice(0, count), catalogue, style, count, random);
}

/**
 * The poster's pool of `size` (at least the 7 days): all admin positions, topped up with random catalogue entries
 * when the admin's list is shorter.
 */
export function posterPool<T extends { id: string }>(
  admin: readonly T[],
  catalogue: readonly T[],
  size: number,
  random: () => number,
): T[] {
  if (admin.length >= size) return [...admin];
  const taken = new Set(admin.map((position) => position.id));
  return [
    ...admin,
    ...shuffle(
      catalogue.filter((position) => !taken.has(position.id)),
      random,
    ).slice(0, size - admin.length),
  ];
}
