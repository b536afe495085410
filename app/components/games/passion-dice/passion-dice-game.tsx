import { Dices } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  BODY_PARTS,
  DICE_LEVEL_NAMES,
  PASSION_DICE_ROLL_MS,
  type PassionDiceOptions,
  type PassionDiceRoll,
} from "@content/games/dice";
import { SPICY_LEVELS } from "@content/games/types";
import { DiceTile } from "~/components/games/dice-tile";
import { PlayTogetherButton } from "~/components/rooms/play-together-button";
import { GamePage, LiveAnnouncer, RulesAndTips } from "~/components/games/game-page";
import { useLater, useNicknames, useReducedMotion } from "~/components/games/hooks";
import { keepPackFinishedInView, PackFinished, PackLeft } from "~/components/games/packs";
import { useGamePacks } from "~/components/games/use-game-packs";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { SavedForLater } from "~/components/games/saved-for-later";
import { useSavedForLater } from "~/lib/games/later-storage";
import { focusAndReveal } from "~/components/guides/use-focus-on-change";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  addToPassionHistory,
  DEFAULT_PASSION_DICE_OPTIONS,
  leaderText,
  passionDiceCandidates,
  passionDiceProgress,
  rollPassionDiceFrom,
  softenInPassionHistory,
  softerPassionAction,
  type PassionHistoryEntry,
} from "@domain/games/passion-dice";
import { pickOne } from "@domain/random";

import type { PASSION_DICE_RULES as PassionDiceRules, PASSION_DICE_TIPS as PassionDiceTips } from "@content/games/dice";
import type { PASSION_DICE_PACK_LIST as PassionDicePacks } from "@content/games/packs";
import { PassionDiceSettings } from "./settings";
import { RollResult } from "./roll-result";
import { RollHistory } from "./roll-history";

const FACE_SHUFFLE_MS = 90;

/** The two dice, in the order of `faces`: where, then how hot. */
const DICE_CAPTIONS = ["Where", "How hot"] as const;

/** Passion Dice on one phone: roll an action, a place and a time from the chosen pack, taking turns. */
export function PassionDiceGame(data: {
  packs: typeof PassionDicePacks;
  /** Each action's softer version, by action id ("Not tonight"). */
  softer: Readonly<Record<string, string>>;
  rules: typeof PassionDiceRules;
  tips: typeof PassionDiceTips;
}) {
  const { packs, softer, rules, tips } = data;
  const saved = useSavedForLater();
  /** The roll on screen is played as its softer version (reset by the next roll). */
  const [softened, setSoftened] = useState(false);
  const gamePacks = useGamePacks("passionDice", packs);
  const { pack, setPackId, history: packHistory, following } = gamePacks;
  const nicknameSetting = useNicknames();
  const { nicknames } = nicknameSetting;
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

  const progress = passionDiceProgress(pack.items, options, gamePacks.seenOf(pack));

  const softerText = result
    ? softerPassionAction(result, (id) => (Object.hasOwn(softer, id) ? softer[id] : undefined))
    : undefined;

  /** Not tonight → the softer version: the same roll (place, time, leader), gentler, played as the roll. */
  function takeSofter() {
    if (!result || !softerText) return;
    setSoftened(true);
    // The history remembers what was played: the softer action, marked as such.
    const played = rollCount.current;
    setHistory((current) => softenInPassionHistory(current, played, softerText));
    setAnnouncement(
      `Softer version: ${softerText} For ${result.duration}. ${leaderText(result.perspective, nicknames)}.`,
    );
    keepInViewSoon("[data-testid='pd-result']", "[data-play='pd-roll']");
  }

  /** Not tonight → Save for later: the action waits in "Saved for later" and the dice roll on, as after playing it. */
  function saveForLater() {
    if (!result || rolling) return;
    saved.save({ game: "passion-dice", ref: result.id, text: result.action, at: new Date().toISOString() });
    roll(pack, "Saved for later. ");
  }

  function roll(from = pack, said = "") {
    if (rolling) return;
    const seen = packHistory.seen(from.id);
    if (passionDiceProgress(from.items, options, seen).finished) {
      setFinished(true);
      setResult(null);
      setAnnouncement(`You have rolled every action of ${from.name} for these settings.`);
      keepPackFinishedInView();
      return;
    }
    setFinished(false);
    const next = rollPassionDiceFrom(
      from.items,
      options,
      seen,
      Math.random,
      history.map((entry) => entry.roll.perspective),
    );
    packHistory.remember(from.id, next.seen);
    setRolling(true);
    setSoftened(false);
    setAnnouncement(`${said}Rolling the dice…`);
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
      keepInViewSoon("[data-testid='pd-result']", "[data-play='pd-roll']");
    }, PASSION_DICE_ROLL_MS);
  }

  /** The finished screen's "Change settings": the settings card, its heading focused, under the header. */
  function showSettings() {
    setFinished(false);
    requestAnimationFrame(() => focusAndReveal(document.querySelector<HTMLElement>("[data-play='pd-settings']")));
  }

  function restartPack() {
    packHistory.forget(pack.id, passionDiceCandidates(pack.items, options));
    roll();
  }

  return (
    <GamePage path="/games/passion-dice" icon={Dices}>
      <PlayTogetherButton game="passion-dice" />
      <LiveAnnouncer message={announcement} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PassionDiceSettings
            packs={gamePacks}
            options={options}
            set={set}
            rolling={rolling}
            nicknameSetting={nicknameSetting}
            onPack={(id) => {
              setPackId(id);
              setFinished(false);
            }}
          />

          {/* The dice come first, so Roll is on the first screen of a phone; the settings follow. */}
          <Card className="order-first p-5 text-center sm:p-7">
            <div className="mx-auto grid max-w-sm grid-cols-2 gap-4">
              {DICE_CAPTIONS.map((caption, index) => (
                <DiceTile
                  key={caption}
                  caption={caption}
                  face={faces[index]}
                  rolling={rolling}
                  idle={!result && !rolling}
                  reducedMotion={reducedMotion}
                />
              ))}
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
                  onNext={() => gamePacks.playNext((next) => roll(next))}
                  onRestart={restartPack}
                  onSettings={showSettings}
                  what="action"
                />
              </div>
            ) : null}

            <RollResult
              result={result}
              rolling={rolling}
              nicknames={nicknames}
              restarted={restarted}
              softer={softened && softerText ? softerText : null}
              hasSofter={softerText !== undefined && !softened}
              onSofter={takeSofter}
              onLater={saveForLater}
            />
          </Card>
        </div>

        <RollHistory history={history} />
      </div>

      <SavedForLater game="passion-dice" className="mt-6" />

      <RulesAndTips label="Rules and tips" rules={rules} tips={tips} />
    </GamePage>
  );
}
