import { Lightbulb, Flame } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { DesireCategory, MoodSetter } from "@content/ideas/intimate-desires";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { cx } from "~/lib/class-names";
import { DotList } from "~/components/ui/card";
import { ContentIcon } from "./icons";
import { HomeSection } from "./home-section";

function CategoryPanel({ category }: { category: DesireCategory }) {
  const [activityIndex, setActivityIndex] = useState(0);
  const activity = category.activities[activityIndex] ?? category.activities[0];
  if (!activity) return null;
  return (
    <div className="mt-6">
      <p className="text-center text-muted">{category.tagline}</p>
      <div role="group" aria-label={`${category.name} activities`} className="mt-4 grid gap-3 md:grid-cols-3">
        {category.activities.map((item, index) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={index === activityIndex}
            onClick={() => setActivityIndex(index)}
            className={cx(
              "min-h-11 rounded-2xl border p-4 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose",
              index === activityIndex ? "border-rose bg-rose/15" : "border-border bg-surface-2 hover:border-rose",
            )}
          >
            <span className="block font-semibold">{item.title}</span>
            <span className="mt-1 block text-sm text-muted">{item.subtitle}</span>
          </button>
        ))}
      </div>
      <div className="mt-5 grid gap-4 md:grid-cols-2" aria-live="polite">
        <IdeaList
          title="Spicy Ideas"
          icon={<Flame aria-hidden className="size-5 text-coral" />}
          srSuffix={` for ${activity.title}`}
          items={activity.spicyIdeas}
          dotClassName="bg-coral"
        />
        <IdeaList
          title="Pro Tips"
          icon={<Lightbulb aria-hidden className="size-5 text-gold" />}
          items={activity.proTips}
          dotClassName="bg-gold"
        />
      </div>
    </div>
  );
}

/** A card of short ideas under a titled heading, each with a coloured dot. */
function IdeaList({
  title,
  icon,
  srSuffix,
  items,
  dotClassName,
}: {
  title: string;
  icon: ReactNode;
  /** Said after the title to screen readers only. */
  srSuffix?: string;
  items: readonly string[];
  dotClassName: string;
}) {
  return (
    <div className="rounded-2xl border border-border bg-surface/90 p-5">
      <h4 className="flex items-center gap-2 text-lg font-semibold">
        {icon} {title}
        {srSuffix ? <span className="sr-only">{srSuffix}</span> : null}
      </h4>
      <DotList items={items} dot={dotClassName} className="mt-3" />
    </div>
  );
}

/** 'Intimate Desires Guide': all ten tabs and every activity work (DECISIONS.md), then 'Set the Mood'. */
export function DesiresGuide({
  categories,
  mood,
}: {
  categories: readonly DesireCategory[];
  mood: readonly MoodSetter[];
}) {
  const first = categories[0];
  if (!first) return null;
  return (
    <HomeSection
      id="desires-heading"
      title="Intimate Desires Guide"
      lead="Ten moods to explore, three activities each, always at a pace you both enjoy."
      className="mt-16"
    >
      <Tabs defaultValue={first.id} className="mt-6">
        <TabsList aria-label="Desire categories" className="rounded-2xl">
          {categories.map((category) => (
            <TabsTrigger key={category.id} value={category.id} className="inline-flex items-center gap-1.5">
              <ContentIcon name={category.icon} className="size-4" />
              {category.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {categories.map((category) => (
          <TabsContent key={category.id} value={category.id} className="focus-visible:outline-none">
            <CategoryPanel category={category} />
          </TabsContent>
        ))}
      </Tabs>

      <div className="mt-10 rounded-[var(--radius-card)] border border-border bg-surface/70 p-5">
        <h3 className="text-center text-2xl font-semibold">Set the Mood</h3>
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {mood.map((item) => (
            <li key={item.id} className="rounded-2xl bg-surface-2 p-4 text-center">
              <span className="mx-auto grid size-11 place-items-center rounded-full bg-rose/15 text-rose">
                <ContentIcon name={item.icon} />
              </span>
              <p className="mt-2 font-semibold">{item.title}</p>
              <p className="mt-1 text-xs text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
