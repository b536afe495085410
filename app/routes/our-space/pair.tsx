import { lazy, Suspense } from "react";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { sitePageHead } from "~/lib/head";
import { usePageInfo } from "~/lib/page-info";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/pair";

// The pairing's cryptography and sync engine load only on this page, in the browser, after the first paint.
const PairScreen = lazy(() => import("~/components/our-space/pair-screen"));

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageHead("/our-space/pair", matches, { robots: "noindex, nofollow" });

function Loading() {
  return (
    <Card className="mx-auto max-w-xl p-5 text-center sm:p-7">
      <p role="status" className="text-muted">
        Getting ready…
      </p>
    </Card>
  );
}

/** /our-space/pair (`#pairing.secret` when opened from the partner's link). */
export default function OurSpacePairPage() {
  const page = usePageInfo("/our-space/pair");
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />
      {hydrated ? (
        <Suspense fallback={<Loading />}>
          <PairScreen />
        </Suspense>
      ) : (
        <Loading />
      )}
    </div>
  );
}
