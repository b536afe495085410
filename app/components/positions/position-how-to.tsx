/** A position's steps and why couples love it, with the reminder that either partner can stop. */
import { CheckCircle2, Heart, ListOrdered } from "lucide-react";
import { NumberedSteps } from "~/components/ui/card";

export function PositionHowTo({
  instructions,
  benefits,
}: {
  instructions: readonly string[];
  benefits: readonly string[];
}) {
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="how-heading"
        className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
      >
        <h2 id="how-heading" className="flex items-center gap-2 text-2xl font-semibold">
          <ListOrdered aria-hidden className="size-6 text-rose" /> How to
        </h2>
        <NumberedSteps steps={instructions} className="mt-4" />
      </section>
      <section
        aria-labelledby="benefits-heading"
        className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
      >
        <h2 id="benefits-heading" className="flex items-center gap-2 text-2xl font-semibold">
          <Heart aria-hidden className="size-6 text-rose" /> Why couples love it
        </h2>
        <ul className="mt-4 space-y-3">
          {benefits.map((benefit, index) => (
            <li key={index} className="flex gap-3">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <p className="mt-5 rounded-2xl bg-surface-2 p-3 text-sm text-muted">
          Go at the pace of the more hesitant partner, check in often, and remember either of you can pause or stop at
          any moment.
        </p>
      </section>
    </div>
  );
}
