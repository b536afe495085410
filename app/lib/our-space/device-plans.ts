/**
 * Plans of a phone that is not paired: kept on the device under PLANS_KEY as { plans, title }, checked on every read
 * (cleanPlan; at most PLAN_LIMITS.plans), and moved into the space once the phone pairs (bridge.ts movePlansIn).
 * "How was it?" on such a phone files the item in the phone's own stores: its favourites and bucket-list ticks.
 */
import {
  cleanLine,
  cleanPlan,
  cleanPlans,
  planIsOver,
  planItemParts,
  PLAN_LIMITS,
  type Plan,
  type PlanAnswer,
} from "@domain/our-space/plans";
import { coerceFavourites, isFavouriteId } from "@domain/positions/favourites";
import type { BucketListId } from "@domain/our-space/view";
import {
  readDeviceText,
  readDeviceValue,
  removeDeviceValue,
  stringListValidator,
  writeDeviceValue,
  type StorageLike,
} from "~/lib/device-storage";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { FAVOURITES_KEY } from "~/lib/positions/favourites";
import { PLANS_KEY } from "./keys";

/** { plans: Plan[], title: string | null }: this phone's plans while it is not in a space (its name in keys.ts). */
export { PLANS_KEY };

export interface DevicePlans {
  plans: Plan[];
  title: string | null;
}

export const NO_PLANS: DevicePlans = Object.freeze({ plans: [], title: null }) as DevicePlans;

/** Whatever the key holds, as valid plans (a bad entry is dropped, never thrown). */
export function validateDevicePlans(value: unknown): DevicePlans | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const { plans, title } = value as Record<string, unknown>;
  return {
    plans: Array.isArray(plans) ? cleanPlans(plans.slice(0, PLAN_LIMITS.plans * 2)) : [],
    title: cleanLine(title, PLAN_LIMITS.titleLength) || null,
  };
}

export const readDevicePlans = (storage: StorageLike | undefined): DevicePlans =>
  readDeviceValue(storage, PLANS_KEY, NO_PLANS, validateDevicePlans);

function write(storage: StorageLike | undefined, next: DevicePlans): void {
  if (next.plans.length === 0 && next.title === null) removeDeviceValue(storage, PLANS_KEY);
  else writeDeviceValue(storage, PLANS_KEY, next);
}

/** Plans an item on this phone (its earlier plan, if any, replaced). */
export function saveDevicePlan(storage: StorageLike | undefined, plan: Plan): void {
  const clean = cleanPlan(plan);
  if (!clean) return;
  const current = readDevicePlans(storage);
  write(storage, {
    ...current,
    plans: cleanPlans([...current.plans.filter((entry) => entry.item !== clean.item), clean]),
  });
}

export function removeDevicePlan(storage: StorageLike | undefined, item: string): void {
  const current = readDevicePlans(storage);
  write(storage, { ...current, plans: current.plans.filter((entry) => entry.item !== item) });
}

export function setDevicePlanTitle(storage: StorageLike | undefined, title: string): void {
  const current = readDevicePlans(storage);
  write(storage, { ...current, title: cleanLine(title, PLAN_LIMITS.titleLength) || null });
}

const TICK_KEYS: Record<BucketListId, string> = {
  honeymoon: DEVICE_KEYS.honeymoonTicks,
  "first-night": DEVICE_KEYS.firstNightTicks,
};

/**
 * "How was it?" on a phone alone, once the evening has passed (`today` after the plan's date): "loved" puts a
 * position in "Loved it" and ticks a bucket-list idea, "again" changes nothing else, "not" takes the position off
 * both lists and unticks the idea. The plan goes in every case. False when there is no such plan or it is not over.
 */
export function answerDevicePlan(
  storage: StorageLike | undefined,
  item: string,
  answer: PlanAnswer,
  today: string,
): boolean {
  const plan = readDevicePlans(storage).plans.find((entry) => entry.item === item);
  if (!plan || !planIsOver(plan, today)) return false;
  removeDevicePlan(storage, item);
  if (answer === "again") return true;
  const { kind, id } = planItemParts(item);
  if (kind === "position" && isFavouriteId(id)) {
    const favourites = coerceFavourites(parseJson(readDeviceText(storage, FAVOURITES_KEY)));
    const next =
      answer === "loved"
        ? { ...favourites, loved: favourites.loved.includes(id) ? favourites.loved : [id, ...favourites.loved] }
        : { want: favourites.want.filter((entry) => entry !== id), loved: favourites.loved.filter((e) => e !== id) };
    writeDeviceValue(storage, FAVOURITES_KEY, next);
  } else if (kind === "bucket") {
    const [list, idea] = id.split(":") as [BucketListId, string | undefined];
    if (!Object.hasOwn(TICK_KEYS, list) || !idea) return true;
    const key = TICK_KEYS[list];
    const ticks = readDeviceValue(storage, key, [], stringListValidator);
    if (answer === "loved" && !ticks.includes(idea)) writeDeviceValue(storage, key, [...ticks, idea]);
    if (answer === "not" && ticks.includes(idea))
      writeDeviceValue(
        storage,
        key,
        ticks.filter((entry) => entry !== idea),
      );
  }
  return true;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
