import { Heart, Lightbulb } from "lucide-react";
import { Card } from "~/components/ui/card";
import { formatLongDate } from "~/lib/dates";
import { useReaderLocale } from "~/components/ui/local-time";
import {
  canReveal,
  cycleNumber,
  displayDay,
  isComplete,
  JOURNEY_DAYS,
  progressPercent,
  revealedCount,
  type Journey,
} from "~/lib/journey/journey";

const tips = [
  "Reveal together: make the daily tap a small ritual, with a coffee in the morning or a candle at night.",
  "Treat each day as an invitation, not a task. Swap or skip anything that doesn't feel right.",
  "Talk about it afterwards: one thing you loved, one thing you'd try differently.",
  "Missed a day? No pressure. Your journey simply waits for you.",
  "Download the poster when you finish and keep it somewhere only the two of you will see.",
];

function nextReveal(journey: Journey, today: string): string {
  if (isComplete(journey.state)) return "All revealed";
  if (canReveal(journey, today)) return "Today";
  if (journey.state.lastRevealDate === today) return "Tomorrow";
  return "When positions arrive";
}

/** Journey status (day, revealed, cycle, dates) and tips. */
export function SidePanel({ journey, today }: { journey: Journey | null; today: string | null }) {
  const locale = useReaderLocale();
  const rows: Array<[string, string]> =
    journey && today
      ? [
          [
            "Current day",
            isComplete(journey.state) ? "Complete" : `Day ${displayDay(journey.state)} of ${JOURNEY_DAYS}`,
          ],
          [
            "Revealed",
            `${revealedCount(journey.slots)} of ${journey.slots.length} (${progressPercent(journey.slots)}%)`,
          ],
          ["Cycle", String(cycleNumber(journey.state.startDate, today))],
          ["Started", formatLongDate(journey.state.startDate, locale)],
          [
            "Last reveal",
            journey.state.lastRevealDate ? formatLongDate(journey.state.lastRevealDate, locale) : "Not yet",
          ],
          ["Next reveal", nextReveal(journey, today)],
        ]
      : [
          ["Current day", "…"],
          ["Revealed", "…"],
        ];
  return (
    <aside aria-label="Journey details" className="flex flex-col gap-5">
      <Card>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Heart aria-hidden className="size-5 text-rose" /> Journey Status
        </h2>
        <dl className="mt-4 divide-y divide-border">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted">Your journey is kept only on this device; nothing is sent to us.</p>
      </Card>
      <Card>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Lightbulb aria-hidden className="size-5 text-gold" /> Tips for Your Journey
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          {tips.map((tip) => (
            <li key={tip} className="flex gap-2 text-sm leading-relaxed">
              <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-rose" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </Card>
    </aside>
  );
}
