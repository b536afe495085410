import { WORDS_PER_MINUTE } from "./constants";

/** Word, character and read-time counts of the editor (the text is the editor's plain text). */
export interface EditorCounts {
  words: number;
  characters: number;
  readTime: number;
}

/** Words: runs of letters or digits (apostrophes and hyphens inside a word keep it whole). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Characters as a reader counts them: user-perceived characters (an emoji is one), line breaks excluded. */
export function countCharacters(text: string): number {
  const flat = text.replace(/[\r\n]+/g, "");
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    let count = 0;
    for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(flat)) count += 1;
    return count;
  }
  return Array.from(flat).length;
}

/** Read time of the specification: words / 200 rounded up, at least 1 minute. */
export function readTimeOf(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function editorCounts(text: string): EditorCounts {
  const words = countWords(text);
  return { words, characters: countCharacters(text), readTime: readTimeOf(words) };
}

/** True when an editor's HTML holds no text and no media (what the server calls missing content). */
export function isBlankContent(html: string): boolean {
  if (/<(img|video)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length === 0;
}

/** The autosave fingerprint: autosave runs only when title, content or pen name changed since the last save. */
export function draftKey(title: string, html: string, penName = ""): string {
  const pen = penName.replace(/\s+/g, " ").trim();
  return pen ? `${title}\u0000${html}\u0000${pen}` : `${title}\u0000${html}`;
}

/** 'HH:MM' of the last save, in the visitor's local time (24-hour, zero-padded). */
export function savedTimeLabel(date: Date): string {
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}
