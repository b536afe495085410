/**
 * Pure text helpers of the blog (no Node or DOM imports, so the editor can use them in the browser too).
 */

export const WORDS_PER_MINUTE = 200;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

/** Decodes the entities HTML serializers emit (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Text of an HTML fragment: scripts and styles dropped, tags replaced by spaces, entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<[^>]*>?/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of a plain text (runs of letters, digits and apostrophes). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

export function countWords(htmlOrText: string): number {
  return wordsOf(stripHtml(htmlOrText)).length;
}

/** Read time of the specification: words / 200 rounded up, at least 1 minute. */
export function readTimeMinutes(htmlOrText: string): number {
  return Math.max(1, Math.ceil(countWords(htmlOrText) / WORDS_PER_MINUTE));
}

/**
 * Excerpt with the specification's fallbacks: the given excerpt, else the first `length` characters of the
 * stripped content (100 on public cards, 150 in the admin list), else '' (the card shows 'No excerpt available').
 */
export function excerptOf(
  excerpt: string | null | undefined,
  content: string | null | undefined,
  length = 100,
): string {
  const given = (excerpt ?? "").trim();
  if (given) return given;
  const text = stripHtml(content ?? "");
  if (text.length <= length) return text;
  return text.slice(0, length).trimEnd();
}

/**
 * The editor's slug rule: lowercase, characters other than letters, digits, spaces and hyphens removed,
 * whitespace to hyphens, repeated hyphens collapsed, edge hyphens trimmed. Accents are folded first
 * ("Café" → "cafe") so they are not simply lost. Returns '' when nothing is left.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/g, "");
}

/** Slug base of a post: the given slug if non-empty (normalised), else from the title, else `blog-{timestamp}`. */
export function baseSlug(given: string | null | undefined, title: string | null | undefined, now: Date): string {
  return slugify(given ?? "") || slugify(title ?? "") || `blog-${now.getTime()}`;
}

/** The first free slug among base, base-2, base-3, ... given the slugs already taken. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
