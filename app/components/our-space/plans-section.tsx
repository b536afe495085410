/**
 * Plans in Our space: the evenings ahead ("Planned: … · Friday 12 December", with "Add to calendar"), and for an
 * evening that has passed, "How was it?" with three kind answers. Paired, both phones show the same; unpaired, the
 * plans kept on this phone.
 */
import { CalendarHeart, CalendarPlus, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  PLAN_ANSWER_LABELS,
  PLAN_ANSWERS,
  planItemParts,
  splitPlans,
  type Plan,
  type PlanAnswer,
} from "@domain/our-space/plans";
import { Button } from "~/components/ui/button";
import { downloadPlanCalendar, type PlansState } from "~/lib/our-space/use-plans";
import { PlanIt } from "./plan-it";
import { PlanWhen } from "./plan-date";
import { Section } from "./sections";

/** What follows an answer: warm, never a verdict. */
/** What follows an answer, by what was planned: warm, never a verdict. */
function afterWords(plan: Plan, answer: PlanAnswer, paired: boolean): string {
  const { kind } = planItemParts(plan.item);
  const both = paired ? ", on both phones" : "";
  const name = `“${plan.label}”`;
  if (answer === "again") return `Noted: ${name} stays with you for another evening.`;
  if (answer === "not") return `Thanks for trying it together. ${name} is off your lists now${both}, no harm done.`;
  if (kind === "position") return `Lovely. ${name} is filed with your favourites${both}.`;
  if (kind === "bucket") return `Lovely. ${name} is ticked on your bucket list${both}.`;
  return `Lovely. Here is to ${name}, and to the next one.`;
}

function Ahead({ plan, plans }: { plan: Plan; plans: PlansState }) {
  return (
    <li className="rounded-2xl border border-border p-3" data-testid="plan-line" data-item={plan.item}>
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1">
          <span className="text-muted">Planned:</span> <span className="font-semibold">{plan.label}</span>
          <span className="text-muted">
            {" "}
            · <PlanWhen plan={plan} />
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 -mt-2"
          aria-label={`Remove the plan for ${plan.label}`}
          onClick={() => plans.remove(plan.item)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="-mb-1 -ml-3 mt-1 flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => downloadPlanCalendar(plan, plans.title)}
          data-testid="plan-calendar"
        >
          <CalendarPlus aria-hidden className="size-4" /> Add to calendar
        </Button>
        <PlanIt target={{ item: plan.item, label: plan.label }} label="Change" change />
      </div>
    </li>
  );
}

function HowWasIt({ plan, onAnswer }: { plan: Plan; onAnswer: (answer: PlanAnswer) => void }) {
  return (
    <li className="rounded-2xl bg-rose/10 p-3" data-testid="plan-ask" data-item={plan.item}>
      <p className="font-semibold">How was it?</p>
      <p className="mt-0.5">
        {plan.label}
        <span className="text-sm text-muted">
          {" "}
          · <PlanWhen plan={plan} />
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {PLAN_ANSWERS.map((answer) => (
          <Button
            key={answer}
            variant={answer === "loved" ? "primary" : "secondary"}
            size="sm"
            onClick={() => onAnswer(answer)}
            data-testid={`plan-answer-${answer}`}
          >
            {PLAN_ANSWER_LABELS[answer]}
          </Button>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted">Whatever you answer, the plan is cleared. There is no wrong one.</p>
    </li>
  );
}

export function PlansSection({ plans }: { plans: PlansState }) {
  const [after, setAfter] = useState<{ plan: Plan; answer: PlanAnswer } | null>(null);
  const { ahead, over } = splitPlans(plans.plans, plans.today);
  return (
    <Section id="plans" title="Planned evenings" icon={CalendarHeart}>
      {after ? (
        <div role="status" data-testid="plan-after" className="mb-3 rounded-2xl border border-border p-3">
          <p>{afterWords(after.plan, after.answer, plans.paired)}</p>
          {after.answer === "again" ? (
            <PlanIt
              target={{ item: after.plan.item, label: after.plan.label }}
              label="Plan it again"
              className="-ml-3 mt-1"
            />
          ) : null}
        </div>
      ) : null}
      {over.length || ahead.length ? (
        <ul className="grid gap-3">
          {over.map((plan) => (
            <HowWasIt
              key={plan.item}
              plan={plan}
              onAnswer={(answer) => {
                if (plans.answer(plan.item, answer)) setAfter({ plan, answer });
              }}
            />
          ))}
          {ahead.map((plan) => (
            <Ahead key={plan.item} plan={plan} plans={plans} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">
          Nothing planned yet. Tap “Plan it” beside something you both want to try, and pick an evening for it.
        </p>
      )}
    </Section>
  );
}
