import { lazy } from "react";
import { FIRST_NIGHT_IDEAS, HONEYMOON_IDEAS } from "@content/guides/bucket-lists";
import { PageHeader } from "~/components/page-header";
import type { BucketTitles } from "~/components/our-space/sections";
import { PrivatePlaceholder, SpaceAbout } from "~/components/our-space/space-shell";
import { sitePageHead } from "~/lib/head";
import { usePageInfo } from "~/lib/page-info";
import { AfterHydration } from "~/lib/use-hydrated";
import type { Route } from "./+types/index";

// The space lives on the phone (Yjs and its cryptography): that code loads in the browser, after the first paint.
const OurSpaceScreen = lazy(() => import("~/components/our-space/our-space-screen"));

/** The bucket lists' titles by id, so ticks read as words (the ids are all the shared document holds). */
export function loader() {
  const titles = (ideas: readonly { id: string; title: string }[]) =>
    Object.fromEntries(ideas.map((idea) => [idea.id, idea.title]));
  return {
    bucketTitles: {
      honeymoon: titles(HONEYMOON_IDEAS),
      "first-night": titles(FIRST_NIGHT_IDEAS),
    } satisfies BucketTitles,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageHead("/our-space", matches, { robots: "noindex, nofollow" });

/**
 * /our-space: favourites, bucket lists, the journey, saved matches and a note, shared by two paired phones. The
 * server draws the same frame for everyone (space-shell.tsx); the phone fills in its own space after hydration.
 */
export default function OurSpacePage({ loaderData }: Route.ComponentProps) {
  const page = usePageInfo("/our-space");
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />
      <div className="mx-auto grid max-w-2xl gap-4">
        <SpaceAbout />
        <AfterHydration fallback={<PrivatePlaceholder label="Opening Our space…" minHeight="min-h-96" />}>
          <OurSpaceScreen bucketTitles={loaderData.bucketTitles} />
        </AfterHydration>
        <noscript>
          <p className="text-center">Our space lives on your phones and needs JavaScript.</p>
        </noscript>
      </div>
    </div>
  );
}
