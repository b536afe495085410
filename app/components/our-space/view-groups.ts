/**
 * The shared document arranged for the Our space page: favourites by who added them ("we both want to try" first),
 * bucket-list ticks by list with who ticked, the journey's days revealed. Pure, so the arrangement is tested.
 */
import type { FavouriteKind } from "@domain/positions/favourites";
import type { BucketListId, SpaceView } from "@domain/our-space/view";

export interface FavouriteLine {
  kind: FavouriteKind;
  positionId: string;
}

export interface FavouriteGroups {
  bothWant: string[];
  mine: FavouriteLine[];
  partners: FavouriteLine[];
}

/** "We both want to try" (both members on a want entry), then what this phone's member added, then the partner. */
export function groupFavourites(view: SpaceView, me: string): FavouriteGroups {
  const bothWant: string[] = [];
  const mine: FavouriteLine[] = [];
  const partners: FavouriteLine[] = [];
  for (const entry of view.favourites) {
    const byMe = entry.by.includes(me);
    const byPartner = entry.by.some((member) => member !== me);
    if (entry.kind === "want" && byMe && byPartner) {
      bothWant.push(entry.positionId);
      continue;
    }
    const line = { kind: entry.kind, positionId: entry.positionId };
    if (byMe) mine.push(line);
    if (byPartner) partners.push(line);
  }
  return { bothWant, mine, partners };
}

export interface TickLine {
  item: string;
  /** Ticked by this phone's member. */
  mine: boolean;
  at: string;
}

/** The ticked items of one list, oldest first (one line per item and member). */
export function ticksOfList(view: SpaceView, list: BucketListId, me: string): TickLine[] {
  return view.ticks
    .filter((tick) => tick.list === list)
    .map((tick) => ({ item: tick.item, mine: tick.by === me, at: tick.at }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** The partner's nickname when they set one. */
export function partnerName(view: SpaceView, me: string): string | null {
  return view.members.find((member) => member.id !== me)?.name ?? null;
}
