import { describe, expect, it } from "vitest";
import { getCataloguePosition, positionsCatalogue } from "@content/positions/catalogue";
import { BASE_POSES } from "@content/positions/all-poses";
import { renderPositionIllustration } from "./illustration";
import { describePose } from "./poses/describe";
import { FIGURE_COLOURS } from "./poses/render";

describe("renderPositionIllustration", () => {
  /** Checks that every tag is closed in order: a cheap well-formedness test. */
  function isBalanced(svg: string): boolean {
    const stack: string[] = [];
    for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
      const [, closing, name, selfClosing] = match;
      if (selfClosing) continue;
      if (closing) {
        if (stack.pop() !== name) return false;
      } else {
        stack.push(name);
      }
    }
    return stack.length === 0 && !svg.replace(/<[^<>]*>/g, "").includes("<");
  }

  it("returns a small, self-contained, well-formed SVG for every entry", () => {
    for (const entry of positionsCatalogue) {
      const svg = renderPositionIllustration(entry);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).toContain('viewBox="0 0 400 300"');
      expect(svg).toContain('width="400"');
      expect(svg).toContain('height="300"');
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/\bon[a-z]+=/i);
      expect(svg).not.toMatch(/href/i);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/http/i);
      expect(svg.length).toBeLessThan(8192);
      expect(isBalanced(svg)).toBe(true);
    }
  });

  it("is deterministic and varies by entry", () => {
    const entry = getCataloguePosition("romantic-1--candlelight")!;
    expect(renderPositionIllustration(entry)).toBe(renderPositionIllustration({ ...entry }));
    const all = positionsCatalogue.map((item) => renderPositionIllustration(item));
    expect(new Set(all).size).toBe(all.length);
  });

  it("escapes the text it includes", () => {
    const svg = renderPositionIllustration({
      id: "test-1",
      name: `Tom & Jerry's <b>"bold"</b>`,
      style: "mixed",
      baseId: "test-1",
      variationId: null,
    });
    expect(svg).toContain("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;bold&quot;&lt;/b&gt;");
    expect(svg).not.toContain("<b>");
    expect(isBalanced(svg)).toBe(true);
  });

  it("copes with a variation it has no motif for", () => {
    const svg = renderPositionIllustration({
      id: "romantic-1--future-idea",
      name: "Future Idea",
      style: "romantic",
      baseId: "romantic-1",
      variationId: "future-idea",
    });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(isBalanced(svg)).toBe(true);
  });
});

describe("the figures in the illustration", () => {
  it("draws both partners in their own colours for every entry whose base has a pose", () => {
    for (const entry of positionsCatalogue) {
      expect(BASE_POSES[entry.baseId], entry.baseId).toBeDefined();
      const svg = renderPositionIllustration(entry);
      expect(svg).toContain(`stroke="${FIGURE_COLOURS.a}"`);
      expect(svg).toContain(`stroke="${FIGURE_COLOURS.b}"`);
    }
  });

  it("labels the picture with the arrangement in words, the variation's change included", () => {
    const entry = getCataloguePosition("romantic-1--candlelight")!;
    const description = describePose("romantic-1", "candlelight");
    expect(description).toContain("cross-legged");
    expect(description).toContain("candle");
    expect(renderPositionIllustration(entry)).toContain(`aria-label="${entry.name}: ${description}"`);
    expect(describePose("romantic-1", "slow-motion")).toBe(BASE_POSES["romantic-1"]!.description);
    expect(describePose("no-such-base", null)).toBe("");
  });

  it("shows what a variation changes in the scene: a pillow, a sofa for the bed; role reversal keeps who is where", () => {
    const base = renderPositionIllustration(getCataloguePosition("romantic-3")!);
    const pillow = renderPositionIllustration(getCataloguePosition("romantic-3--pillow-lift")!);
    expect(pillow.length).toBeGreaterThan(base.length);
    const firstBody = (svg: string) => svg.match(/stroke="(#[0-9a-f]{6})" stroke-width="28"/)![1];
    const reversed = positionsCatalogue.find((entry) => entry.variationId === "role-reversed")!;
    // The text swaps who sets the pace, not the bodies: the same colours where they were.
    expect(firstBody(renderPositionIllustration(reversed))).toBe(FIGURE_COLOURS.a);
    expect(firstBody(renderPositionIllustration(getCataloguePosition(reversed.baseId)!))).toBe(FIGURE_COLOURS.a);
    // A setting drawn in the scene needs no icon in the corner.
    expect(pillow).not.toContain("translate(366 34)");
    const onSofa = positionsCatalogue.find(
      (entry) => entry.variationId === "sofa" && BASE_POSES[entry.baseId]!.props.some((prop) => prop.kind === "bed"),
    )!;
    expect(renderPositionIllustration(onSofa)).not.toBe(
      renderPositionIllustration({ ...onSofa, variationId: null, id: onSofa.id }),
    );
  });
});
