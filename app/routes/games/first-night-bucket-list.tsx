import { usePageInfo } from "~/lib/page-info";
import { Clock, Heart } from "lucide-react";
import { useMemo, useState } from "react";
import { FIRST_NIGHT_CATEGORIES, FIRST_NIGHT_IDEAS, FIRST_NIGHT_LEVELS } from "@content/guides/bucket-lists";
import type { FirstNightCategory, FirstNightLevelId, SweetLevel } from "@content/guides/bucket-lists";
import { FilterChips, type ChipOption } from "~/components/guides/bucket-list";
import { BucketListPage } from "~/components/guides/bucket-list-page";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/class-names";
import { filterFirstNight, sweetLabel } from "@domain/guides/bucket-filters";
import { titleCase } from "@domain/guides/bucket-list";
import { categoryChips, ideasForCards } from "~/lib/games/bucket-lists";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { sitePageHead } from "~/lib/head";
import { FactItem } from "~/components/guides/activity-chrome";
import { PlanIt } from "~/components/our-space/plan-it";
import type { Route } from "./+types/first-night-bucket-list";

/** The ideas travel in the loader data, not in the page's JavaScript, with only the tips a card shows. */
export function loader() {
  return {
    ideas: ideasForCards(FIRST_NIGHT_IDEAS),
    levels: FIRST_NIGHT_LEVELS,
    categories: FIRST_NIGHT_CATEGORIES,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/first-night-bucket-list", matches);

type CategoryFilter = FirstNightCategory | "all";

const DEFAULT_LEVEL: FirstNightLevelId = "passionate";

export default function FirstNightBucketListPage({ loaderData }: Route.ComponentProps) {
  const { ideas, levels, categories } = loaderData;
  const page = usePageInfo("/games/first-night-bucket-list");
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
  const visible = filterFirstNight(ideas, category, level);
  const levelInfo = levelOptions.find((option) => option.value === level);

  return (
    <BucketListPage
      heading={page.heading}
      lead={page.description}
      ideas={ideas}
      visible={visible}
      ticksKey={DEVICE_KEYS.firstNightTicks}
      // Spec §4: first-night completion counts the items visible under the current category and level.
      progressOver="visible"
      progressText={{
        scope: "ideas shown",
        completeTitle: "Every idea here is done!",
        completeMessage:
          "You ticked off everything in this view. However the night unfolded, you made it yours, together.",
      }}
      filters={
        <>
          <div>
            <FilterChips label="Intensity level" options={levelOptions} value={level} onChange={setLevel} />
            <p className="mt-2 text-sm text-muted">{levelInfo?.hint}</p>
          </div>
          <FilterChips
            label="Category"
            options={categoryChips(filterFirstNight(ideas, "all", level), categories)}
            value={category}
            onChange={setCategory}
          />
        </>
      }
      summary={() => `${category === "all" ? "" : ` in ${titleCase(category)}`} at the ${levelInfo?.label} level`}
      details={(idea) => (
        <>
          <FactItem icon={Clock} text={idea.duration} />
          <SweetMeter level={idea.sweetLevel} />
          <PlanIt target={{ item: `bucket:first-night:${idea.id}`, label: idea.title }} className="-ml-3" />
        </>
      )}
      empty={
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
      }
      footer="Go at your own pace, check in with each other, and skip anything that does not feel right. Your ticks are saved on this device only."
    />
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
