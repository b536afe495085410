import { lazy } from "react";
import { PageHeader } from "~/components/page-header";
import { PairingAbout, PrivatePlaceholder, WhatOurServerSeesLink } from "~/components/our-space/space-shell";
import { sitePageHead } from "~/lib/head";
import { usePageInfo } from "~/lib/page-info";
import { AfterHydration } from "~/lib/use-hydrated";
import type { Route } from "./+types/pair";

// The pairing's cryptography and sync engine load only on this page, in the browser, after the first paint.
const PairScreen = lazy(() => import("~/components/our-space/pair-screen"));

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageHead("/our-space/pair", matches, { robots: "noindex, nofollow" });

/**
 * /our-space/pair (`#pairing.secret` when opened from the partner's link). The server draws how pairing goes for
 * everyone (space-shell.tsx); the steps, with their keys and code, appear in the browser once it has hydrated.
 */
export default function OurSpacePairPage() {
  const page = usePageInfo("/our-space/pair");
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />
      <div className="mx-auto grid max-w-xl gap-5">
        <PairingAbout />
        {/* As tall as the invitation (its code and link), so that the link below stays where it is drawn. */}
        <div className="min-h-[30rem]">
          <AfterHydration fallback={<PrivatePlaceholder label="Getting ready…" minHeight="min-h-[30rem]" />}>
            <PairScreen />
          </AfterHydration>
        </div>
        <WhatOurServerSeesLink />
      </div>
    </div>
  );
}
