/**
 * Every lucide icon drawn as one `<path>`. An icon is a small `<svg>` of shapes that all share its stroke (Sun is a
 * circle and eight rays: ten elements), and the card pages repeat them: the honeymoon list drew about 1,350 of its
 * 2,700 elements as icon shapes, each one for the phone's parser, style and layout to handle, and for React to walk
 * when the page hydrates. Joined into one path's data, a stroked icon draws the same pixels
 * (`scripts/vite-icons.test.ts` draws both and compares). Shapes with attributes of their own (a fill) stay apart.
 *
 * Applied to the production builds only, server and browser alike, so the server's HTML and the browser's render
 * agree; the development server keeps the package as it pre-bundles it, on both sides.
 */

type Attributes = Record<string, string>;

const ICON_FILE = /\/lucide-react\/dist\/esm\/icons\/[^/?]+\.mjs(\?|$)/;
/** The attributes that only place a shape: any other (a fill) keeps the shape apart from the joined path. */
const GEOMETRY = new Set([
  "d",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x",
  "y",
  "width",
  "height",
  "x1",
  "y1",
  "x2",
  "y2",
  "points",
]);

const number = (attributes: Attributes, name: string, fallback = 0) =>
  attributes[name] === undefined ? fallback : Number(attributes[name]);
const fixed = (value: number) => String(Math.round(value * 1000) / 1000);

/** One shape as path data that starts from the origin's frame, or null for a shape this does not know. */
export function shapeAsPath(tag: string, attributes: Attributes): string | null {
  switch (tag) {
    case "path": {
      const d = attributes.d?.trim() ?? "";
      // A path's first "m" is absolute only when it comes first: after another shape it would be relative to that
      // shape's end, so a moveto to the origin goes before it.
      return d.startsWith("m") ? `M0 0${d}` : d;
    }
    case "circle":
    case "ellipse": {
      const cx = number(attributes, "cx");
      const cy = number(attributes, "cy");
      const rx = tag === "circle" ? number(attributes, "r") : number(attributes, "rx");
      const ry = tag === "circle" ? rx : number(attributes, "ry");
      return `M${fixed(cx - rx)} ${fixed(cy)}a${fixed(rx)} ${fixed(ry)} 0 1 0 ${fixed(2 * rx)} 0a${fixed(rx)} ${fixed(ry)} 0 1 0 ${fixed(-2 * rx)} 0z`;
    }
    case "line":
      return `M${attributes.x1 ?? 0} ${attributes.y1 ?? 0}L${attributes.x2 ?? 0} ${attributes.y2 ?? 0}`;
    case "polyline":
    case "polygon": {
      const points = (attributes.points ?? "").trim().replace(/,/g, " ");
      return `M${points}${tag === "polygon" ? "z" : ""}`;
    }
    case "rect": {
      const x = number(attributes, "x");
      const y = number(attributes, "y");
      const width = number(attributes, "width");
      const height = number(attributes, "height");
      // SVG's rule: a missing ry takes rx and the other way round, each at most half the side.
      const rx = Math.min(number(attributes, "rx", number(attributes, "ry")), width / 2);
      const ry = Math.min(number(attributes, "ry", number(attributes, "rx")), height / 2);
      if (rx <= 0 || ry <= 0) return `M${fixed(x)} ${fixed(y)}h${fixed(width)}v${fixed(height)}h${fixed(-width)}z`;
      const corner = (dx: number, dy: number) => `a${fixed(rx)} ${fixed(ry)} 0 0 1 ${fixed(dx)} ${fixed(dy)}`;
      return [
        `M${fixed(x + rx)} ${fixed(y)}`,
        `h${fixed(width - 2 * rx)}`,
        corner(rx, ry),
        `v${fixed(height - 2 * ry)}`,
        corner(-rx, ry),
        `h${fixed(-(width - 2 * rx))}`,
        corner(-rx, -ry),
        `v${fixed(-(height - 2 * ry))}`,
        corner(rx, -ry),
        "z",
      ].join("");
    }
    default:
      return null;
  }
}

export type IconNode = Array<[tag: string, attributes: Attributes]>;

/** An icon's shapes joined into one path, when every shape is a stroked outline; otherwise the icon as it was. */
export function joinShapes(node: IconNode): IconNode {
  const joined: string[] = [];
  const kept: IconNode = [];
  for (const [tag, attributes] of node) {
    const own = Object.keys(attributes).filter((name) => name !== "key" && !GEOMETRY.has(name));
    const d = own.length === 0 ? shapeAsPath(tag, attributes) : null;
    if (d) joined.push(d);
    else kept.push([tag, attributes]);
  }
  // One shape gains nothing; a shape kept apart (a fill) keeps the icon as drawn, so no shape changes its place in
  // the painting order.
  if (joined.length <= 1 || kept.length > 0) return node;
  return [["path", { d: joined.join(""), key: "joined" }]];
}

/** Where an icon module's list of shapes starts and ends (the brackets of `node: [...]`), or null. */
function nodeListSpan(code: string): [start: number, end: number] | null {
  const start = code.indexOf("node: [");
  if (start < 0) return null;
  let depth = 0;
  let quote: string | null = null;
  for (let index = start + "node: ".length; index < code.length; index += 1) {
    const char = code[index]!;
    if (quote) {
      if (char === quote && code[index - 1] !== "\\") quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "[") depth += 1;
    else if (char === "]" && --depth === 0) return [start + "node: ".length, index + 1];
  }
  return null;
}

/** An icon module's source with its shapes joined, or null when there is nothing to join or it cannot be read. */
export function joinIconModule(code: string): string | null {
  const span = nodeListSpan(code);
  if (!span) return null;
  let node: unknown;
  try {
    // The package's own data literal (plain arrays, objects and strings), read as the module itself would.
    node = new Function(`return ${code.slice(...span)}`)();
  } catch {
    return null;
  }
  if (!Array.isArray(node) || !node.every((entry) => Array.isArray(entry) && typeof entry[0] === "string")) return null;
  const joined = joinShapes(node as IconNode);
  if (joined === node) return null;
  return code.slice(0, span[0]) + JSON.stringify(joined) + code.slice(span[1]);
}

export function lucideOnePath() {
  return {
    name: "entwine:lucide-one-path",
    apply: "build" as const,
    transform(code: string, id: string) {
      if (!ICON_FILE.test(id)) return null;
      const out = joinIconModule(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
