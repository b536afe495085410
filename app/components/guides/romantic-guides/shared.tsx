/**
 * What the romantic guides' views share: their address, the guides of both kinds (ours and the device's own)
 * and the categories, given once by the screen.
 */
import { createContext, useContext } from "react";
import type { GuideCategory, GuideCategoryId, RomanticGuide } from "@content/guides/romantic-guides";
import type { CustomGuide } from "@domain/guides/custom-guides";
import { guidesSearch } from "@domain/guides/views";

export const PATH = "/romantic-guides";
export const PAGE_NAME = "Romantic Guides";
export type AnyGuide = RomanticGuide | CustomGuide;
export type ViewTarget = Parameters<typeof guidesSearch>[0];

export function href(view: ViewTarget) {
  return { pathname: PATH, search: guidesSearch(view) };
}

export function isCustom(guide: AnyGuide): guide is CustomGuide {
  return "custom" in guide && guide.custom === true;
}

export const CategoriesContext = createContext<readonly GuideCategory[]>([]);

export function useCategories(): readonly GuideCategory[] {
  return useContext(CategoriesContext);
}

export function categoryOf(categories: readonly GuideCategory[], id: GuideCategoryId): GuideCategory {
  return categories.find((category) => category.id === id)!;
}
