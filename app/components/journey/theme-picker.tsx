import { useId } from "react";
import { POSTER_THEMES, THEME_PALETTES, type PosterTheme } from "~/lib/journey/settings";

/** The poster's colour themes as a native radio group of dots: arrow keys move between them, Space selects. */
export function ThemePicker({ value, onChange }: { value: PosterTheme; onChange: (theme: PosterTheme) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Colour theme</legend>
      <div className="mt-1.5 flex flex-wrap gap-1">
        {POSTER_THEMES.map((theme) => {
          const palette = THEME_PALETTES[theme];
          return (
            <label
              key={theme}
              className="relative grid size-11 cursor-pointer place-items-center rounded-full"
              title={palette.label}
            >
              <input
                type="radio"
                name={name}
                value={theme}
                checked={value === theme}
                onChange={() => onChange(theme)}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full focus-visible:outline-none"
              />
              <span className="sr-only">{palette.label}</span>
              <span
                aria-hidden
                className="pointer-events-none size-8 rounded-full border-2 border-border transition peer-checked:scale-110 peer-checked:border-fg peer-checked:ring-2 peer-checked:ring-rose peer-checked:ring-offset-2 peer-checked:ring-offset-surface peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold"
                style={{ background: `linear-gradient(135deg, ${palette.to}, ${palette.from})` }}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
