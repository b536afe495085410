import { Flag } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { readIdList, writeIdMembership } from "~/lib/blogs/like";
import { deviceStorage } from "~/lib/device-storage";
import { REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASON_IDS, REPORT_REASON_LABELS } from "@domain/blogs/reports";

/** The stories this device reported (ids only, kept on the device), so the form is not offered twice. */
export const REPORTED_STORAGE_KEY = "entwine:blog-reported";

/** What the story page's action answers to a report. */
export type ReportActionData =
  | { report: true; ok: true; message: string }
  | { report: true; ok: false; error: string; fields?: Record<string, string> };

/**
 * "Report this story": a sheet that opens under its summary (a native details element, so it opens and the form
 * posts before scripts run), with the reasons to choose from and an optional short note. It posts to the story
 * page's own action; with scripts, through a fetcher, so the page stays where it is. Once sent (or when this
 * device reported the story before) it says thank you instead.
 */
export function ReportStory({ storyId, result }: { storyId: string; result?: ReportActionData }) {
  const fetcher = useFetcher<ReportActionData>();
  const answer = fetcher.data ?? result;
  const [reportedBefore, setReportedBefore] = useState(false);
  const sheet = useRef<HTMLDetailsElement>(null);
  const noteId = useId();
  const legendId = useId();
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    setReportedBefore(readIdList(deviceStorage(), REPORTED_STORAGE_KEY).includes(storyId));
  }, [storyId]);

  useEffect(() => {
    if (!answer?.ok) return;
    writeIdMembership(deviceStorage(), REPORTED_STORAGE_KEY, storyId, true);
    keepInViewSoon('[data-testid="report-thanks"]');
  }, [answer, storyId]);

  if (answer?.ok || reportedBefore) {
    return (
      <p
        role="status"
        data-testid="report-thanks"
        className="flex items-start gap-2 rounded-2xl border border-border bg-surface-2/60 p-4 text-sm"
      >
        <Flag aria-hidden className="mt-0.5 size-4 shrink-0 text-rose" />
        {answer?.ok ? answer.message : REPORT_MESSAGES.thanks}
      </p>
    );
  }

  const fieldError = (name: string) => (answer && !answer.ok ? answer.fields?.[name] : undefined);
  return (
    <details
      ref={sheet}
      className="group rounded-2xl border border-border bg-surface/80"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) {
          keepInViewSoon(
            () => sheet.current,
            () => sheet.current?.querySelector("[data-report-send]"),
          );
        }
      }}
      open={answer && !answer.ok ? true : undefined}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold text-muted hover:text-fg [&::-webkit-details-marker]:hidden">
        <Flag aria-hidden className="size-4" />
        Report this story
      </summary>
      <fetcher.Form method="post" className="flex flex-col gap-3 px-4 pb-4">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="storyId" value={storyId} />
        <fieldset className="flex flex-col gap-1">
          <legend id={legendId} className="mb-1 text-sm">
            Tell the site's owner what is wrong. No account needed; nothing about you is kept.
          </legend>
          {REPORT_REASON_IDS.map((reason) => (
            <label
              key={reason}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm hover:bg-surface-2"
            >
              <input type="radio" name="reason" value={reason} required className="size-4 accent-rose" />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
          {fieldError("reason") ? <p className="text-sm text-danger">{fieldError("reason")}</p> : null}
        </fieldset>
        <label htmlFor={noteId} className="text-sm font-semibold">
          {`A short note (optional, up to ${REPORT_NOTE_MAX} characters)`}
        </label>
        <Textarea id={noteId} name="note" rows={3} maxLength={REPORT_NOTE_MAX} className="min-h-20" />
        {fieldError("note") ? <p className="text-sm text-danger">{fieldError("note")}</p> : null}
        {answer && !answer.ok ? (
          <p role="alert" className="text-sm text-danger">
            {answer.error}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" disabled={busy} className="self-start" data-report-send>
          <Flag aria-hidden className="size-4" />
          {busy ? "Sending..." : "Send report"}
        </Button>
      </fetcher.Form>
    </details>
  );
}
