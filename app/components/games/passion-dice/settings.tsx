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
import { ChoiceGroup, choicesOf } from "~/components/games/choice-group";
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
  // Each setting's group: named pd-<setting>, showing and changing that option, locked while the dice roll.
  const bound = <K extends keyof PassionDiceOptions>(key: K) => ({
    name: `pd-${key}`,
    disabled: rolling,
    value: options[key],
    onChange: (value: PassionDiceOptions[K]) => set(key, value),
  });
  return (
    <Card className="p-5 sm:p-7">
      <h2 data-play="pd-settings" tabIndex={-1} className="text-2xl font-semibold outline-none">
        Set the mood
      </h2>
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
          detailed
          {...bound("mode")}
          options={choicesOf(PASSION_DICE_MODES, { hints: PASSION_DICE_MODE_DESCRIPTIONS })}
        />
        <ChoiceGroup
          legend="Intensity"
          {...bound("intensity")}
          options={choicesOf(PASSION_DICE_INTENSITIES, {
            labels: (intensity) => `${intensity} · up to ${DICE_LEVEL_NAMES[PASSION_DICE_INTENSITY_LEVELS[intensity]]}`,
          })}
        />
        <ChoiceGroup legend="Location" {...bound("location")} options={choicesOf(PASSION_DICE_LOCATIONS)} />
        <ChoiceGroup
          legend="Who leads"
          {...bound("perspective")}
          options={choicesOf(PASSION_DICE_PERSPECTIVES, {
            labels: (perspective) => perspectiveLabel(perspective, nicknameSetting.nicknames),
          })}
        />
        <NicknameForm setting={nicknameSetting} />
      </div>
    </Card>
  );
}
