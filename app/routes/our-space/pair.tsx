import { lazy } from "react";
import { LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { sitePageHead } from "~/lib/head";
import { usePageInfo } from "~/lib/page-info";
import { AfterHydration } from "~/lib/use-hydrated";
import type { Route } from "./+types/pair";

// The pairing's cryptography and sync engine load only on this page, in the browser, after the first paint.
const PairScreen = lazy(() => import("~/components/our-space/pair-screen"));

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageHead("/our-space/pair", matches, { robots: "noindex, nofollow" });

/**
 * /our-space/pair (`#pairing.secret` when opened from the partner's link). The server draws the same frame for every
 * visitor, as /our-space does (components/our-space/space-shell.tsx; drawn here rather than shared with it, as a
 * module both routes imported would be one more file on each): how pairing goes, on the inviting phone and on the one
 * that opened the link alike, the promise, and a placeholder as tall as the invitation. The steps, with their keys
 * and code, appear once the page has hydrated. The explanation is the page's largest text, so the largest paint is
 * the server's.
 */
export default function OurSpacePairPage() {
  const page = usePageInfo("/our-space/pair");
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />
      <div className="mx-auto grid max-w-xl gap-5">
        <Card className="flex items-start gap-3 p-5 sm:p-6" data-testid="pair-about">
          <LockKeyhole aria-hidden className="mt-1 size-5 shrink-0 text-rose" />
          <p>
            One phone shows a code and a link, and the other opens it. Each phone then shows four words: read them aloud
            to each other, and tap "They match" only if they do. Pairing shares your favourites, the journey,
            bucket-list ticks, saved matches, cards saved for later and a note between your two phones. Everything is
            locked on the phone before it leaves, so nothing readable ever reaches our server.
          </p>
        </Card>
        {/* As tall as the invitation (its code and link), so that the link below stays where it was drawn. */}
        <div className="min-h-[30rem] min-w-0">
          <AfterHydration
            fallback={
              <div
                data-testid="space-placeholder"
                aria-busy="true"
                className="grid min-h-[30rem] place-items-center rounded-[var(--radius-card)] border border-dashed border-border"
              >
                <p role="status" className="text-sm text-muted">
                  Getting ready…
                </p>
              </div>
            }
          >
            <PairScreen />
          </AfterHydration>
        </div>
        <Link to="/what-our-server-sees" className="inline-flex min-h-11 items-center text-sm font-semibold text-rose">
          What our server sees
        </Link>
      </div>
    </div>
  );
}
