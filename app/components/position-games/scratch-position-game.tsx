import { CheckCircle2, Hand, ImageOff, LockOpen, Plus, Sparkles, Trophy } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { GamePage, LiveAnnouncer } from "~/components/games/game-page";
import { useReducedMotion } from "~/components/games/hooks";
import { ScratchCard } from "~/components/position-games/scratch-card";
import { useLivePositions } from "~/components/position-games/use-live-positions";
import { Button } from "~/components/ui/button";
import { Card, StepNumber } from "~/components/ui/card";
import {
  clampVisibleCount,
  nextExpiry,
  nextVisibleCount,
  parseReveals,
  revealProgress,
  type RevealMap,
} from "@domain/position-games/scratch";
import { STORAGE_KEYS } from "@domain/position-games/types";

import type { ServerPosition } from "@domain/position-games/types";
import { deviceStorage, readDeviceText, writeDeviceText } from "~/lib/device-storage";

const INTRO_STEPS = [
  { title: "Scratch a card", text: "Drag a finger or the mouse across a card, or press its Reveal button." },
  { title: "Discover a position", text: "Each card hides a position with a short description of its mood." },
  {
    title: "Try it together",
    text: "Talk it over, go slowly, and keep what you both enjoy. Reveals stay on this device for a day.",
  },
];

// Private mode or full storage: the game still works for this visit.
const readStorage = (key: string) => readDeviceText(deviceStorage(), key);
const writeStorage = (key: string, value: string) => void writeDeviceText(deviceStorage(), key, value);

/** Scratch a position: scratch cards revealed one by one, remembered on the device, with a short intro when asked for. */
export function ScratchPositionGame(data: { positions: ServerPosition[]; version: number; showIntro: boolean }) {
  const positions = useLivePositions(data.positions, data.version);
  const [introOpen, setIntroOpen] = useState(data.showIntro);
  const [reveals, setReveals] = useState<RevealMap>({});
  const [storedVisible, setStoredVisible] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const reducedMotion = useReducedMotion();
  const total = positions.length;
  const visible = clampVisibleCount(storedVisible, total);

  // Device-kept state, read after hydration (never during the server render).
  useEffect(() => {
    setReveals(parseReveals(readStorage(STORAGE_KEYS.revealed), Date.now()));
    const stored = readStorage(STORAGE_KEYS.visibleCount);
    if (stored !== null) setStoredVisible(Number(stored));
    if (window.location.hash === "#start") setIntroOpen(false);
  }, []);

  // Cover cards again when their 24 h run out while the page is open.
  useEffect(() => {
    const wait = nextExpiry(reveals, Date.now());
    if (wait === null) return;
    const timer = setTimeout(
      () => setReveals((current) => parseReveals(JSON.stringify(current), Date.now())),
      Math.min(wait + 50, 2_147_000_000),
    );
    return () => clearTimeout(timer);
  }, [reveals]);

  const reveal = useCallback((id: string) => {
    setReveals((current) => {
      if (id in current) return current;
      const next = { ...current, [id]: Date.now() };
      writeStorage(STORAGE_KEYS.revealed, JSON.stringify(next));
      return next;
    });
  }, []);

  const ids = useMemo(() => positions.map((position) => position.id), [positions]);
  const progress = revealProgress(ids, reveals);
  const allDone = total > 0 && progress.revealed === total;

  useEffect(() => {
    if (progress.revealed > 0)
      setAnnouncement(allDone ? "All Positions Unlocked" : `${progress.revealed} of ${total} revealed`);
  }, [progress.revealed, total, allDone]);

  function showMore() {
    const next = nextVisibleCount(visible, total);
    setStoredVisible(next);
    writeStorage(STORAGE_KEYS.visibleCount, String(next));
  }

  function start() {
    setIntroOpen(false);
    requestAnimationFrame(() =>
      document.getElementById("start")?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth" }),
    );
  }

  return (
    <GamePage path="/games/scratch-position" icon={Sparkles}>
      {introOpen ? (
        <Card className="mx-auto mb-10 max-w-3xl text-center">
          <h2 className="text-2xl font-semibold">How it works</h2>
          <ol className="mt-6 grid gap-4 text-left sm:grid-cols-3">
            {INTRO_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-border bg-surface-2 p-4">
                <StepNumber index={index} solid />
                <h3 className="mt-3 font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
          <Button size="lg" className="mt-6" onClick={start}>
            <Hand aria-hidden className="size-5" /> Start Exploring
          </Button>
        </Card>
      ) : null}

      <section id="start" aria-labelledby="scratch-heading" className="scroll-mt-20">
        <h2 id="scratch-heading" className="sr-only">
          Scratch cards
        </h2>
        {total === 0 ? (
          <Card className="mx-auto max-w-xl text-center">
            <ImageOff aria-hidden className="mx-auto size-10 text-muted" />
            <h3 className="mt-3 text-xl font-semibold">No Positions Available</h3>
            <p className="mt-2 text-muted">New positions will appear here soon. Please check back later.</p>
          </Card>
        ) : (
          <>
            <div className="mx-auto mb-6 max-w-xl">
              <div className="flex items-center justify-between text-sm font-semibold">
                <span className="flex items-center gap-1.5">
                  <LockOpen aria-hidden className="size-4 text-rose" />
                  <span data-testid="scratch-counter">
                    {progress.revealed}/{total}
                  </span>
                  <span className="font-normal text-muted">revealed</span>
                </span>
                <span className="text-muted">{progress.percent}%</span>
              </div>
              <div
                role="progressbar"
                aria-label="Positions revealed"
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={progress.revealed}
                className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-2"
              >
                <div
                  className="h-full rounded-full bg-gradient-to-r from-rose to-coral transition-[width]"
                  style={{ width: `${progress.percent}%` }}
                />
              </div>
              {allDone ? (
                <p className="mt-3 flex items-center justify-center gap-2 font-semibold text-gold">
                  <Trophy aria-hidden className="size-5" /> All Positions Unlocked
                </p>
              ) : null}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              {positions.slice(0, visible).map((position, index) => (
                <ScratchCard
                  key={position.id}
                  position={position}
                  index={index}
                  revealed={position.id in reveals}
                  onReveal={reveal}
                  reducedMotion={reducedMotion}
                />
              ))}
            </div>
            <div className="mt-8 flex flex-col items-center gap-2">
              {visible < total ? (
                <Button variant="secondary" onClick={showMore}>
                  <Plus aria-hidden className="size-4" /> Show More (+{Math.min(4, total - visible)})
                </Button>
              ) : (
                <p className="flex items-center gap-2 text-sm text-muted">
                  <CheckCircle2 aria-hidden className="size-4 text-success" /> {`All ${total} cards are showing.`}
                </p>
              )}
              <p className="text-sm text-muted">{`Showing ${Math.min(visible, total)} of ${total}`}</p>
            </div>
          </>
        )}
      </section>
      <LiveAnnouncer message={announcement} />
    </GamePage>
  );
}
