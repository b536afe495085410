import { seoBand, type SeoBand } from "./seo-band";
import { readTimeMinutes, stripHtml, wordsOf } from "./text";

export { SEO_BAND_FAIR, SEO_BAND_GOOD, seoBand, type SeoBand } from "./seo-band";

/**
 * SEO analysis of a blog post: the "SEO advice rules" of part 1, section 5. One pure module (no Node or DOM
 * imports) shared by the editor's SEO panel, the admin list's score bar and the server, which stores the score as
 * `seoScore` on every save.
 *
 * Score out of 100 with the specification's weights:
 *   title 20        30-60 characters: 20; 20-29 or 61-70: 10; any other non-empty title: 5; none: 0
 *   description 15  the meta description (or, when none is set, the suggested one) 120-160 characters: 15;
 *                   70-119 or 161-200: 8; other non-empty: 4; none: 0
 *   word count 20   500-2000 words: 20; 300-499: 15; above 2000: 15 (advised to split); 100-299: 8; 1-99: 3; 0: 0
 *   keywords 15     keywords given (tags or meta keywords) and at least one used in the title or text: 15;
 *                   given but none used: 8; none: 0
 *   headings 10     an H1 and at least one H2: 10; only one of the two: 5; neither: 0
 *   images 10       every image has alt text: 10; some have: 10 × share with alt, rounded; no image: 5
 *   internal links  at least one link to this site: 10; none: 0
 * Bands: 80 or more green ("good"), 60 or more yellow ("fair"), else red ("poor").
 *
 * Suggested meta description: the first sentence of the text, grown sentence by sentence until it reaches 120
 * characters; above 160 it is cut at 157 characters plus "...".
 */

export const SEO_WEIGHTS = {
  title: 20,
  description: 15,
  wordCount: 20,
  keywords: 15,
  headings: 10,
  images: 10,
  internalLinks: 10,
} as const;
export type SeoCheckId = keyof typeof SEO_WEIGHTS;

export interface SeoInput {
  title?: string | null;
  /** HTML content. */
  content?: string | null;
  metaDescription?: string | null;
  /** Focus keywords: tags and meta keywords (a comma-separated string or a list). */
  keywords?: string[] | string | null;
  /** The site's origin, so absolute links to it count as internal. */
  origin?: string;
}

export interface SeoCheck {
  id: SeoCheckId;
  points: number;
  max: number;
  passed: boolean;
}

export interface SeoAnalysis {
  score: number;
  band: SeoBand;
  suggestedMetaDescription: string;
  topKeywords: string[];
  suggestions: string[];
  /** Flesch reading ease, 0-100 (higher is easier). */
  readabilityScore: number;
  wordCount: number;
  readingTime: number;
  headings: { h1: number; h2: number; h3: number };
  images: { count: number; withAlt: number; optimized: number };
  links: { internal: number; external: number };
  checks: SeoCheck[];
}

const STOP_WORDS = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being below between both but by " +
    "can can't cannot could couldn't did didn't do does doesn't doing don't down during each even ever every few for from further get gets " +
    "had hadn't has hasn't have haven't having he her here hers herself him himself his how however i if in into is isn't it it's its itself " +
    "just let let's like make makes many may me might more most much must my myself need never no nor not now of off often on once one only or " +
    "other our ours ourselves out over own really same she should shouldn't so some something still such than that that's the their theirs " +
    "them themselves then there there's these they they're this those through to too under until up upon us very was wasn't way we we're " +
    "were weren't what what's when where which while who whom why will with without won't would wouldn't yet you you're your yours yourself " +
    "yourselves"
  ).split(" "),
);

