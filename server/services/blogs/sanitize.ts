import sanitizeHtml from "sanitize-html";
import { decodeEntities } from "@domain/blogs/text";

/**
 * Server-side sanitizer of blog HTML (DECISIONS.md: "User HTML is sanitized on the server when written, with an
 * allow-list of tags, attributes and URL schemes"). Everything not listed here is removed:
 *
 * - tags: h1-h6, p, br, hr, ul, ol, li, blockquote, pre, code, strong, b, em, i, u, s, span, mark, a, img, video,
 *   figure, figcaption (script, style, iframe, svg, object, form, ... are dropped; script/style with their text);
 * - links: href with http, https or mailto, or a site-relative path / #anchor; external http(s) links get
 *   rel="noopener noreferrer nofollow" and target="_blank"; protocol-relative (//host) links are dropped;
 * - span and mark: only a `style` holding `color` / `background-color` with a plain colour value;
 * - img: src under /media/ or https only (else the image is dropped), alt, title, width, height, loading;
 * - video: src under /media/ or https only, controls (always on), poster (same rule), width, height, preload,
 *   playsinline, muted, loop;
 * - no event handlers, no class/id, no data: / javascript: / vbscript: URLs anywhere.
 */

const COLOR_VALUE = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+|\d{1,3}%))?\s*\)$/i,
  /^hsla?\(\s*\d{1,3}(deg)?\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(,\s*(0|1|0?\.\d+|\d{1,3}%))?\s*\)$/i,
  /^[a-z]{3,20}$/i,
];
const COLOR_STYLES = { color: COLOR_VALUE, "background-color": COLOR_VALUE };

/** A media address the site may embed: its own uploads (/media/...) or an https URL. */
export function isAllowedMediaUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  const url = value.trim();
  if (url.startsWith("/media/")) return !url.includes("//") && !url.includes("..") && !/[\s\\<>"']/.test(url);
  if (!/^https:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && Boolean(parsed.hostname) && !/[\s<>"']/.test(url);
  } catch {
    return false;
  }
}

function isExternalHttp(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

function mediaTransform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next: sanitizeHtml.Attributes = { ...attribs };
  for (const name of ["src", "poster"]) {
    if (name in next) {
      if (isAllowedMediaUrl(next[name])) next[name] = next[name].trim();
      else delete next[name];
    }
  }
  if (tagName === "video") next.controls = "";
  return { tagName, attribs: next };
}

const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "span",
    "mark",
    "a",
    "img",
    "video",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    span: ["style"],
    mark: ["style"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    video: ["src", "controls", "poster", "width", "height", "preload", "playsinline", "muted", "loop"],
    ol: ["start"],
  },
  allowedStyles: { span: COLOR_STYLES, mark: COLOR_STYLES },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"], video: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "poster", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "title",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
    "xmp",
    "noembed",
    "noframes",
  ],
  nestingLimit: 40,
  transformTags: {
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = {};
      if (attribs.href !== undefined) next.href = attribs.href.trim();
      if (attribs.title !== undefined) next.title = attribs.title;
      if (next.href && isExternalHttp(next.href)) {
        next.rel = "noopener noreferrer nofollow";
        next.target = "_blank";
      }
      return { tagName, attribs: next };
    },
    img: mediaTransform,
    video: mediaTransform,
  },
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "video") && !frame.attribs.src,
};

/** Sanitized blog HTML, safe to render as it is. */
export function sanitizeContent(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, CONTENT_OPTIONS).trim();
}

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
  nonTextTags: CONTENT_OPTIONS.nonTextTags,
};

/**
 * Plain text from user input (titles, tags, author, excerpt, meta fields): markup removed (and the text of
 * scripts and styles with it), entities decoded, whitespace collapsed. Repeated until stable, so encoded markup
 * ("&lt;script&gt;") cannot come back as a tag. The result is text to be escaped when rendered.
 */
/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a title they can make text
 * display in another order than it is stored ("gpj.exe" shown as "exe.jpg"), so plain-text fields drop them.
 */
const DIRECTIONAL_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function stripDirectionalControls(value: string): string {
  return value.replace(DIRECTIONAL_CONTROLS, "");
}

export function sanitizePlainText(value: string | null | undefined, maxLength = 500): string {
  let text = value ?? "";
  for (let round = 0; round < 4; round += 1) {
    const next = decodeEntities(sanitizeHtml(text, TEXT_OPTIONS));
    if (next === text) break;
    text = next;
  }
  // Control characters never belong in a title or tag.
  const controlCharacters = /[\u0000-\u001f\u007f]+/g; // eslint-disable-line no-control-regex
  return stripDirectionalControls(text)
    .replace(controlCharacters, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}
