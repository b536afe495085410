import { z } from "zod";
import { FAVOURITE_ID_PATTERN, MAX_FAVOURITES_PER_LIST, type Favourites } from "./favourites";

/**
 * The small JSON file a couple exports to move their favourites to another phone. Kept apart from the favourites
 * rules so that zod is loaded only by the page that exports and imports (the cards stay light).
 */

export const FAVOURITES_FILE_FORMAT = "entwine-position-favourites";
export const FAVOURITES_FILE_VERSION = 1;
/** A file with 2 × 1000 ids is about 60 KB; anything much larger is not ours. */
export const MAX_FAVOURITES_FILE_BYTES = 200_000;

const idList = z
  .array(z.string().max(120).regex(FAVOURITE_ID_PATTERN, "a position id is malformed"), {
    error: "must be a list of position ids",
  })
  .max(MAX_FAVOURITES_PER_LIST, `holds more than ${MAX_FAVOURITES_PER_LIST} positions`);

export const favouritesFileSchema = z.object({
  format: z.literal(FAVOURITES_FILE_FORMAT, { error: "this is not an Entwine favourites file" }),
  version: z.literal(FAVOURITES_FILE_VERSION, { error: `only version ${FAVOURITES_FILE_VERSION} files can be read` }),
  exportedAt: z.string().max(40).optional(),
  want: idList,
  loved: idList,
});

export type FavouritesFile = z.infer<typeof favouritesFileSchema>;

/** `now` is passed in (an ISO date) so the file's content is reproducible in tests. */
export function favouritesFile(favourites: Favourites, now: string): FavouritesFile {
  return {
    format: FAVOURITES_FILE_FORMAT,
    version: FAVOURITES_FILE_VERSION,
    exportedAt: now,
    want: [...favourites.want],
    loved: [...favourites.loved],
  };
}

export type FavouritesImport =
  { ok: true; favourites: Favourites; unknownIds: string[] } | { ok: false; message: string };

/**
 * Reads an imported file's text. Bad files get one clear sentence; ids the catalogue does not know (an entry
 * removed since the export) are dropped and reported rather than failing the whole import.
 */
export function parseFavouritesFile(text: string, knownId: (id: string) => boolean): FavouritesImport {
  if (text.length > MAX_FAVOURITES_FILE_BYTES)
    return { ok: false, message: "This file is too large to be an Entwine favourites file." };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      ok: false,
      message: "This file is not valid JSON. Choose the file you exported from Entwine's saved positions.",
    };
  }
  const parsed = favouritesFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
    return { ok: false, message: `This file cannot be imported: ${issue?.message ?? "unexpected content"}${where}.` };
  }
  const unknownIds = [...new Set([...parsed.data.want, ...parsed.data.loved].filter((id) => !knownId(id)))];
  const keep = (ids: string[]) => [...new Set(ids.filter(knownId))];
  return { ok: true, favourites: { want: keep(parsed.data.want), loved: keep(parsed.data.loved) }, unknownIds };
}
