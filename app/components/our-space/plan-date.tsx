/** A planned evening's date as the phone writes dates: "Friday 12 December" (British English before hydration). */
import { SITE_LOCALE } from "~/lib/dates";
import { useReaderLocale } from "~/components/ui/local-time";
import type { Plan } from "@domain/our-space/plans";

export function formatEvening(day: string, locale: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" };
  const date = new Date(`${day}T00:00:00Z`);
  try {
    return new Intl.DateTimeFormat(locale ?? SITE_LOCALE, options).format(date);
  } catch {
    return new Intl.DateTimeFormat(SITE_LOCALE, options).format(date);
  }
}

/** A plan's evening in words, as PlanWhen shows it: for labels that take text ("Friday 12 December · 20:30"). */
export function planWhenText(plan: Pick<Plan, "date" | "week" | "time">, locale: string | undefined): string {
  const day = formatEvening(plan.date, locale);
  if (plan.week) return `some evening this week, by ${day}`;
  return plan.time ? `${day} · ${plan.time}` : day;
}

export function EveningDate({ day }: { day: string }) {
  return <time dateTime={day}>{formatEvening(day, useReaderLocale())}</time>;
}

/** "Friday 12 December · 20:30", or for a week's plan "this week, by Saturday 12 December". */
export function PlanWhen({ plan }: { plan: Pick<Plan, "date" | "week" | "time"> }) {
  if (plan.week)
    return (
      <>
        some evening this week, by <EveningDate day={plan.date} />
      </>
    );
  return (
    <>
      <EveningDate day={plan.date} />
      {plan.time ? ` · ${plan.time}` : null}
    </>
  );
}
