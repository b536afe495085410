/*
 * The JSON answers of the positions catalogue API (/api/catalogue), shared by the router that sends them and the
 * browser calls that read them. Types only, so the browser bundle stays small.
 */
import type { PositionStyle } from "@content/positions/types";
import type { Popularity } from "./popularity";

/** One entry of the compact pool: [id, name, style]. */
export type CataloguePoolEntry = [id: string, name: string, style: PositionStyle];

/** GET /api/catalogue/pool */
export interface CataloguePoolAnswer {
  positions: CataloguePoolEntry[];
}

/**
 * GET /api/catalogue/:id[?deviceId]. The entry's full shape belongs to the server's catalogue service; the browser
 * reads only its counts, so the entry is a type parameter with the popularity as its floor.
 */
export interface PositionDetailAnswer<Entry extends Popularity = Popularity> {
  position: Entry;
  yourRating: number | null;
}

/** POST /api/catalogue/:id/view */
export interface PositionViewAnswer {
  id: string;
  popularity: Popularity;
}

/** POST /api/catalogue/:id/rating, 201: the rating counted. */
export interface PositionRatingAnswer {
  id: string;
  yourRating: number;
  popularity: Popularity;
}

/** POST /api/catalogue/:id/rating, 409: this device (or visitor) rated it already; the rating it gave, if known. */
export interface PositionAlreadyRatedAnswer {
  error: string;
  details: { yourRating: number | null };
  id: string;
  yourRating: number | null;
  popularity: Popularity | null;
}

/** The body of POST /api/catalogue/:id/rating. */
export interface PositionRatingRequest {
  rating: number;
  deviceId: string;
}
