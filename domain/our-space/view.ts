/** The shared document as the screens read it (space-doc.ts builds it from the Yjs document, checking each entry). */
import type { LaterItem } from "@domain/games/later";
import type { FavouriteKind } from "@domain/positions/favourites";
import type { Plan } from "./plans";

/** The two bucket lists whose ticks a couple shares. */
export type BucketListId = "honeymoon" | "first-night";

export interface SavedMatch {
  id: string;
  /** ISO time it was saved, and the member who saved it. */
  at: string;
  by: string;
  /** The desires both chose ("worth talking about"), by deck id with the words shown. */
  items: { id: string; label: string }[];
}

export interface SpaceMember {
  id: string;
  name: string | null;
}

/** One phone's sealed answer to a day's question (opened only with the key that phone releases later). */
export interface DailyAnswer {
  by: string;
  /** The question's id, as that phone had it for the day. */
  question: string;
  sealed: string;
  at: string;
}

/** A day of "a question a day": the answers in, the keys released, and whether the couple skipped it. */
export interface DailyDay {
  day: string;
  answers: DailyAnswer[];
  /** member id → the key that opens that member's answer of the day, once released. */
  keys: Record<string, string>;
  skipped: { by: string; at: string } | null;
}

/** A card one of the couple kept for another evening ("Not tonight" → Later), and who kept it. */
export interface SpaceLaterItem extends LaterItem {
  by: string;
}

export interface SpaceView {
  members: SpaceMember[];
  /** One entry per position and list; `by` holds the member ids who added it (both: "we both want to try"). */
  favourites: { kind: FavouriteKind; positionId: string; by: string[] }[];
  ticks: { list: BucketListId; item: string; by: string; at: string }[];
  /** The journey's stored progress and slots as one phone last saved them (checked by the journey's own reader). */
  journey: { progress: unknown; slots: unknown; at: string; by: string } | null;
  matches: SavedMatch[];
  note: { text: string; at: string | null; by: string | null };
  /** A question a day: the days with anything in them (newest first), and the topics the couple skips. */
  daily: { days: DailyDay[]; skippedTopics: string[] };
  /** Cards saved for later by either phone, newest first. */
  later: SpaceLaterItem[];
  /** "Plan it": the evenings planned (soonest first) and the calendar title the couple chose (null: the default). */
  plans: { list: Plan[]; title: string | null };
}

/** A space with nothing in it yet: what an empty document reads as, and what a page shows before it has one. */
export const EMPTY_SPACE_VIEW: SpaceView = Object.freeze({
  members: [],
  favourites: [],
  ticks: [],
  journey: null,
  matches: [],
  note: { text: "", at: null, by: null },
  daily: { days: [], skippedTopics: [] },
  later: [],
  plans: { list: [], title: null },
});
