/**
 * Catalogue search: a query matches an entry when every word of it begins a word of the entry's name or
 * description ("lot" finds "Lotus", "slow emb" finds "Slow Embrace"). Accents and case are ignored. Entries whose
 * name holds the words rank before those that only mention them in the description.
 */

/** Longer queries are cut here: nobody types more, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 80;
const MAX_QUERY_WORDS = 8;

export function normaliseSearchText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

function words(text: string): string[] {
  return normaliseSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The query as a cleaned string for the URL and the search box ("" when there is nothing to search for). */
export function cleanSearchQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

export function searchTokens(query: string): string[] {
  return [...new Set(words(cleanSearchQuery(query)))].slice(0, MAX_QUERY_WORDS);
}

export interface Searchable {
  name: string;
  description: string;
}

/** 0 when the entry does not match; otherwise higher for entries whose name carries more of the words. */
export function searchScore(entry: Searchable, tokens: readonly string[]): number {
  if (tokens.length === 0) return 1;
  const nameWords = words(entry.name);
  const descriptionWords = words(entry.description);
  let score = 1;
  for (const token of tokens) {
    if (nameWords.some((word) => word.startsWith(token))) score += 2;
    else if (!descriptionWords.some((word) => word.startsWith(token))) return 0;
  }
  return score;
}

/** The entries matching `query`, best first; ties keep their incoming order (e.g. most viewed first). */
export function searchEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const tokens = searchTokens(query);
  if (tokens.length === 0) return [...entries];
  return entries
    .map((entry, index) => ({ entry, index, score: searchScore(entry, tokens) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.entry);
}
