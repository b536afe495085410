/*
 * The JSON answers of the position lists (/api/positions for the scratch positions, /api/journey-positions) and of
 * the default images (/api/default-images), shared by the routers and the browser. Types only.
 */
import type { DefaultImage } from "@domain/positions/default-images";
import type { JourneyPosition, ServerPosition } from "./types";

/** GET /api/positions (ServerPosition) and GET /api/journey-positions (JourneyPosition); 304 when unchanged. */
export interface PositionListAnswer<Position extends ServerPosition | JourneyPosition> {
  positions: Position[];
}

/** GET /api/default-images */
export interface DefaultImagesAnswer {
  images: DefaultImage[];
}
