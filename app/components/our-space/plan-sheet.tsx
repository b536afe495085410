/**
 * The "Plan it" sheet: an evening (a date, tonight by default) or "this week", an optional time, and the calendar
 * title the couple chose. Saved in Our space when paired (both phones show it), on this phone otherwise. Then "Add to
 * calendar" downloads the .ics made here, with nothing in it but that title and the evening. An item already planned
 * opens on its plan (with "Change the evening"), so a tap on "Planned for …" never plans it a second time.
 */
import { CalendarCheck, CalendarPlus, Check } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { DEFAULT_PLAN_TITLE, PLAN_LIMITS, planIsOver, saturdayOf, type Plan } from "@domain/our-space/plans";
import { Dialog } from "~/components/ui/dialog";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/input";
import { downloadPlanCalendar, usePlans } from "~/lib/our-space/use-plans";
import { useOurSpace } from "~/lib/our-space/use-our-space";
import type { PlanTarget } from "./plan-target";
import { EveningDate, PlanWhen } from "./plan-date";

const choice =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl border border-border px-3 has-[:checked]:border-rose has-[:checked]:bg-rose/10";

export default function PlanSheet({
  target,
  planned,
  onClose,
}: {
  target: PlanTarget;
  /** The item's plan, when the control already knew it: the sheet opens on it instead of on the form. */
  planned?: Plan;
  onClose: () => void;
}) {
  const space = useOurSpace();
  const plans = usePlans(space);
  const existing = plans.plans.find((plan) => plan.item === target.item) ?? planned;
  const [editing, setEditing] = useState(!planned);
  const [week, setWeek] = useState(existing?.week ?? false);
  const [date, setDate] = useState(
    existing && !existing.week && existing.date >= plans.today ? existing.date : plans.today,
  );
  const [time, setTime] = useState(existing?.time ?? "");
  const [titleDraft, setTitleDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState<Pick<Plan, "date" | "week" | "time"> | null>(null);
  const title = titleDraft ?? plans.title;
  const saturday = saturdayOf(plans.today);

  function save(event: FormEvent) {
    event.preventDefault();
    const when = week
      ? { date: saturday, week: true, time: null }
      : { date: date && date >= plans.today ? date : plans.today, week: false, time: time || null };
    plans.save({ item: target.item, label: target.label, ...when }, title);
    setSaved(when);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Plan it"
      description={<span data-testid="plan-sheet-item">{target.label}</span>}
    >
      {!saved && !editing && existing ? (
        <div data-testid="plan-existing" className="grid gap-4">
          <p role="status" className="flex items-start gap-2">
            <CalendarCheck aria-hidden className="mt-1 size-4 shrink-0 text-success" />
            {planIsOver(existing, plans.today) ? (
              <span>
                You planned it for <PlanWhen plan={existing} />. Tell each other how it was in{" "}
                <Link to="/our-space">Our space</Link>.
              </span>
            ) : (
              <span>
                Already planned for <PlanWhen plan={existing} />. It waits for you in{" "}
                <Link to="/our-space">Our space</Link>.
              </span>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => downloadPlanCalendar(existing, title)} data-testid="plan-add-calendar">
              <CalendarPlus aria-hidden className="size-5" /> Add to calendar
            </Button>
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="plan-change">
              Change the evening
            </Button>
          </div>
          <Button variant="ghost" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : saved ? (
        <div data-testid="plan-saved" className="grid gap-4">
          <p role="status" className="flex items-start gap-2">
            <Check aria-hidden className="mt-1 size-4 shrink-0 text-success" />
            <span>
              Planned for <PlanWhen plan={saved} />.{" "}
              {plans.paired ? (
                <>
                  It shows on both your phones in <Link to="/our-space">Our space</Link>.
                </>
              ) : (
                <>
                  It waits for you in <Link to="/our-space">Our space</Link> on this phone.
                </>
              )}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => downloadPlanCalendar(saved, title)} data-testid="plan-add-calendar">
              <CalendarPlus aria-hidden className="size-5" /> Add to calendar
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
          </div>
          <p className="text-sm text-muted">
            Your calendar will only say “{title}” and the date. Nothing else goes in the file.
          </p>
        </div>
      ) : (
        <form onSubmit={save} className="grid min-w-0 gap-4" data-testid="plan-form">
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-1 text-sm font-semibold">When</legend>
            <label className={choice}>
              <input
                type="radio"
                name="plan-when"
                checked={!week}
                onChange={() => setWeek(false)}
                className="size-4 accent-rose"
              />
              An evening
            </label>
            {!week ? (
              <div className="grid min-w-0 gap-2 pl-1">
                <label className="grid min-w-0 gap-1 text-sm">
                  <span className="text-muted">Evening</span>
                  <Input
                    type="date"
                    value={date}
                    min={plans.today}
                    required
                    onChange={(event) => setDate(event.target.value)}
                    data-testid="plan-date"
                    className="w-full min-w-0"
                  />
                </label>
                <label className="grid min-w-0 gap-1 text-sm">
                  <span className="text-muted">Time (optional)</span>
                  <Input
                    type="time"
                    value={time}
                    onChange={(event) => setTime(event.target.value)}
                    data-testid="plan-time"
                    className="w-full min-w-0"
                  />
                </label>
              </div>
            ) : null}
            <label className={choice}>
              <input
                type="radio"
                name="plan-when"
                checked={week}
                onChange={() => setWeek(true)}
                className="size-4 accent-rose"
                data-testid="plan-week"
              />
              This week
            </label>
            {week ? (
              <p className="pl-1 text-sm text-muted">
                Any evening that suits you both. Your calendar gets an all-day reminder on{" "}
                <EveningDate day={saturday} />.
              </p>
            ) : null}
          </fieldset>
          <Field label="Calendar title" hint="All your calendar will show. Keep it as discreet as you like.">
            {(id, describedBy) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                value={title}
                maxLength={PLAN_LIMITS.titleLength}
                placeholder={DEFAULT_PLAN_TITLE}
                onChange={(event) => setTitleDraft(event.target.value)}
                data-testid="plan-title"
              />
            )}
          </Field>
          {existing ? (
            <p className="text-sm text-muted" data-testid="plan-replaces">
              This moves the plan from <PlanWhen plan={existing} />: one evening for it, never two.
            </p>
          ) : null}
          <Button type="submit" data-testid="plan-save">
            Save plan
          </Button>
        </form>
      )}
    </Dialog>
  );
}
