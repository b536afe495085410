import { usePageInfo } from "~/lib/page-info";
import { MapPin, Sun, Wallet } from "lucide-react";
import { useMemo, useState } from "react";
import { BUCKET_SPICE_TIPS_SHOWN, BUCKET_TIPS_SHOWN, HONEYMOON_CATEGORIES, HONEYMOON_IDEAS } from "@content/guides/bucket-lists";
import type { HoneymoonCategory, HoneymoonCost } from "@content/guides/bucket-lists";
import { BucketCard, BucketProgress, FilterChips, type ChipOption } from "~/components/guides/bucket-list";
import { Switch } from "~/components/guides/switch";
import { DIFFICULTY_TONE } from "~/components/guides/theme";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { bucketListProgress, filterHoneymoon } from "~/lib/guides/bucket-filters";
import { countBy, titleCase, toggleTick } from "~/lib/guides/bucket-list";
import { idListValidator } from "~/lib/guides/device-state";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";
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
  const validateTicks = useMemo(() => idListValidator(ideas.map((idea) => idea.id)), [ideas]);
  const categoryOptions = useMemo((): readonly ChipOption<CategoryFilter>[] => {
    const counts = countBy(ideas, (idea) => idea.category);
    return [
      { value: "all", label: "All", count: ideas.length },
      ...categories.map((category) => ({ value: category, label: titleCase(category), count: counts[category] ?? 0 })),
    ];
  }, [ideas, categories]);
  const [category, setCategory] = useState<CategoryFilter>("all");
  const [showExtra, setShowExtra] = useState(false);
  const [ticked, setTicked] = useDeviceState<string[]>(DEVICE_KEYS.honeymoonTicks, [], validateTicks);
  const tickedSet = useMemo(() => new Set(ticked), [ticked]);
  const visible = filterHoneymoon(ideas, category);
  // Spec §4: the honeymoon completion message appears when every item is done.
  const progress = bucketListProgress(ideas, tickedSet);
  const visibleDone = visible.filter((idea) => tickedSet.has(idea.id)).length;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />

      <div className="grid gap-4 lg:grid-cols-[1fr_1.4fr]">
        <BucketProgress
          done={progress.done}
          total={progress.total}
          complete={progress.complete}
          scope="honeymoon ideas"
          completeTitle="Bucket list complete!"
          completeMessage="Every single idea, ticked off together. Here is to the memories you made, and to planning the next adventure."
          onReset={() => setTicked([])}
        />
        <div className="space-y-4 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5">
          <FilterChips label="Category" options={categoryOptions} value={category} onChange={setCategory} />
          <div className="border-t border-border pt-2">
            <Switch label="Show extra tips" checked={showExtra} onCheckedChange={setShowExtra} />
          </div>
        </div>
      </div>

      <p className="mt-8 text-sm text-muted" aria-live="polite">
        Showing {visible.length} {visible.length === 1 ? "idea" : "ideas"}
        {category === "all" ? "" : ` in ${titleCase(category)}`} · {visibleDone} done
      </p>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((idea) => (
          <li key={idea.id}>
            <BucketCard
              id={idea.id}
              title={idea.title}
              description={idea.description}
              checked={tickedSet.has(idea.id)}
              onToggle={() => setTicked((current) => toggleTick(current, idea.id))}
              badges={
                <>
                  <Badge tone="rose">{titleCase(idea.category)}</Badge>
                  <Badge tone={DIFFICULTY_TONE[idea.difficulty]}>{titleCase(idea.difficulty)}</Badge>
                </>
              }
              details={
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
              }
              tips={idea.tips}
              extraTips={showExtra ? idea.spiceTips : undefined}
            />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-sm text-muted">Your ticks are saved on this device only.</p>
    </div>
  );
}
