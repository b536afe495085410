import { usePageInfo } from "~/lib/page-info";
import { Clock, Heart } from "lucide-react";
import { useMemo, useState } from "react";
import {
  BUCKET_SPICE_TIPS_SHOWN,
  BUCKET_TIPS_SHOWN,
  FIRST_NIGHT_CATEGORIES,
  FIRST_NIGHT_IDEAS,
  FIRST_NIGHT_LEVELS,
} from "@content/guides/bucket-lists";
import type { FirstNightCategory, FirstNightLevelId, SweetLevel } from "@content/guides/bucket-lists";
import { BucketCard, BucketProgress, FilterChips, type ChipOption } from "~/components/guides/bucket-list";
import { Switch } from "~/components/guides/switch";
import { DIFFICULTY_TONE } from "~/components/guides/theme";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/class-names";
import { bucketListProgress, filterFirstNight, sweetLabel } from "~/lib/guides/bucket-filters";
import { countBy, titleCase, toggleTick } from "~/lib/guides/bucket-list";
import { idListValidator } from "~/lib/guides/device-state";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/first-night-bucket-list";

/** The ideas travel in the loader data, not in the page's JavaScript, with only the tips a card shows. */
export function loader() {
  return {
    ideas: FIRST_NIGHT_IDEAS.map((idea) => ({
      ...idea,
      tips: idea.tips.slice(0, BUCKET_TIPS_SHOWN),
      spiceTips: idea.spiceTips?.slice(0, BUCKET_SPICE_TIPS_SHOWN),
    })),
    levels: FIRST_NIGHT_LEVELS,
    categories: FIRST_NIGHT_CATEGORIES,
  };
}

type Idea = Route.ComponentProps["loaderData"]["ideas"][number];

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/first-night-bucket-list", matches);

type CategoryFilter = FirstNightCategory | "all";

const DEFAULT_LEVEL: FirstNightLevelId = "passionate";

function categoryOptions(
  ideas: readonly Idea[],
  categories: readonly FirstNightCategory[],
  level: FirstNightLevelId,
): ChipOption<CategoryFilter>[] {
  const atLevel = filterFirstNight(ideas, "all", level);
  const counts = countBy(atLevel, (idea) => idea.category);
  return [
    { value: "all", label: "All", count: atLevel.length },
    ...categories.map((category) => ({ value: category, label: titleCase(category), count: counts[category] ?? 0 })),
  ];
}

export default function FirstNightBucketListPage({ loaderData }: Route.ComponentProps) {
  const { ideas, levels, categories } = loaderData;
  const page = usePageInfo("/games/first-night-bucket-list");
  const validateTicks = useMemo(() => idListValidator(ideas.map((idea) => idea.id)), [ideas]);
  const levelOptions = useMemo(
    (): readonly ChipOption<FirstNightLevelId>[] =>
      levels.map((entry) => ({
        value: entry.id,
        label: entry.label,
        hint:
          entry.maxSweetLevel >= 5
            ? "Every idea, up to Unforgettable"
            : `Sweet levels up to ${entry.maxSweetLevel} (${sweetLabel(entry.maxSweetLevel)})`,
      })),
    [levels],
  );
  const [category, setCategory] = useState<CategoryFilter>("all");
  const [level, setLevel] = useState<FirstNightLevelId>(DEFAULT_LEVEL);
  const [showExtra, setShowExtra] = useState(false);
  const [ticked, setTicked] = useDeviceState<string[]>(DEVICE_KEYS.firstNightTicks, [], validateTicks);
  const tickedSet = useMemo(() => new Set(ticked), [ticked]);
  const visible = filterFirstNight(ideas, category, level);
  // Spec §4: first-night completion counts the items visible under the current category and level.
  const progress = bucketListProgress(visible, tickedSet);
  const levelInfo = levelOptions.find((option) => option.value === level);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <PageHeader title={page.heading} lead={page.description} />

      <div className="grid gap-4 lg:grid-cols-[1fr_1.4fr]">
        <BucketProgress
          done={progress.done}
          total={progress.total}
          complete={progress.complete}
          scope="ideas shown"
          completeTitle="Every idea here is done!"
          completeMessage="You ticked off everything in this view. However the night unfolded, you made it yours, together."
          onReset={() => setTicked([])}
        />
        <div className="space-y-5 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5">
          <div>
            <FilterChips label="Intensity level" options={levelOptions} value={level} onChange={setLevel} />
            <p className="mt-2 text-sm text-muted">{levelInfo?.hint}</p>
          </div>
          <FilterChips label="Category" options={categoryOptions(ideas, categories, level)} value={category} onChange={setCategory} />
          <div className="border-t border-border pt-2">
            <Switch label="Show extra tips" checked={showExtra} onCheckedChange={setShowExtra} />
          </div>
        </div>
      </div>

      <p className="mt-8 text-sm text-muted" aria-live="polite">
        Showing {visible.length} {visible.length === 1 ? "idea" : "ideas"}
        {category === "all" ? "" : ` in ${titleCase(category)}`} at the {levelInfo?.label} level
      </p>
      {visible.length === 0 ? (
        <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center">
          <p className="font-display text-xl">No ideas match these filters</p>
          <p className="mt-2 text-muted">Try another category or a higher intensity level.</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              setCategory("all");
              setLevel(DEFAULT_LEVEL);
            }}
          >
            Show every idea
          </Button>
        </div>
      ) : (
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
                      <Clock aria-hidden className="size-4" />
                      {idea.duration}
                    </span>
                    <SweetMeter level={idea.sweetLevel} />
                  </>
                }
                tips={idea.tips}
                extraTips={showExtra ? idea.spiceTips : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-10 text-center text-sm text-muted">
        Go at your own pace, check in with each other, and skip anything that does not feel right. Your ticks are saved on this device only.
      </p>
    </div>
  );
}

function SweetMeter({ level }: { level: SweetLevel }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className="inline-flex">
        {[1, 2, 3, 4, 5].map((value) => (
          <Heart key={value} className={cx("size-3.5", value <= level ? "fill-rose text-rose" : "text-border")} />
        ))}
      </span>
      <span>
        <span className="sr-only">Sweet level {level} of 5: </span>
        {sweetLabel(level)}
      </span>
    </span>
  );
}
