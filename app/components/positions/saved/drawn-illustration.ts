/**
 * A saved position's picture drawn on the phone, from the catalogue pool's name and style. Asking the server for
 * /api/catalogue/{id}/illustration.svg would put each favourite's id in a request address (and so in logs); this
 * draws the same picture here instead. It is loaded only once there is a favourite to draw (about 20 KB).
 */
import { POSITION_STYLES, type PositionStyle } from "@content/positions/types";
import { renderPositionIllustration } from "@domain/positions/illustration";

/** The picture of a catalogue entry as an image address that stays on the phone (a data: URL). */
export function drawnIllustration(id: string, name: string, style: string): string {
  const [baseId = id, variationId = null] = id.split("--");
  const svg = renderPositionIllustration({
    id,
    name,
    style: (POSITION_STYLES as readonly string[]).includes(style) ? (style as PositionStyle) : "mixed",
    baseId,
    variationId,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