/** Words (lowercase) worth counting as keywords: 3+ letters, not a stop word, not a number. */
function keywordWords(text: string): string[] {
  return wordsOf(text.toLowerCase())
    .map((word) => word.replace(/[’']s$/, "").replace(/^[-']+|[-']+$/g, ""))
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/** Up to `limit` most frequent keywords of a text (ties: first seen first). Also the editor's auto-tags. */
export function topKeywords(text: string, limit = 5): string[] {
  const counts = new Map<string, number>();
  for (const word of keywordWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);
}

/** Auto-tags of the editor: up to 5 from keyword counts of the title and content. */
export function autoTags(title: string, contentHtml: string, limit = 5): string[] {
  return topKeywords(`${title} ${stripHtml(contentHtml)}`, limit);
}

/** The specification's meta description suggestion (see the module comment). */
export function suggestMetaDescription(contentHtml: string): string {
  const text = stripHtml(contentHtml);
  if (!text) return "";
  const sentences = text
    .match(/[^.!?]+(?:[.!?]+|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [text];
  let description = sentences[0] ?? "";
  for (let i = 1; i < sentences.length && description.length < 120; i += 1)
    description = `${description} ${sentences[i]}`;
  if (description.length > 160) description = `${description.slice(0, 157).trimEnd()}...`;
  return description;
}

function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

/** Flesch reading ease of a plain text, clamped to 0-100 and rounded; 0 for an empty text. */
export function readabilityScore(text: string): number {
  const words = wordsOf(text);
  if (words.length === 0) return 0;
  const sentenceCount = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  const score = 206.835 - 1.015 * (words.length / sentenceCount) - 84.6 * (syllableCount / words.length);
  return Math.round(Math.min(100, Math.max(0, score)));
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

function countTag(html: string, tag: string): number {
  return html.match(new RegExp(`<${tag}(\\s[^>]*)?>`, "gi"))?.length ?? 0;
}

function normaliseKeywords(keywords: SeoInput["keywords"]): string[] {
  const list = Array.isArray(keywords) ? keywords : (keywords ?? "").split(",");
  return [...new Set(list.map((k) => k.trim().toLowerCase()).filter(Boolean))];
}

export function analyzeSeo(input: SeoInput): SeoAnalysis {
  const title = (input.title ?? "").trim();
  const html = input.content ?? "";
  const text = stripHtml(html);
  const wordCount = wordsOf(text).length;
  const suggestedMetaDescription = suggestMetaDescription(html);
  const description = (input.metaDescription ?? "").trim() || suggestedMetaDescription;
  const keywords = normaliseKeywords(input.keywords);
  const haystack = `${title} ${text}`.toLowerCase();

  const headings = { h1: countTag(html, "h1"), h2: countTag(html, "h2"), h3: countTag(html, "h3") };
  const imageTags = html.match(/<img\b[^>]*>/gi) ?? [];
  const images = {
    count: imageTags.length,
    withAlt: imageTags.filter((tag) => (attribute(tag, "alt") ?? "").trim().length > 0).length,
    // Served by the site (re-encoded to webp on upload) or already in a modern format.
    optimized: imageTags.filter((tag) => {
      const src = attribute(tag, "src") ?? "";
      return src.startsWith("/media/") || /\.(webp|avif)(\?|#|$)/i.test(src);
    }).length,
  };
  const links = { internal: 0, external: 0 };
  for (const tag of html.match(/<a\b[^>]*>/gi) ?? []) {
    const href = (attribute(tag, "href") ?? "").trim();
    if (!href) continue;
    if ((href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#")) links.internal += 1;
    else if (input.origin && href.startsWith(input.origin)) links.internal += 1;
    else if (/^https?:\/\//i.test(href)) links.external += 1;
  }

  const suggestions: string[] = [];
  const checks: SeoCheck[] = [];
  const add = (id: SeoCheckId, points: number, suggestion?: string) => {
    checks.push({ id, points, max: SEO_WEIGHTS[id], passed: points === SEO_WEIGHTS[id] });
    if (suggestion && points < SEO_WEIGHTS[id]) suggestions.push(suggestion);
  };

  const titleLength = title.length;
  if (titleLength >= 30 && titleLength <= 60) add("title", 20);
  else if (!titleLength) add("title", 0, "Add a title of 30 to 60 characters.");
  else if (titleLength < 30)
    add("title", titleLength >= 20 ? 10 : 5, `Lengthen the title to 30-60 characters (now ${titleLength}).`);
  else add("title", titleLength <= 70 ? 10 : 5, `Shorten the title to 30-60 characters (now ${titleLength}).`);

  const descriptionLength = description.length;
  if (descriptionLength >= 120 && descriptionLength <= 160) add("description", 15);
  else if (!descriptionLength) add("description", 0, "Add a meta description of 120 to 160 characters.");
  else if (descriptionLength < 120)
    add(
      "description",
      descriptionLength >= 70 ? 8 : 4,
      `Lengthen the meta description to 120-160 characters (now ${descriptionLength}).`,
    );
  else
    add(
      "description",
      descriptionLength <= 200 ? 8 : 4,
      `Shorten the meta description to 120-160 characters (now ${descriptionLength}).`,
    );

  if (wordCount >= 500 && wordCount <= 2000) add("wordCount", 20);
  else if (wordCount > 2000) add("wordCount", 15, `At ${wordCount} words, consider splitting this into two posts.`);
  else if (wordCount >= 300) add("wordCount", 15, "Aim for 500 to 2000 words for the best results.");
  else add("wordCount", wordCount >= 100 ? 8 : wordCount > 0 ? 3 : 0, `Write at least 300 words (now ${wordCount}).`);

  if (keywords.length === 0) add("keywords", 0, "Add keywords or tags that describe the post.");
  else if (keywords.some((keyword) => haystack.includes(keyword))) add("keywords", 15);
  else add("keywords", 8, "Use at least one of your keywords in the title or text.");

  const hasH1 = headings.h1 > 0;
  const hasH2 = headings.h2 > 0;
  if (hasH1 && hasH2) add("headings", 10);
  else if (hasH1 || hasH2) add("headings", 5, hasH1 ? "Structure the text with H2 subheadings." : "Add an H1 heading.");
  else add("headings", 0, "Add an H1 heading and H2 subheadings.");

  if (images.count === 0) add("images", 5, "Add an image with descriptive alt text.");
  else if (images.withAlt === images.count) add("images", 10);
  else
    add(
      "images",
      Math.round((10 * images.withAlt) / images.count),
      `Add alt text to ${images.count - images.withAlt} image(s).`,
    );

  if (links.internal > 0) add("internalLinks", 10);
  else add("internalLinks", 0, "Link to at least one other page of the site.");

  const score = checks.reduce((sum, check) => sum + check.points, 0);
  return {
    score,
    band: seoBand(score),
    suggestedMetaDescription,
    topKeywords: topKeywords(`${title} ${text}`),
    suggestions,
    readabilityScore: readabilityScore(text),
    wordCount,
    readingTime: readTimeMinutes(text),
    headings,
    images,
    links,
    checks,
  };
}
