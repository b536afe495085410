/**
 * The one list of story categories: the editor offers every one of them, and the public list filters by exactly
 * these ("All" first), so no filter leads to a category that can never have stories.
 */
export const STORY_CATEGORIES = [
  "Relationships",
  "Romance",
  "Intimacy",
  "Sex Positions",
  "Love",
  "Couples",
  "Communication",
  "Lifestyle",
  "Health",
  "Tips",
] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

export const PUBLIC_CATEGORIES = ["All", ...STORY_CATEGORIES] as const;
/** Editor categories; the admin filter offers 'All' plus these. */
export const EDITOR_CATEGORIES = STORY_CATEGORIES;
export const ADMIN_CATEGORIES = ["All", ...STORY_CATEGORIES] as const;
