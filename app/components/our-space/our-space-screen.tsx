/**
 * /our-space: the couple's shared space on this phone. Unpaired, it says what the space is and offers pairing; the
 * phone's own data shows either way. Paired, a status line, the shared sections, the note and the settings. What the
 * space is and the promise are the page's frame, drawn by the server above this (space-shell.tsx).
 */
import { DEFAULT_PARTNER_NAME } from "~/lib/names";
import { HeartHandshake, X } from "lucide-react";
import { useCataloguePool } from "~/components/positions/saved/saved-list";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { OurSpace } from "~/lib/our-space/types";
import { useOurSpace } from "~/lib/our-space/use-our-space";
import { useDailyQuestion } from "~/lib/our-space/use-daily";
import { usePlans } from "~/lib/our-space/use-plans";
import { DailyQuestionSection } from "./daily-question";
import { PlansSection } from "./plans-section";
import {
  BucketListsSection,
  FavouritesSection,
  JourneySection,
  LaterSection,
  MatchesSection,
  type BucketTitles,
} from "./sections";
import { SharedNote } from "./shared-note";
import { SpaceSettings } from "./space-settings";
import { partnerName } from "./view-groups";

function statusLine(space: OurSpace, partner: string): string {
  const waiting = space.pending === 1 ? "1 change waiting" : `${space.pending} changes waiting`;
  switch (space.status) {
    case "connecting":
      return "Connecting…";
    case "online":
      return space.partnerOnline ? `Online · ${partner} is online too` : `Online · ${partner}'s phone is away`;
    case "offline":
      return space.pending > 0 ? `Offline · ${waiting}` : "Offline · changes will be shared when you are back";
    case "ended":
      return "Our space has ended";
    case "unpaired":
      return "On this phone only";
  }
}

export default function OurSpaceScreen({ bucketTitles }: { bucketTitles: BucketTitles }) {
  const space = useOurSpace();
  const { pool } = useCataloguePool();
  const nickname = partnerName(space.view, space.me);
  const partner = nickname ?? DEFAULT_PARTNER_NAME;
  const partnerLower = nickname ?? "your partner";
  const daily = useDailyQuestion(space);
  const plans = usePlans(space);

  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      {space.notice ? (
        <div
          role="alert"
          data-testid="space-notice"
          className="flex items-start gap-2 rounded-2xl border border-warning/60 bg-warning/10 p-3"
        >
          <p className="flex-1">{space.notice}</p>
          <Button variant="ghost" size="sm" className="-my-1" aria-label="Dismiss" onClick={space.dismissNotice}>
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      ) : null}

      {space.paired && space.missing ? (
        <p role="status" data-testid="space-missing" className="rounded-2xl border border-warning/60 bg-warning/10 p-3">
          {space.missing}
        </p>
      ) : null}

      {space.paired ? (
        <p
          data-testid="space-status"
          data-status={space.status}
          className="flex items-center justify-center gap-2 text-sm font-semibold"
        >
          <span
            aria-hidden
            className={
              space.status === "online"
                ? "size-2.5 rounded-full bg-success"
                : space.status === "offline"
                  ? "size-2.5 rounded-full bg-warning"
                  : "size-2.5 rounded-full bg-muted"
            }
          />
          {statusLine(space, partner)}
        </p>
      ) : space.status === "ended" ? (
        <Card className="p-5 text-center" data-testid="space-ended">
          <h2 className="text-xl font-semibold">Our space has ended</h2>
          <p className="mt-1 text-muted">
            The shared copy is gone from our server, and what your partner shared is gone from this phone. Your own
            favourites, ticks and journey stay, shown below.
          </p>
          <ButtonLink to="/our-space/pair" className="mt-4">
            Pair our phones again
          </ButtonLink>
        </Card>
      ) : (
        <Card className="p-5 text-center sm:p-7" data-testid="space-intro">
          <HeartHandshake aria-hidden className="mx-auto size-10 text-rose" />
          <h2 className="mt-2 text-xl font-semibold">Share it with your partner's phone</h2>
          {/* What the space shares and the promise are above, in the frame the server drew (space-shell.tsx). */}
          <p className="mt-2 text-muted">Pair your two phones once; it takes a minute, with both of you there.</p>
          <ButtonLink to="/our-space/pair" size="lg" className="mt-5">
            Pair our phones
          </ButtonLink>
        </Card>
      )}

      {daily ? <DailyQuestionSection daily={daily} partner={partner} /> : null}
      <PlansSection plans={plans} />
      <FavouritesSection view={space.view} me={space.me} partner={partner} pool={pool} />
      <BucketListsSection view={space.view} me={space.me} partner={partnerLower} titles={bucketTitles} />
      <JourneySection view={space.view} me={space.me} partner={partnerLower} />
      <MatchesSection matches={space.view.matches} me={space.me} partner={partnerLower} onRemove={space.removeMatch} />
      <LaterSection items={space.view.later} me={space.me} partner={partnerLower} onRemove={space.removeLater} />
      <SharedNote
        text={space.view.note.text}
        byPartner={space.view.note.by && space.view.note.by !== space.me ? partner : null}
        onChange={space.setNote}
      />
      <SpaceSettings space={space} />
    </div>
  );
}
