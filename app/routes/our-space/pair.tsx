import { lazy } from "react";
import { PageHeader } from "~/components/page-header";
import { StatusCard } from "~/components/ui/card";
import { sitePageHead } from "~/lib/head";
import { usePageInfo } from "~/lib/page-info";
import { AfterHydration } from "~/lib/use-hydrated";
import type { Route } from "./+types/pair";

// The pairing's cryptography and sync engine load only on this page, in the browser, after the first paint.
const PairScreen = lazy(() => import("~/components/our-space/pair-screen"));

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageHead("/our-space/pair", matches, { robots: "noindex, nofollow" });

/** /our-space/pair (`#pairing.secret` when opened from the partner's link). */
export default function OurSpacePairPage() {
  const page = usePageInfo("/our-space/pair");
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />
      <AfterHydration
        fallback={<StatusCard className="mx-auto max-w-xl p-5 text-center sm:p-7">Getting ready…</StatusCard>}
      >
        <PairScreen />
      </AfterHydration>
    </div>
  );
}
