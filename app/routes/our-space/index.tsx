import { lazy, Suspense } from "react";
import { FIRST_NIGHT_IDEAS, HONEYMOON_IDEAS } from "@content/guides/bucket-lists";
import { PageHeader } from "~/components/page-header";
import type { BucketTitles } from "~/components/our-space/sections";
import { Card } from "~/components/ui/card";
import { sitePageHead } from "~/lib/head";
import { usePageInfo } from "~/lib/page-info";
import { useHydrated } from "~/lib/use-hydrated";
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

function Loading() {
  return (
    <Card className="mx-auto max-w-2xl p-5 text-center">
      <p role="status" className="text-muted">
        Opening Our space…
      </p>
    </Card>
  );
}

/** /our-space: favourites, bucket lists, the journey, saved matches and a note, shared by two paired phones. */
export default function OurSpacePage({ loaderData }: Route.ComponentProps) {
  const page = usePageInfo("/our-space");
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />
      {hydrated ? (
        <Suspense fallback={<Loading />}>
          <OurSpaceScreen bucketTitles={loaderData.bucketTitles} />
        </Suspense>
      ) : (
        <Loading />
      )}
      <noscript>
        <p className="mx-auto mt-4 max-w-2xl text-center">Our space lives on your phones and needs JavaScript.</p>
      </noscript>
    </div>
  );
}
