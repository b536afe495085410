/** Days of the 7-day journey. */
export const JOURNEY_DAYS = 7;
/** A journey's current day once its last day has been revealed. */
export const COMPLETE_DAY = JOURNEY_DAYS + 1;

/** A position of the journey's pool, as the poster and the day cards show it ("Server position" of the specification). */
export interface PoolPosition {
  id: string;
  title: string;
  image: string;
  description: string;
  mediaType: "image" | "gif" | "video";
  category: string;
  difficulty: string;
  tags: string[];
}
