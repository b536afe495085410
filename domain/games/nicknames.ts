/**
 * The couple's nicknames, one setting shared by every game with turns (Truth or Dare, Passion Dice, Dice to Spice).
 * Two names, Partner 1 and Partner 2; an empty name shows as "Partner 1" / "Partner 2". The rules of a name (how it
 * is cleaned, how a game shows it); the device keeps the setting (app/lib/games/nicknames.ts).
 */

import { hasVisibleCharacter } from "../text/visible";

export type PartnerIndex = 0 | 1;

/** [Partner 1, Partner 2] as typed (trimmed); "" when not set. */
export type Nicknames = readonly [string, string];

export const NICKNAME_MAX_LENGTH = 24;
export const NO_NICKNAMES: Nicknames = ["", ""];
export const DEFAULT_PARTNER_NAMES: readonly [string, string] = ["Partner 1", "Partner 2"];

// Removing control characters is this expression's whole purpose.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** One nickname as kept: control characters removed, spaces collapsed, at most 24 characters. */
export function cleanNickname(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const name = raw.replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").trim().slice(0, NICKNAME_MAX_LENGTH).trim();
  // A name of only invisible characters would show as nothing where the game names a partner.
  return hasVisibleCharacter(name) ? name : "";
}

/** Validator for the stored value: a pair of strings (cleaned), anything else is ignored. */
export function validateNicknames(value: unknown): Nicknames | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  if (typeof value[0] !== "string" || typeof value[1] !== "string") return undefined;
  return [cleanNickname(value[0]), cleanNickname(value[1])];
}

/** The name a game shows for a partner: the nickname, or "Partner 1" / "Partner 2". */
export function partnerName(nicknames: Nicknames, index: PartnerIndex): string {
  return cleanNickname(nicknames[index]) || DEFAULT_PARTNER_NAMES[index];
}

/** Both names for display. */
export function partnerNames(nicknames: Nicknames): [string, string] {
  return [partnerName(nicknames, 0), partnerName(nicknames, 1)];
}

/** "Sam's", or "Partner 1's". */
export function possessive(name: string): string {
  return `${name}'s`;
}

/** "Sam's turn" for the partner whose turn it is. */
export function turnOf(nicknames: Nicknames, index: PartnerIndex): string {
  return `${possessive(partnerName(nicknames, index))} turn`;
}
