/** A Passion Dice roll as drawn: the place and heat, the action, how long, who leads and where. */
import { CareNote } from "~/components/games/care-note";
import type { Nicknames } from "@domain/games/nicknames";
import { Clock, MapPin, UserRound } from "lucide-react";
import type { PassionDiceRoll } from "@content/games/dice";
import { StartOverNote } from "~/components/games/game-page";
import { LevelMeter } from "~/components/games/level-meter";
import { NotTonight, SofterLabel } from "~/components/games/not-tonight";
import { Badge } from "~/components/ui/badge";
import { leaderText } from "@domain/games/passion-dice";

export function RollResult({
  result,
  rolling,
  nicknames,
  restarted,
  softer,
  hasSofter,
  onSofter,
  onLater,
}: {
  result: PassionDiceRoll | null;
  rolling: boolean;
  nicknames: Nicknames;
  restarted: boolean;
  /** The softer version being played instead of the action ("Not tonight"), or null. */
  softer: string | null;
  /** A softer version is written for this action and not taken yet. */
  hasSofter: boolean;
  onSofter: () => void;
  onLater: () => void;
}) {
  const text = softer ?? result?.action ?? "";
  return (
    <>
      {result && !rolling ? (
        <div data-testid="pd-result" className="mt-7 rounded-2xl border border-rose/40 bg-rose/5 p-5 text-left">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="rose">{result.bodyPart}</Badge>
            <LevelMeter level={result.spicyLevel} label={result.levelName} />
            {softer !== null ? <SofterLabel /> : null}
          </div>
          <p
            data-testid="pd-action"
            data-card-id={result.id}
            data-softer={softer !== null ? "true" : undefined}
            className="mt-4 font-display text-xl leading-snug sm:text-2xl"
          >
            {text}
          </p>
          <CareNote text={text} className="mt-2" />
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
          <NotTonight key={result.id} className="mt-3" hasSofter={hasSofter} onSofter={onSofter} onLater={onLater} />
        </div>
      ) : !result && !rolling ? (
        <p className="mt-5 text-sm text-muted">
          Roll now, or set the mood below first. Either of you can re-roll or skip anything.
        </p>
      ) : null}
    </>
  );
}
