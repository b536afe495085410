import { CalendarPlus, Check, Download, RotateCcw, Save, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { buildJourneyCalendar, CALENDAR_FILE_NAME } from "~/lib/journey/calendar";
import { cycleNumber, isComplete, journeyPositionIds, type Journey } from "~/lib/journey/journey";
import { journeyLink } from "~/lib/journey/link";
import { posterTitle, type PosterSettings } from "~/lib/journey/settings";
import type { JourneyController } from "./use-journey";

function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The poster as a print-size file, with its name; the drawing code loads only when asked for. */
async function posterForPrint(
  journey: Journey,
  settings: PosterSettings,
  today: string,
): Promise<{ blob: Blob; name: string }> {
  const { posterInputFor, renderPosterForPrint, POSTER_FILE_NAME } = await import("~/lib/journey/poster-render");
  const input = posterInputFor(journey, settings, cycleNumber(journey.state.startDate, today));
  return { blob: await renderPosterForPrint(input), name: POSTER_FILE_NAME };
}

/** The poster as a JPEG small enough to send (at most 1.5 MB), with its file name. */
async function posterForSharing(journey: Journey, settings: PosterSettings, today: string): Promise<File> {
  const { posterInputFor, renderPosterForSharing, SHARE_FILE_NAME } = await import("~/lib/journey/poster-render");
  const blob = await renderPosterForSharing(
    posterInputFor(journey, settings, cycleNumber(journey.state.startDate, today)),
  );
  return new File([blob], SHARE_FILE_NAME, { type: blob.type || "image/jpeg" });
}

/** The link that opens this journey (its positions, in order, and nothing else) on another phone. */
function linkTo(journey: Journey): string {
  return journeyLink(journeyPositionIds(journey), window.location.origin);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Download (print-size JPEG, A4 at 300 dpi), Save (settings on this device), Share (the journey's link with a JPEG of the poster
 * through Web Share, else the link alone, else the link copied), Add to calendar, Reset.
 */
export function PosterActions({
  poster,
  onReset,
  canReset,
}: {
  /** The journey kept on this device, with the poster's settings and their save. */
  poster: Pick<JourneyController, "journey" | "today" | "settings" | "saveSettings">;
  onReset: () => void;
  canReset: boolean;
}) {
  const { journey, today, settings, saveSettings } = poster;
  const { toast } = useToast();
  const [busy, setBusy] = useState<"download" | "share" | null>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);
  const ready = Boolean(journey && today);

  async function download() {
    if (!journey || !today) return;
    setBusy("download");
    try {
      const poster = await posterForPrint(journey, settings, today);
      downloadBlob(poster.blob, poster.name);
      toast({
        title: "Poster downloaded",
        description: `Saved as ${poster.name}, ready to print at A4.`,
        duration: 2000,
      });
    } catch {
      toast({
        title: "The poster could not be created",
        description: "Please try again in a moment.",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  function save() {
    if (saveSettings()) {
      toast({
        title: "Poster saved",
        description: "Your title, subtitle and theme are kept on this device.",
        duration: 2000,
      });
    } else {
      toast({
        title: "Could not save on this device",
        description: "Your browser is blocking storage for this site.",
        variant: "destructive",
      });
    }
  }

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setCopied(false), 2000);
      toast({
        title: "Copied!",
        description: "The link to your journey is on your clipboard: send it to your partner.",
        duration: 2000,
      });
    } catch {
      toast({ title: "Copy the link", description: link, variant: "destructive" });
    }
  }

  async function share() {
    if (!journey || !today) return;
    const link = linkTo(journey);
    const title = posterTitle(settings);
    const text = "Our 7-day journey: open the link to see it and start it on your phone.";
    setBusy("share");
    try {
      if (typeof navigator.share === "function") {
        let data: ShareData = { title, text, url: link };
        if (typeof navigator.canShare === "function") {
          const file = await posterForSharing(journey, settings, today).catch(() => null);
          if (file && navigator.canShare({ ...data, files: [file] })) data = { ...data, files: [file] };
        }
        try {
          await navigator.share(data);
        } catch (error) {
          // Closing the share sheet is not an error.
          if (!isAbort(error)) await copyLink(link);
        }
        return;
      }
      await copyLink(link);
    } catch {
      await copyLink(link);
    } finally {
      setBusy(null);
    }
  }

  function addToCalendar() {
    if (!journey || !today) return;
    const text = buildJourneyCalendar(journey, today, new Date(), window.location.href, posterTitle(settings));
    if (!text) return;
    downloadBlob(new Blob([text], { type: "text/calendar;charset=utf-8" }), CALENDAR_FILE_NAME);
    toast({
      title: "Reminders ready",
      description: "Open the file to add a reminder for each remaining day.",
      duration: 2000,
    });
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Poster actions">
      <Button onClick={download} disabled={!ready || busy !== null} aria-busy={busy === "download"}>
        <Download aria-hidden className="size-5" />
        {busy === "download" ? "Preparing…" : "Download"}
      </Button>
      <Button variant="secondary" onClick={save} disabled={!ready}>
        <Save aria-hidden className="size-5" /> Save
      </Button>
      <Button variant="secondary" onClick={share} disabled={!ready || busy !== null} aria-busy={busy === "share"}>
        {copied ? <Check aria-hidden className="size-5" /> : <Share2 aria-hidden className="size-5" />}
        {copied ? "Copied!" : "Share"}
      </Button>
      <Button variant="secondary" onClick={addToCalendar} disabled={!ready || !journey || isComplete(journey.state)}>
        <CalendarPlus aria-hidden className="size-5" /> Add to Calendar
      </Button>
      <Button variant="ghost" onClick={onReset} disabled={!ready || !canReset}>
        <RotateCcw aria-hidden className="size-5" /> Reset
      </Button>
    </div>
  );
}
