/** Poster settings ("Poster settings" of the specification) and the four colour themes. */

export const POSTER_THEMES = ["purple", "pink", "red", "blue"] as const;
export type PosterTheme = (typeof POSTER_THEMES)[number];

export interface PosterSettings {
  title: string;
  subtitle: string;
  theme: PosterTheme;
}

export const TITLE_MAX = 60;
export const SUBTITLE_MAX = 100;

export const DEFAULT_POSTER_SETTINGS: PosterSettings = {
  title: "Our 7-Day Journey",
  subtitle: "One new position a day, for a week of closeness",
  theme: "purple",
};

/**
 * The poster's own palette: these colours are the poster's content (they are printed), not page chrome, so they
 * are the same in the night and the light theme. White text on every gradient keeps at least 4.5:1 contrast.
 */
export const THEME_PALETTES: Record<
  PosterTheme,
  { label: string; from: string; to: string; accent: string; ink: string }
> = {
  purple: { label: "Purple", from: "#2e1240", to: "#5e2a7c", accent: "#e9b8ff", ink: "#ffffff" },
  pink: { label: "Pink", from: "#4a1030", to: "#8f2a5c", accent: "#ffc2dc", ink: "#ffffff" },
  red: { label: "Red", from: "#3d0a12", to: "#8a1827", accent: "#ffb4a8", ink: "#ffffff" },
  blue: { label: "Blue", from: "#0f1a44", to: "#2a4690", accent: "#b8ccff", ink: "#ffffff" },
};

export function isPosterTheme(value: unknown): value is PosterTheme {
  return typeof value === "string" && (POSTER_THEMES as readonly string[]).includes(value);
}

/** A stored or typed settings object made safe: unknown fields dropped, lengths capped, bad themes defaulted. */
export function normalisePosterSettings(value: unknown): PosterSettings {
  const input = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return {
    title: typeof input.title === "string" ? input.title.slice(0, TITLE_MAX) : DEFAULT_POSTER_SETTINGS.title,
    subtitle:
      typeof input.subtitle === "string" ? input.subtitle.slice(0, SUBTITLE_MAX) : DEFAULT_POSTER_SETTINGS.subtitle,
    theme: isPosterTheme(input.theme) ? input.theme : DEFAULT_POSTER_SETTINGS.theme,
  };
}

/** The title printed on the poster: the typed one, or the default when left blank. */
export function posterTitle(settings: PosterSettings): string {
  return settings.title.trim() || DEFAULT_POSTER_SETTINGS.title;
}
