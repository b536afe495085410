/**
 * A question a day (issue #48): one question, answered on each phone apart; each answer stays sealed until both are
 * in, then shows on both phones. Skip a day or a topic; earlier answers stay on the two phones. No streaks, nothing
 * counted against anyone.
 */
import { MessageCircleQuestion } from "lucide-react";
import { useId, useState } from "react";
import {
  DAILY_QUESTION_TOPIC_NAMES,
  DAILY_QUESTION_TOPICS,
  type DailyQuestionTopic,
} from "@content/our-space/daily-questions";
import { DAILY_ANSWER_MAX_LENGTH } from "@domain/our-space/space-doc";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import type { DailyReveal } from "~/lib/our-space/daily";
import { inSentence } from "~/lib/names";
import type { DailyQuestionState } from "~/lib/our-space/use-daily";
import { Section } from "./sections";

function Answers({ reveal, partner }: { reveal: DailyReveal; partner: string }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-2xl bg-surface-2/60 p-3">
        <dt className="text-xs font-bold uppercase tracking-wider text-muted">You</dt>
        <dd className="mt-1 whitespace-pre-wrap break-words" data-testid="daily-mine">
          {reveal.mine}
        </dd>
      </div>
      <div className="rounded-2xl bg-rose/10 p-3">
        <dt className="text-xs font-bold uppercase tracking-wider text-muted">{partner}</dt>
        <dd className="mt-1 whitespace-pre-wrap break-words" data-testid="daily-partner">
          {reveal.partner}
        </dd>
      </div>
    </dl>
  );
}

function Today({ daily, partner }: { daily: DailyQuestionState; partner: string }) {
  const [draft, setDraft] = useState("");
  const id = useId();
  const { today } = daily;
  const them = inSentence(partner);

  if (today.skipped)
    return (
      <p className="text-muted" data-testid="daily-state" data-state="skipped">
        Today's question is skipped. A new one comes tomorrow.
      </p>
    );
  if (!today.question)
    return (
      <p className="text-muted" data-testid="daily-state" data-state="no-topics">
        Every topic is switched off. Choose at least one below to get a question each day.
      </p>
    );

  return (
    <>
      <p className="text-xs font-bold uppercase tracking-wider text-rose">
        {DAILY_QUESTION_TOPIC_NAMES[today.question.topic]}
      </p>
      <p className="mt-1 text-lg font-semibold" data-testid="daily-question">
        {today.question.question}
      </p>
      {today.mine === null ? (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (daily.answer(draft)) setDraft("");
          }}
        >
          <label htmlFor={id} className="sr-only">
            Your answer
          </label>
          <Textarea
            id={id}
            value={draft}
            maxLength={DAILY_ANSWER_MAX_LENGTH}
            placeholder="Your answer, only for the two of you"
            data-testid="daily-answer"
            onChange={(event) => setDraft(event.target.value)}
          />
          <p className="mt-1 text-sm text-muted" data-testid="daily-state" data-state="open">
            {today.partnerAnswered
              ? `${partner} has answered. Their answer opens once you answer too.`
              : `It stays sealed until ${them} answers too; then it shows on both phones.`}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" disabled={!draft.trim()}>
              Answer
            </Button>
            <Button type="button" variant="ghost" onClick={daily.skipToday}>
              Skip today
            </Button>
          </div>
        </form>
      ) : today.partner !== null ? (
        <div className="mt-3" data-testid="daily-state" data-state="revealed">
          <Answers reveal={today} partner={partner} />
        </div>
      ) : (
        <div className="mt-3">
          <p className="whitespace-pre-wrap break-words rounded-2xl bg-surface-2/60 p-3" data-testid="daily-mine">
            {today.mine}
          </p>
          <p className="mt-2 text-sm text-muted" data-testid="daily-state" data-state="sealed">
            {today.partnerAnswered
              ? `${partner} has answered too: their answer opens as soon as their phone is online.`
              : `Your answer is sealed. It opens on both phones when ${them} answers.`}
          </p>
        </div>
      )}
    </>
  );
}

export function DailyQuestionSection({ daily, partner }: { daily: DailyQuestionState; partner: string }) {
  const skipped = new Set(daily.skippedTopics);
  return (
    <Section id="daily" title="A question a day" icon={MessageCircleQuestion}>
      <Today daily={daily} partner={partner} />
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-semibold">Topics</summary>
        <fieldset className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          <legend className="sr-only">Topics you get questions from</legend>
          {DAILY_QUESTION_TOPICS.map((topic: DailyQuestionTopic) => (
            <label key={topic} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={!skipped.has(topic)}
                onChange={(event) => daily.skipTopic(topic, !event.target.checked)}
              />
              {DAILY_QUESTION_TOPIC_NAMES[topic]}
            </label>
          ))}
        </fieldset>
      </details>
      {daily.history.length > 0 ? (
        <details className="mt-2 text-sm" data-testid="daily-history">
          <summary className="cursor-pointer font-semibold">Earlier answers ({daily.history.length})</summary>
          <ol className="mt-2 grid gap-4">
            {daily.history.map((reveal) => (
              <li key={reveal.day}>
                <p className="font-semibold">{reveal.question?.question ?? "A question from an earlier day"}</p>
                <div className="mt-2">
                  <Answers reveal={reveal} partner={partner} />
                </div>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </Section>
  );
}
