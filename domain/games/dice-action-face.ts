// Kept apart from the dice rules, so the room's screen can show the Action die without the whole deck.

/** A lead-in that asks first ("With their yes, …", "Ask first, then …"): the action's verb follows it. */
const LEAD_IN = /^(?:with|ask|after|if|once|when|first|agree)\b[^,]*,\s*(?:then\s+)?/i;
/** How, not what: "gently undo" shows "Undo". A verb such as "Apply" is not one of these. */
const MANNER = /^(?:gently|slowly|softly|lightly|tenderly|carefully|playfully|lazily|quietly|firmly|just|then)$/i;

/**
 * The word a room's Action die shows for an action: its verb ("Kiss", "Massage", "Undress"), after any asking
 * lead-in and any manner word ("gently", "slowly"). The first three words ("With their nod,", "Kiss your partner")
 * said nothing a couple could read at a glance.
 */
export function diceActionFace(action: string): string {
  const words = action
    .replace(LEAD_IN, "")
    .split(/[\s,]+/)
    .filter(Boolean);
  const verb = words.find((word) => !MANNER.test(word)) ?? words[0] ?? action;
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}
