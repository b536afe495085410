import { LockKeyhole } from "lucide-react";

/** What pairing shares, and the promise, in two lines. */
export function PrivacyNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0 text-rose" />
      <span>
        Pairing shares your favourites, the journey, bucket-list ticks, saved matches, cards saved for later and a note
        between your two phones. Everything is locked on the phone before it leaves, so nothing readable ever reaches
        our server.
      </span>
    </p>
  );
}
