/**
 * "Plan it" for the screens: the plans this phone shows (the space's when paired, the device's otherwise), and the
 * actions, written where the plans live. Browser only, like the rest of Our space's hooks.
 */
import { useMemo } from "react";
import { localDay } from "@domain/our-space/daily-question";
import { planCalendarFile, planCalendarFileName } from "@domain/our-space/plan-calendar";
import { DEFAULT_PLAN_TITLE, planTitle, type Plan, type PlanAnswer } from "@domain/our-space/plans";
import { answerPlan, removePlan, setPlan, setPlanTitle } from "@domain/our-space/space-doc";
import { deviceStorage } from "~/lib/device-storage";
import { useDeviceState } from "~/lib/guides/use-device-state";
import {
  answerDevicePlan,
  NO_PLANS,
  PLANS_KEY,
  removeDevicePlan,
  saveDevicePlan,
  setDevicePlanTitle,
  validateDevicePlans,
} from "./device-plans";
import { browserRandom, currentEngine } from "./runtime";
import type { OurSpace } from "./types";

/** What the sheet asks for: the evening (a date, or a week ending on its Saturday) and an optional time. */
export type PlanInput = Pick<Plan, "item" | "label" | "date" | "week" | "time">;

export interface PlansState {
  paired: boolean;
  plans: Plan[];
  /** The couple's calendar title (the default when they chose none). */
  title: string;
  /** The phone's own date ("YYYY-MM-DD"). */
  today: string;
  save(input: PlanInput, title: string): void;
  remove(item: string): void;
  answer(item: string, answer: PlanAnswer): boolean;
}

/** Every open view of the device's plans (this tab's too) reads them again. */
const announce = () => window.dispatchEvent(new StorageEvent("storage", { key: PLANS_KEY }));

export function usePlans(space: Pick<OurSpace, "paired" | "view">, now: Date = new Date()): PlansState {
  const [device] = useDeviceState(PLANS_KEY, NO_PLANS, validateDevicePlans);
  const today = localDay(now);
  const { paired, view } = space;
  return useMemo<PlansState>(() => {
    const source = paired ? { plans: view.plans.list, title: view.plans.title } : device;
    const stamp = () => new Date().toISOString();
    const keepTitle = (title: string) => (planTitle(title) === DEFAULT_PLAN_TITLE ? "" : title);
    return {
      paired,
      plans: source.plans,
      title: planTitle(source.title),
      today,
      save(input, title) {
        if (paired) {
          const engine = currentEngine();
          engine.doc.transact(() => {
            setPlan(engine.doc, { ...input, time: input.week ? null : input.time, by: engine.me, at: stamp() });
            setPlanTitle(engine.doc, keepTitle(title));
          });
        } else {
          const storage = deviceStorage();
          saveDevicePlan(storage, { ...input, by: currentEngine().me, at: stamp() });
          setDevicePlanTitle(storage, keepTitle(title));
          announce();
        }
      },
      remove(item) {
        if (paired) removePlan(currentEngine().doc, item);
        else {
          removeDevicePlan(deviceStorage(), item);
          announce();
        }
      },
      answer(item, answer) {
        if (!paired) {
          const done = answerDevicePlan(deviceStorage(), item, answer, today);
          announce();
          return done;
        }
        const engine = currentEngine();
        return answerPlan(engine.doc, item, answer, engine.me, today, stamp());
      },
    };
  }, [paired, view.plans, device, today]);
}

/** Downloads the plan's .ics, made here on the phone (nothing is sent): only the couple's title and the evening. */
export function downloadPlanCalendar(plan: Pick<Plan, "date" | "time">, title: string): void {
  const text = planCalendarFile(
    { date: plan.date, time: plan.time, title },
    { now: new Date(), random: browserRandom },
  );
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = planCalendarFileName(plan.date);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
