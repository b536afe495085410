/** Design Your Poster: its title, subtitle and theme, and the poster's save, share, download and reset. */

import { PosterActions } from "./poster-actions";
import { ThemePicker } from "./theme-picker";
import type { JourneyController } from "./use-journey";
import { Card } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/input";
import { SUBTITLE_MAX, TITLE_MAX } from "~/lib/journey/settings";

export function PosterDesign({
  poster,
  canStartOver,
  onReset,
}: {
  /** The journey kept on this device, with the poster's settings and their update and save. */
  poster: Pick<JourneyController, "journey" | "today" | "settings" | "updateSettings" | "saveSettings">;
  canStartOver: boolean;
  onReset: () => void;
}) {
  const { settings, updateSettings } = poster;
  return (
    <Card className="flex flex-col gap-5">
      <h2 className="text-2xl font-semibold">Design Your Poster</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          label="Title"
          value={settings.title}
          max={TITLE_MAX}
          onChange={(title) => updateSettings({ title })}
        />
        <TextSetting
          label="Subtitle"
          value={settings.subtitle}
          max={SUBTITLE_MAX}
          onChange={(subtitle) => updateSettings({ subtitle })}
        />
      </div>
      <ThemePicker value={settings.theme} onChange={(theme) => updateSettings({ theme })} />
      <PosterActions poster={poster} onReset={onReset} canReset={canStartOver} />
      {!canStartOver ? <p className="text-sm text-muted">Reset becomes available once positions are ready.</p> : null}
    </Card>
  );
}

/** A poster's line of text, with its length limit said under it. */
function TextSetting({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={`Up to ${max} characters`}>
      {(id, describedBy) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          value={value}
          maxLength={max}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
