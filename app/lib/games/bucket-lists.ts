/** What the two bucket-list pages (first night, honeymoon) both do with their ideas. */
import { BUCKET_SPICE_TIPS_SHOWN, BUCKET_TIPS_SHOWN } from "@content/guides/bucket-lists";
import type { ChipOption } from "~/components/guides/bucket-list";
import { countBy, titleCase } from "@domain/guides/bucket-list";

/** The ideas as the loader sends them: each with only the tips a card shows. */
export function ideasForCards<Idea extends { tips: readonly string[]; spiceTips?: readonly string[] }>(
  ideas: readonly Idea[],
) {
  return ideas.map((idea) => ({
    ...idea,
    tips: idea.tips.slice(0, BUCKET_TIPS_SHOWN),
    spiceTips: idea.spiceTips?.slice(0, BUCKET_SPICE_TIPS_SHOWN),
  }));
}

/** The category chips: "All" and each category, with how many of `ideas` fall in it. */
export function categoryChips<Category extends string>(
  ideas: readonly { category: Category }[],
  categories: readonly Category[],
): ChipOption<Category | "all">[] {
  const counts = countBy(ideas, (idea) => idea.category);
  return [
    { value: "all", label: "All", count: ideas.length },
    ...categories.map((category) => ({ value: category, label: titleCase(category), count: counts[category] ?? 0 })),
  ];
}
