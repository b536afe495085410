import { EyeOff, Flag, ShieldCheck, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { blogAdminApi } from "~/components/blogs/admin-api";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { AdminTime } from "~/components/ui/local-time";
import { useToast } from "~/components/ui/toast";
import { REPORT_REASON_IDS, REPORT_REASON_LABELS, REPORTS_TO_HIDE, type ReportedStory } from "@domain/blogs/reports";

/**
 * The approval centre's reported stories: each with its readers' reports counted by reason, their notes, whether
 * the reports have hidden it, and the admin's two decisions: keep it (the reports are dismissed and it shows
 * again) or unpublish it (with the reason its writer reads).
 */
export function ReportedStories({ stories }: { stories: ReportedStory[] }) {
  if (stories.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-border bg-surface/80 p-10 text-center">
        <ShieldCheck aria-hidden className="size-8 text-muted" />
        <p className="font-semibold">No reported stories</p>
        <p className="text-sm text-muted">
          {`When readers report a story it appears here; ${REPORTS_TO_HIDE} readers hide it until you decide.`}
        </p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="Reported stories">
      {stories.map((story) => (
        <li key={story.id}>
          <ReportedStoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}

function ReportedStoryCard({ story }: { story: ReportedStory }) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<"keep" | "unpublish" | null>(null);
  const [reason, setReason] = useState("");
  const reasonId = useId();

  const decide = async (decision: "keep" | "unpublish") => {
    setBusy(decision);
    try {
      const answer =
        decision === "keep"
          ? await blogAdminApi.keepReported(story.id)
          : await blogAdminApi.unpublishReported(story.id, reason.trim());
      toast({ title: answer.message, duration: 3000 });
      await revalidator.revalidate();
    } catch (error) {
      console.warn(`${decision} failed`, error);
      toast({
        title: decision === "keep" ? "Could not keep the story" : "Could not unpublish the story",
        variant: "destructive",
        duration: 3000,
      });
    } finally {
      setBusy(null);
    }
  };

  const reasons = REPORT_REASON_IDS.filter((id) => story.counts[id] > 0);
  return (
    <article
      aria-labelledby={`reported-${story.id}`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/90 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="danger" className="gap-1">
          <Flag aria-hidden className="size-3.5" />
          {story.total === 1 ? "1 report" : `${story.total} reports`}
        </Badge>
        {story.hidden ? (
          <Badge tone="warning" className="gap-1">
            <EyeOff aria-hidden className="size-3.5" /> Hidden until you decide
          </Badge>
        ) : null}
      </div>
      <h3 id={`reported-${story.id}`} className="text-lg font-semibold leading-snug">
        <a href={`/blog/${encodeURIComponent(story.slug)}`} className="text-fg">
          {story.title}
        </a>
      </h3>
      <p className="text-xs text-muted">
        {`By ${story.author} · last report `}
        <AdminTime value={story.lastReportAt} />
      </p>
      <ul className="flex flex-col gap-1 text-sm" aria-label="Reports by reason">
        {reasons.map((id) => (
          <li key={id} className="flex justify-between gap-3 rounded-xl bg-surface-2/60 px-3 py-1.5">
            <span>{REPORT_REASON_LABELS[id]}</span>
            <span className="font-semibold tabular-nums">{story.counts[id]}</span>
          </li>
        ))}
      </ul>
      {story.notes.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm" aria-label="Readers' notes">
          {story.notes.map((note, index) => (
            <li key={`${note.at}-${index}`} className="rounded-xl border border-border px-3 py-2">
              <span className="block text-xs text-muted">{REPORT_REASON_LABELS[note.reason]}</span>
              <span className="whitespace-pre-line break-words">{note.note}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-2 border-t border-border pt-3">
        <Button onClick={() => decide("keep")} disabled={busy !== null} variant="secondary" className="self-start">
          <ShieldCheck aria-hidden className="size-5" />
          {busy === "keep" ? "Keeping..." : "Keep the story (dismiss reports)"}
        </Button>
        <label htmlFor={reasonId} className="text-sm font-semibold">
          Reason for the writer (optional)
        </label>
        <Input
          id={reasonId}
          value={reason}
          maxLength={1000}
          placeholder="Taken down after readers' reports."
          onChange={(event) => setReason(event.target.value)}
        />
        <Button onClick={() => decide("unpublish")} disabled={busy !== null} variant="danger" className="self-start">
          <Trash2 aria-hidden className="size-5" />
          {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
        </Button>
      </div>
    </article>
  );
}
