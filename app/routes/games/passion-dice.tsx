import { Clock, Dices, History, Lightbulb, MapPin, ScrollText, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  BODY_PARTS,
  DICE_LEVEL_NAMES,
  PASSION_DICE_HISTORY_LIMIT,
  PASSION_DICE_INTENSITIES,
  PASSION_DICE_INTENSITY_LEVELS,
  PASSION_DICE_LOCATIONS,
  PASSION_DICE_MODE_DESCRIPTIONS,
  PASSION_DICE_MODES,
  PASSION_DICE_PERSPECTIVES,
  PASSION_DICE_ROLL_MS,
  PASSION_DICE_RULES,
  PASSION_DICE_TIPS,
  passionDiceCandidates,
  type PassionDiceOptions,
  type PassionDiceRoll,
} from "@content/games/dice";
import { PASSION_DICE_PACK_LIST } from "@content/games/packs";
import { nextPack, packById } from "@content/games/packs/choose";
import { SPICY_LEVELS } from "@content/games/types";
import { ChoiceGroup } from "~/components/games/choice-group";
import { DiceTile } from "~/components/games/dice-tile";
import { PlayTogetherButton } from "~/components/together/play-together-button";
import { GamePage, InfoCard, LiveAnnouncer, StartOverNote } from "~/components/games/game-page";
import { useLater, useNicknames, usePackChoice, usePackHistories, useReducedMotion } from "~/components/games/hooks";
import { NicknameForm } from "~/components/games/nickname-form";
import { PackFinished, PackLeft, PackPicker } from "~/components/games/packs";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { LevelMeter } from "~/components/games/level-meter";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { forgetPool } from "@domain/games/no-repeat";
import {
  addToPassionHistory,
  DEFAULT_PASSION_DICE_OPTIONS,
  leaderText,
  passionDiceProgress,
  perspectiveLabel,
  rollPassionDiceFrom,
  type PassionHistoryEntry,
} from "@domain/games/passion-dice";
import { pickOne } from "@domain/random";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/passion-dice";

