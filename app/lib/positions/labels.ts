/** Labels and URL filters for the positions pages (kept free of catalogue data, so pages stay light). */
import { cleanSearchQuery } from "@domain/positions/search";
import { bodyFiltersValue, parseBodyFilters, type BodyFilter } from "@domain/positions/body";

export const STYLE_OPTIONS = [
  { value: "romantic", label: "Romantic" },
  { value: "passionate", label: "Passionate" },
  { value: "adventurous", label: "Adventurous" },
  { value: "mixed", label: "Mixed" },
] as const;
export type StyleValue = (typeof STYLE_OPTIONS)[number]["value"];

export const DIFFICULTY_OPTIONS = [
  { value: "beginner", label: "Beginner" },
  { value: "intermediate", label: "Intermediate" },
  { value: "advanced", label: "Advanced" },
  { value: "expert", label: "Expert" },
] as const;
export type DifficultyValue = (typeof DIFFICULTY_OPTIONS)[number]["value"];

export function styleLabel(value: string): string {
  return STYLE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function difficultyLabel(value: string): string {
  return DIFFICULTY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export interface PositionFilters {
  /** Search words ("" or absent: no search). */
  q?: string;
  style?: StyleValue;
  difficulty?: DifficultyValue;
  /** Body filters ("Easy on knees", …), kept in the URL as `body=knees,pregnancy`; absent or empty: none. */
  body?: BodyFilter[];
  page: number;
}

/** Reads the filters of a positions page from its URL; unknown values are ignored (treated as "all"). */
export function parsePositionFilters(searchParams: URLSearchParams): PositionFilters {
  const style = searchParams.get("style") ?? "";
  const difficulty = searchParams.get("difficulty") ?? "";
  const page = Number.parseInt(searchParams.get("page") ?? "1", 10);
  const q = cleanSearchQuery(searchParams.get("q"));
  const body = parseBodyFilters(searchParams.getAll("body"));
  return {
    ...(q ? { q } : {}),
    ...(body.length > 0 ? { body } : {}),
    style: STYLE_OPTIONS.some((option) => option.value === style) ? (style as StyleValue) : undefined,
    difficulty: DIFFICULTY_OPTIONS.some((option) => option.value === difficulty)
      ? (difficulty as DifficultyValue)
      : undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string for a set of filters ("" when none), e.g. "?style=romantic&page=2". */
export function filtersSearch(filters: Partial<PositionFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.style) params.set("style", filters.style);
  if (filters.difficulty) params.set("difficulty", filters.difficulty);
  if (filters.body && filters.body.length > 0) params.set("body", bodyFiltersValue(filters.body));
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
