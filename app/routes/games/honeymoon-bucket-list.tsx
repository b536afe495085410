import { usePageInfo } from "~/lib/page-info";
import { MapPin, Sun, Wallet } from "lucide-react";
import { useMemo, useState } from "react";
import { HONEYMOON_CATEGORIES, HONEYMOON_IDEAS } from "@content/guides/bucket-lists";
import type { HoneymoonCategory, HoneymoonCost } from "@content/guides/bucket-lists";
import { FilterChips } from "~/components/guides/bucket-list";
import { BucketListPage } from "~/components/guides/bucket-list-page";
import { filterHoneymoon } from "@domain/guides/bucket-filters";
import { titleCase } from "@domain/guides/bucket-list";
import { categoryChips, ideasForCards } from "~/lib/games/bucket-lists";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { sitePageHead } from "~/lib/head";
import { FactItem } from "~/components/guides/activity-chrome";
import { PlanIt } from "~/components/our-space/plan-it";
import type { Route } from "./+types/honeymoon-bucket-list";

/** The ideas travel in the loader data, not in the page's JavaScript, with only the tips a card shows. */
export function loader() {
  return {
    ideas: ideasForCards(HONEYMOON_IDEAS),
    categories: HONEYMOON_CATEGORIES,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/honeymoon-bucket-list", matches);

type CategoryFilter = HoneymoonCategory | "all";

const COST_LABELS: Record<HoneymoonCost, string> = { low: "Low cost", medium: "Medium cost", high: "High cost" };

export default function HoneymoonBucketListPage({ loaderData }: Route.ComponentProps) {
  const { ideas, categories } = loaderData;
  const page = usePageInfo("/games/honeymoon-bucket-list");
  const categoryOptions = useMemo(() => categoryChips(ideas, categories), [ideas, categories]);
  const [category, setCategory] = useState<CategoryFilter>("all");

  return (
    <BucketListPage
      heading={page.heading}
      lead={page.description}
      ideas={ideas}
      visible={filterHoneymoon(ideas, category)}
      ticksKey={DEVICE_KEYS.honeymoonTicks}
      // Spec §4: the honeymoon completion message appears when every item is done.
      progressOver="all"
      progressText={{
        scope: "honeymoon ideas",
        completeTitle: "Bucket list complete!",
        completeMessage:
          "Every single idea, ticked off together. Here is to the memories you made, and to planning the next adventure.",
      }}
      filters={<FilterChips label="Category" options={categoryOptions} value={category} onChange={setCategory} />}
      summary={(visibleDone) => `${category === "all" ? "" : ` in ${titleCase(category)}`} · ${visibleDone} done`}
      details={(idea) => (
        <>
          <FactItem icon={MapPin} text={idea.location} />
          <FactItem icon={Sun} text={idea.bestTime} />
          <FactItem icon={Wallet} text={COST_LABELS[idea.estimatedCost]} />
          <PlanIt target={{ item: `bucket:honeymoon:${idea.id}`, label: idea.title }} className="-ml-3" />
        </>
      )}
      footer="Your ticks are saved on this device only."
    />
  );
}
