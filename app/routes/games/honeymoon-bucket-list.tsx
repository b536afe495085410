import { usePageInfo } from "~/lib/page-info";
import { MapPin, Sun, Wallet } from "lucide-react";
import { useMemo, useState } from "react";
import {
  BUCKET_SPICE_TIPS_SHOWN,
  BUCKET_TIPS_SHOWN,
  HONEYMOON_CATEGORIES,
  HONEYMOON_IDEAS,
} from "@content/guides/bucket-lists";
import type { HoneymoonCategory, HoneymoonCost } from "@content/guides/bucket-lists";
import { FilterChips, type ChipOption } from "~/components/guides/bucket-list";
import { BucketListPage } from "~/components/guides/bucket-list-page";
import { filterHoneymoon } from "@domain/guides/bucket-filters";
import { countBy, titleCase } from "@domain/guides/bucket-list";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/honeymoon-bucket-list";

/** The ideas travel in the loader data, not in the page's JavaScript, with only the tips a card shows. */
export function loader() {
  return {
    ideas: HONEYMOON_IDEAS.map((idea) => ({
      ...idea,
      tips: idea.tips.slice(0, BUCKET_TIPS_SHOWN),
      spiceTips: idea.spiceTips?.slice(0, BUCKET_SPICE_TIPS_SHOWN),
    })),
    categories: HONEYMOON_CATEGORIES,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/honeymoon-bucket-list", matches);

type CategoryFilter = HoneymoonCategory | "all";

const COST_LABELS: Record<HoneymoonCost, string> = { low: "Low cost", medium: "Medium cost", high: "High cost" };

export default function HoneymoonBucketListPage({ loaderData }: Route.ComponentProps) {
  const { ideas, categories } = loaderData;
  const page = usePageInfo("/games/honeymoon-bucket-list");
  const categoryOptions = useMemo((): readonly ChipOption<CategoryFilter>[] => {
    const counts = countBy(ideas, (idea) => idea.category);
    return [
      { value: "all", label: "All", count: ideas.length },
      ...categories.map((category) => ({ value: category, label: titleCase(category), count: counts[category] ?? 0 })),
    ];
  }, [ideas, categories]);
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
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-4" />
            {idea.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <Sun aria-hidden className="size-4" />
            {idea.bestTime}
          </span>
          <span className="inline-flex items-center gap-1">
            <Wallet aria-hidden className="size-4" />
            {COST_LABELS[idea.estimatedCost]}
          </span>
        </>
      )}
      footer="Your ticks are saved on this device only."
    />
  );
}
