/**
 * "Not tonight" in the rooms (#48): while a dare or a dice action is on both phones, the player who would complete it
 * may take its softer version (the card on both phones becomes the gentler one written for it, and then completes
 * exactly as the card would: same point, same turn passing) or keep it for later (the card is set aside and the turn
 * passes as if it were done, with its point). Neither is ever a loss, and nothing counts how often either is chosen:
 * the state remembers only the choice made for the card on screen, so both phones can say so without judgement.
 *
 * The softer text is looked up on the server (content/games/softer) by each game's rules, never sent by a phone.
 * Imported by the browser too: no content and no zod here.
 */
import { otherSeat, ROOM_ERRORS, type RoomGameId, type Seat } from "./protocol";
import { addPoint, type MoveResult } from "./rules";
import type { TurnState } from "./turns";

export type NotTonightChoice = "softer" | "later";

/** The choice made for one drawn card: by whom, which, and the draw it belongs to (so it never outlives its card). */
export interface NotTonightMark {
  seat: Seat;
  choice: NotTonightChoice;
  draw: number;
}

/** What a game's state adds for "Not tonight": the choice made for the card of the latest draw, if any. */
export interface NotTonightState {
  notTonight?: NotTonightMark | null;
}

/** What the phones may offer for the card on screen; null when nothing is (no card, a truth, or already chosen). */
export interface NotTonightOffer {
  /** A softer version is written for this card (else only Later is offered). */
  softer: boolean;
}

/** What each phone sees besides the state: the offer for the card on screen. */
export interface NotTonightView {
  notTonightOffer: NotTonightOffer | null;
}

/** How a game takes part: which of its cards may be softened or kept for later, and their softer version. */
export interface NotTonightRules<R> {
  /** Truth or Dare: dares only (truths need none); the dice games: every roll. */
  applies(card: R): boolean;
  /** The card made softer from the content lookups, marked by nothing but its text; undefined when none is written. */
  soften(card: R): R | undefined;
}

type CardState<R> = TurnState<R> & NotTonightState;

/** The choice made for the card of the latest draw (softened, or set aside), or null. */
export function notTonightMark(state: CardState<unknown>): NotTonightMark | null {
  const mark = state.notTonight;
  return mark && mark.draw === state.draws ? mark : null;
}

/** The card on screen was made softer (who chose it: the mark's seat). */
export function softenedBy(state: CardState<unknown>): Seat | null {
  const mark = notTonightMark(state);
  return mark?.choice === "softer" && state.current !== null ? mark.seat : null;
}

/** The last card was kept for later and nothing has been drawn since (who kept it: the returned seat). */
export function setAsideBy(state: CardState<unknown>): Seat | null {
  const mark = notTonightMark(state);
  return mark?.choice === "later" && state.current === null ? mark.seat : null;
}

/** Who may choose, when, and only once per card: the same checks for both choices. */
function refusal<R>(state: CardState<R>, seat: Seat, rules: NotTonightRules<R>): string | null {
  if (state.turn !== seat) return ROOM_ERRORS.notYourTurn;
  if (state.current === null || !rules.applies(state.current)) return ROOM_ERRORS.notNow;
  if (notTonightMark(state)) return ROOM_ERRORS.notNow;
  return null;
}

/** "Softer": the card on screen becomes its softer version on both phones; it is finished as the card would be. */
export function applySofter<S extends CardState<R>, R>(state: S, seat: Seat, rules: NotTonightRules<R>): MoveResult<S> {
  const refused = refusal(state, seat, rules);
  if (refused) return { ok: false, error: refused };
  const softer = rules.soften(state.current!);
  if (softer === undefined) return { ok: false, error: ROOM_ERRORS.notNow };
  return {
    ok: true,
    state: { ...state, current: softer, notTonight: { seat, choice: "softer", draw: state.draws } },
  };
}

/** "Later": the card is set aside (the phone keeps it in its own list) and the turn passes as if it were done. */
export function applyLater<S extends CardState<R>, R>(state: S, seat: Seat, rules: NotTonightRules<R>): MoveResult<S> {
  const refused = refusal(state, seat, rules);
  if (refused) return { ok: false, error: refused };
  return {
    ok: true,
    state: {
      ...state,
      current: null,
      turn: otherSeat(seat),
      scores: addPoint(state.scores, seat),
      notTonight: { seat, choice: "later", draw: state.draws },
    },
  };
}

/** What the phones may offer for the card on screen (the server computes it: the browser has no softer texts). */
export function notTonightOffer<R>(state: CardState<R>, rules: NotTonightRules<R>): NotTonightOffer | null {
  if (state.current === null || !rules.applies(state.current) || notTonightMark(state)) return null;
  return { softer: rules.soften(state.current) !== undefined };
}

/** The games whose cards "Not tonight" covers. */
export type NotTonightGame = Extract<RoomGameId, "truth-or-dare" | "passion-dice" | "dice-to-spice">;

/** A card kept for later, as the phone that kept it stores it in its own "Saved for later" list. */
export interface LaterCard {
  game: NotTonightGame;
  id: string;
  text: string;
}

/** Keeps a card in this phone's "Saved for later" list (app/lib/games/later-storage.ts, wired by the room's page). */
export type SaveForLater = (card: LaterCard) => void;

/** A Dice to Spice roll as one card: the two faces, as both phones show them. */
export const diceToSpiceCardText = (roll: { action: string; bodyPart: string }) => `${roll.action} · ${roll.bodyPart}`;
/** A Dice to Spice roll as a saved card reads, the way the one-phone game words it ("Nibble your partner's ears"). */
export const diceToSpiceCardSentence = (roll: { action: string; bodyPart: string }) =>
  `${roll.action} your partner's ${roll.bodyPart.toLowerCase()}`;
/** A Dice to Spice roll has no id: its two faces are one. */
export const diceToSpiceCardId = (roll: { action: string; bodyPart: string }) => `${roll.action}|${roll.bodyPart}`;
