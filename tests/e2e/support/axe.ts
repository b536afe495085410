import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The rule tags the suites check by default: WCAG 2.0 to 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Serious or critical axe-core findings on the page as it is now, one line each (rule, impact, help, the first
 * nodes). axe runs in the page through the DevTools protocol, so the CSP does not get in the way.
 */
export async function seriousViolations(page: Page, tags: readonly string[] = AXE_TAGS): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async (values) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"], runOnly: { type: "tag", values } });
    return result.violations;
  }, tags)) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}
