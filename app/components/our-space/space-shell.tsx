/**
 * The part of Our space's two pages the server draws for every visitor (issue #50). The server cannot know who has
 * a space (the keys live on the phone only), so this frame says the same to everyone and shows nothing private: what
 * the space is, the promise, and a quiet placeholder where the phone's own space appears once its scripts have read
 * the keys. A couple with a space and a visitor without one start from the same frame, so neither sees the other's
 * state flash by. Its explanation is the largest text on the page, so the largest paint is the server's. Only
 * /our-space imports this module (the pairing page draws its own frame in its route): a module both routes shared
 * would be a file of its own, one more request on each (issue #50: at most 12).
 */
import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";

function AboutCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Card className="flex items-start gap-3 p-5 sm:p-6" data-testid={testId}>
      <LockKeyhole aria-hidden className="mt-1 size-5 shrink-0 text-rose" />
      <p>{children}</p>
    </Card>
  );
}

/** /our-space: what the space holds and who can read it, true whether this phone is paired or not. */
export function SpaceAbout() {
  return (
    <AboutCard testId="space-about">
      What you each save here shows on both of your phones once they are paired: favourites, the journey, bucket-list
      ticks, saved matches, cards saved for later and a note for your next date night. There is no account. Everything
      is locked on your phones before it leaves them; our server only passes on sealed data it cannot read, and deletes
      it when you unpair.
    </AboutCard>
  );
}

/**
 * Where the phone's own part of the page appears: the same for everyone, tall enough that the page below does not
 * jump when it fills in (`minHeight`, a Tailwind class, matches what usually comes first).
 */
export function PrivatePlaceholder({ label, minHeight }: { label: string; minHeight: string }) {
  return (
    <div
      data-testid="space-placeholder"
      aria-busy="true"
      className={cx(
        "grid place-items-center rounded-[var(--radius-card)] border border-dashed border-border",
        minHeight,
      )}
    >
      <p role="status" className="text-sm text-muted">
        {label}
      </p>
    </div>
  );
}
