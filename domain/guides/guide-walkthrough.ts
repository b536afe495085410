/**
 * The "Start This Guide" step-by-step view of a romantic guide. Pure, and apart from the guide texts in
 * content/guides/romantic-guides.ts so the page's JavaScript does not carry them (the loader sends them).
 */
import type { RomanticGuide } from "../../content/guides/romantic-guides";

/** One screen of the "Start This Guide" step-by-step view. */
export interface GuideWalkthroughStep {
  readonly sectionId: string;
  readonly title: string;
  readonly content: string;
  readonly steps: readonly string[];
  readonly examples: readonly string[];
}

/** The guide's sections in order, one per step, with optional lists normalized to arrays. */
export function guideWalkthrough(guide: Pick<RomanticGuide, "sections">): readonly GuideWalkthroughStep[] {
  return guide.sections.map((section) => ({
    sectionId: section.id,
    title: section.title,
    content: section.content,
    steps: section.steps ?? [],
    examples: section.examples ?? [],
  }));
}
