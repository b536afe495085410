/** A Passion Dice roll as drawn: the place and heat, the action, how long, who leads and where. */
import { CareNote } from "~/components/games/care-note";
import type { Nicknames } from "@domain/games/nicknames";
import { Clock, MapPin, UserRound } from "lucide-react";
import type { PassionDiceRoll } from "@content/games/dice";
import { StartOverNote } from "~/components/games/game-page";
import { LevelMeter } from "~/components/games/level-meter";
import { Badge } from "~/components/ui/badge";
import { leaderText } from "@domain/games/passion-dice";

export function RollResult({
  result,
  rolling,
  nicknames,
  restarted,
}: {
  result: PassionDiceRoll | null;
  rolling: boolean;
  nicknames: Nicknames;
  restarted: boolean;
}) {
  return (
    <>
      {result && !rolling ? (
        <div data-testid="pd-result" className="mt-7 rounded-2xl border border-rose/40 bg-rose/5 p-5 text-left">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="rose">{result.bodyPart}</Badge>
            <LevelMeter level={result.spicyLevel} label={result.levelName} />
          </div>
          <p className="mt-4 font-display text-xl leading-snug sm:text-2xl">{result.action}</p>
          <CareNote text={result.action} className="mt-2" />
          <ul className="mt-4 grid gap-2 text-sm text-muted sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-gold" />
              {result.duration}
            </li>
            <li className="flex items-center gap-2">
              <UserRound aria-hidden className="size-4 text-gold" />
              <span data-testid="pd-leader">{leaderText(result.perspective, nicknames)}</span>
            </li>
            <li className="flex items-start gap-2 sm:col-span-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
              <span>
                <strong className="text-fg">{result.location}:</strong> {result.locationTip}
              </span>
            </li>
          </ul>
          <StartOverNote show={restarted}>
            You have rolled every action these settings allow, so the dice start over.
          </StartOverNote>
        </div>
      ) : !result && !rolling ? (
        <p className="mt-5 text-sm text-muted">
          Roll now, or set the mood below first. Either of you can re-roll or skip anything.
        </p>
      ) : null}
    </>
  );
}
