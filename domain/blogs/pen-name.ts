/**
 * The optional pen name a writer signs a story with (DECISIONS: "a visitor's story is signed 'Guest Writer' unless
 * the writer gives a pen name"). Plain text, trimmed, at most 60 characters; stored as text and escaped wherever
 * it is shown. The editor checks it as the writer types and the server checks it again.
 */

import { hasVisibleCharacter } from "../text/visible";

export const PEN_NAME_MAX_LENGTH = 60;

/** Names a visitor may not sign with: they would read as the site speaking. */
const RESERVED = new Set(["admin", "administrator", "entwine", "entwine editorial", "guest writer", "moderator"]);

/** Surrounding spaces removed and runs of whitespace made one space. */
export function tidyPenName(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
export function penNameLength(value: string): number {
  return Array.from(value).length;
}

/** What is wrong with a (tidied) pen name, or null when it can be used; empty means "no pen name". */
export function penNameProblem(value: string): string | null {
  if (value === "") return null;
  if (penNameLength(value) > PEN_NAME_MAX_LENGTH) return `At most ${PEN_NAME_MAX_LENGTH} characters`;
  if (!hasVisibleCharacter(value)) return "A pen name needs at least one letter, number or emoji";
  if (RESERVED.has(value.toLowerCase())) return "Please choose another pen name";
  return null;
}