// The actions travel in the loader data, not in the page's JavaScript.
export function loader() {
  return { packs: PASSION_DICE_PACK_LIST, rules: PASSION_DICE_RULES, tips: PASSION_DICE_TIPS };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/passion-dice", matches);

const FACE_SHUFFLE_MS = 90;

export default function PassionDice({ loaderData }: Route.ComponentProps) {
  const { packs, rules, tips } = loaderData;
  const packIds = packs.map((pack) => pack.id);
  const [packId, setPackId] = usePackChoice("passionDice", packIds);
  const pack = packById(packs, packId);
  const packHistory = usePackHistories("passionDice", packIds);
  const [nicknames, setNicknames] = useNicknames();
  const [finished, setFinished] = useState(false);
  const [options, setOptions] = useState<PassionDiceOptions>(DEFAULT_PASSION_DICE_OPTIONS);
  const [rolling, setRolling] = useState(false);
  const [result, setResult] = useState<PassionDiceRoll | null>(null);
  const [restarted, setRestarted] = useState(false);
  const [history, setHistory] = useState<PassionHistoryEntry[]>([]);
  const [faces, setFaces] = useState<[string, string]>(["Where?", "How hot?"]);
  const [announcement, setAnnouncement] = useState("");
  const reducedMotion = useReducedMotion();
  const later = useLater();
  const shuffle = useRef<ReturnType<typeof setInterval> | null>(null);
  const rollCount = useRef(0);

  useEffect(
    () => () => {
      if (shuffle.current) clearInterval(shuffle.current);
    },
    [],
  );

  function set<K extends keyof PassionDiceOptions>(key: K, value: PassionDiceOptions[K]) {
    setOptions((current) => ({ ...current, [key]: value }));
    // Other settings may still have actions left: the finished screen waits for the next roll.
    setFinished(false);
  }

  const progress = passionDiceProgress(pack.items, options, packHistory.histories[pack.id] ?? []);
  const following = packs.length > 1 ? nextPack(packs, pack.id) : null;

  function roll(from = pack) {
    if (rolling) return;
    const seen = packHistory.seen(from.id);
    if (passionDiceProgress(from.items, options, seen).finished) {
      setFinished(true);
      setResult(null);
      setAnnouncement(`You have rolled every action of ${from.name} for these settings.`);
      return;
    }
    setFinished(false);
    const next = rollPassionDiceFrom(from.items, options, seen);
    packHistory.remember(from.id, next.seen);
    setRolling(true);
    setAnnouncement("Rolling the dice…");
    if (!reducedMotion) {
      shuffle.current = setInterval(() => {
        setFaces([pickOne(BODY_PARTS) ?? "", DICE_LEVEL_NAMES[pickOne(SPICY_LEVELS) ?? 1]]);
      }, FACE_SHUFFLE_MS);
    }
    later(() => {
      if (shuffle.current) clearInterval(shuffle.current);
      shuffle.current = null;
      rollCount.current += 1;
      setRolling(false);
      setResult(next.roll);
      setRestarted(next.restarted);
      setFaces([next.roll.bodyPart, next.roll.levelName]);
      setHistory((current) => addToPassionHistory(current, { n: rollCount.current, roll: next.roll }));
      setAnnouncement(
        `${next.roll.bodyPart}, ${next.roll.levelName}. ${next.roll.action} For ${next.roll.duration}. ${leaderText(next.roll.perspective, nicknames)}.`,
      );
      keepInViewSoon(
        () => document.querySelector("[data-testid='pd-result']"),
        () => document.querySelector("[data-play='pd-roll']"),
      );
    }, PASSION_DICE_ROLL_MS);
  }

  function playNextPack() {
    if (!following) return;
    setPackId(following.id);
    roll(following);
  }

  function restartPack() {
    const pool = passionDiceCandidates(pack.items, options);
    packHistory.remember(
      pack.id,
      forgetPool(packHistory.seen(pack.id), pool, (action) => action.id),
    );
    roll();
  }

  return (
    <GamePage path="/games/passion-dice" icon={Dices}>
      <PlayTogetherButton game="passion-dice" />
      <LiveAnnouncer message={announcement} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-5 sm:p-7">
            <h2 className="text-2xl font-semibold">Set the mood</h2>
            <p className="mt-1 text-sm text-muted">Changes apply from the next roll.</p>
            <div className="mt-5 space-y-6">
              <PackPicker
                name="pd-pack"
                disabled={rolling}
                value={pack.id}
                onChange={(id) => {
                  setPackId(id);
                  setFinished(false);
                }}
                packs={packs.map((entry) => {
                  const counts = passionDiceProgress(entry.items, options, packHistory.histories[entry.id] ?? []);
                  return {
                    id: entry.id,
                    name: entry.name,
                    description: entry.description,
                    total: counts.total,
                    left: counts.left,
                  };
                })}
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
                  label: perspectiveLabel(perspective, nicknames),
                }))}
              />
              <NicknameForm nicknames={nicknames} onChange={setNicknames} />
            </div>
          </Card>

          {/* The dice come first, so Roll is on the first screen of a phone; the settings follow. */}
          <Card className="order-first p-5 text-center sm:p-7">
            <div className="mx-auto grid max-w-sm grid-cols-2 gap-4">
              <DiceTile
                caption="Where"
                face={faces[0]}
                rolling={rolling}
                idle={!result && !rolling}
                reducedMotion={reducedMotion}
              />
              <DiceTile
                caption="How hot"
                face={faces[1]}
                rolling={rolling}
                idle={!result && !rolling}
                reducedMotion={reducedMotion}
              />
            </div>
            <Button
              data-play="pd-roll"
              size="lg"
              className="mt-6 w-full sm:w-auto"
              onClick={() => roll()}
              disabled={rolling}
            >
              <Dices aria-hidden className={rolling && !reducedMotion ? "size-5 animate-spin" : "size-5"} />
              {rolling ? "Rolling…" : "Roll for Passion"}
            </Button>
            <PackLeft className="mt-3" left={progress.left} packName={pack.name} />
            {finished ? (
              <div className="mt-6 text-left">
                <PackFinished
                  packName={pack.name}
                  next={following}
                  onNext={playNextPack}
                  onRestart={restartPack}
                  what="action"
                />
              </div>
            ) : null}

            {result && !rolling ? (
              <div data-testid="pd-result" className="mt-7 rounded-2xl border border-rose/40 bg-rose/5 p-5 text-left">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="rose">{result.bodyPart}</Badge>
                  <LevelMeter level={result.spicyLevel} label={result.levelName} />
                </div>
                <p className="mt-4 font-display text-xl leading-snug sm:text-2xl">{result.action}</p>
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
          </Card>
        </div>

        <aside aria-labelledby="pd-history" className="hidden md:block">
          <Card className="sticky top-20">
            <h2 id="pd-history" className="flex items-center gap-2 text-lg font-semibold">
              <History aria-hidden className="size-5 text-rose" />
              Previous rolls
            </h2>
            {history.length === 0 ? (
              <p className="mt-3 text-sm text-muted">
                Your last {PASSION_DICE_HISTORY_LIMIT} rolls will appear here, newest first.
              </p>
            ) : (
              <ol data-testid="pd-history" className="mt-3 space-y-3">
                {history.map((entry) => (
                  <li key={entry.n} className="rounded-xl bg-surface-2 p-3 text-sm">
                    <p className="flex items-center justify-between gap-2 text-xs text-muted">
                      <span>Roll {entry.n}</span>
                      <span>
                        {entry.roll.bodyPart} · {entry.roll.levelName}
                      </span>
                    </p>
                    <p className="mt-1 line-clamp-3">{entry.roll.action}</p>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </aside>
      </div>

      <section aria-label="Rules and tips" className="mt-10 grid gap-4 md:grid-cols-2">
        <InfoCard title="How to play" icon={ScrollText} items={rules} ordered />
        <InfoCard title="Tips" icon={Lightbulb} items={tips} />
      </section>
    </GamePage>
  );
}
