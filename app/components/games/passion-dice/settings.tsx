/** Passion Dice's settings: the pack, mode, intensity, location, who leads, and the couple's nicknames. */
import {
  DICE_LEVEL_NAMES,
  PASSION_DICE_INTENSITIES,
  PASSION_DICE_INTENSITY_LEVELS,
  PASSION_DICE_LOCATIONS,
  PASSION_DICE_MODE_DESCRIPTIONS,
  PASSION_DICE_MODES,
  PASSION_DICE_PERSPECTIVES,
  type DiceAction,
  type PassionDiceOptions,
} from "@content/games/dice";
import { ChoiceGroup } from "~/components/games/choice-group";
import type { NicknameSetting } from "~/components/games/hooks";
import { NicknameForm } from "~/components/games/nickname-form";
import { PackPicker } from "~/components/games/packs";
import type { GamePacks } from "~/components/games/use-game-packs";
import { Card } from "~/components/ui/card";
import { passionDiceProgress, perspectiveLabel } from "@domain/games/passion-dice";

export function PassionDiceSettings({
  packs,
  options,
  set,
  rolling,
  nicknameSetting,
  onPack,
}: {
  packs: GamePacks<DiceAction>;
  options: PassionDiceOptions;
  set: <K extends keyof PassionDiceOptions>(key: K, value: PassionDiceOptions[K]) => void;
  rolling: boolean;
  nicknameSetting: NicknameSetting;
  onPack: (id: string) => void;
}) {
  return (
    <Card className="p-5 sm:p-7">
      <h2 className="text-2xl font-semibold">Set the mood</h2>
      <p className="mt-1 text-sm text-muted">Changes apply from the next roll.</p>
      <div className="mt-5 space-y-6">
        <PackPicker
          name="pd-pack"
          disabled={rolling}
          value={packs.pack.id}
          onChange={(id) => {
            onPack(id);
          }}
          packs={packs.choices((entry, seen) => passionDiceProgress(entry.items, options, seen))}
        />
        <ChoiceGroup
          legend="Mode"
          name="pd-mode"
          detailed
          disabled={rolling}
          value={options.mode}
          onChange={(mode) => set("mode", mode)}
          options={PASSION_DICE_MODES.map((mode) => ({
            value: mode,
            label: mode,
            hint: PASSION_DICE_MODE_DESCRIPTIONS[mode],
          }))}
        />
        <ChoiceGroup
          legend="Intensity"
          name="pd-intensity"
          disabled={rolling}
          value={options.intensity}
          onChange={(intensity) => set("intensity", intensity)}
          options={PASSION_DICE_INTENSITIES.map((intensity) => ({
            value: intensity,
            label: `${intensity} · up to ${DICE_LEVEL_NAMES[PASSION_DICE_INTENSITY_LEVELS[intensity]]}`,
          }))}
        />
        <ChoiceGroup
          legend="Location"
          name="pd-location"
          disabled={rolling}
          value={options.location}
          onChange={(location) => set("location", location)}
          options={PASSION_DICE_LOCATIONS.map((location) => ({ value: location, label: location }))}
        />
        <ChoiceGroup
          legend="Who leads"
          name="pd-perspective"
          disabled={rolling}
          value={options.perspective}
          onChange={(perspective) => set("perspective", perspective)}
          options={PASSION_DICE_PERSPECTIVES.map((perspective) => ({
            value: perspective,
            label: perspectiveLabel(perspective, nicknameSetting.nicknames),
          }))}
        />
        <NicknameForm setting={nicknameSetting} />
      </div>
    </Card>
  );
}
