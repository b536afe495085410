import { RotateCcw, type LucideIcon } from "lucide-react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { GamePage, LiveAnnouncer } from "~/components/games/game-page";
import { PlayTogetherButton } from "~/components/rooms/play-together-button";
import { useLater, useReducedMotion } from "~/components/games/hooks";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { ServerPosition } from "@domain/position-games/types";
import { buildWheelSegments, type WheelSegment } from "@domain/position-games/wheel-segments";
import { nextRotation, segmentAtRotation, SPIN_MS } from "@domain/position-games/wheel";
import { PositionWheelGraphic } from "./wheel";

/** Keeps the list order (Fisher-Yates with 0.999… swaps every item with itself). */
const NO_SHUFFLE = () => 0.999999;

export interface WheelSpin {
  segments: readonly WheelSegment[];
  rotation: number;
  spinning: boolean;
  animate: boolean;
  /** The segment the pointer stopped on, once the wheel has stopped. */
  result: { segment: WheelSegment; index: number } | null;
  spin: () => void;
  reset: () => void;
}

/**
 * The spin of a 12-segment position wheel. The server renders the list in order (the page may come from the
 * HTML cache); the browser then deals a shuffled wheel, and deals again when the list changes (an admin edit),
 * but never in the middle of a spin.
 */
export function useWheelSpin(positions: readonly ServerPosition[]): WheelSpin {
  const [segments, setSegments] = useState<WheelSegment[]>(() => buildWheelSegments(positions, NO_SHUFFLE));
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [animate, setAnimate] = useState(true);
  const [result, setResult] = useState<WheelSpin["result"]>(null);
  const reducedMotion = useReducedMotion();
  const later = useLater();

  const key = useMemo(() => positions.map((p) => `${p.id}:${p.title}:${p.image}`).join("|"), [positions]);
  useEffect(() => {
    if (spinning) return;
    setSegments(buildWheelSegments(positions, Math.random));
    setResult(null);
    setAnimate(false);
    setRotation(0);
    // Only a changed list (or the first mount) deals a new wheel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  function spin() {
    if (spinning || segments.length === 0) return;
    const target = nextRotation(rotation, Math.random);
    setAnimate(!reducedMotion);
    setSpinning(true);
    setResult(null);
    setRotation(target);
    later(
      () => {
        const index = segmentAtRotation(target, segments.length);
        const segment = segments[index];
        setSpinning(false);
        if (segment) setResult({ segment, index });
      },
      reducedMotion ? 300 : SPIN_MS,
    );
  }

  function reset() {
    setAnimate(false);
    setRotation(0);
    setResult(null);
  }

  return { segments, rotation, spinning, animate, result, spin, reset };
}

/** "Reset", once the wheel has turned and while it is not spinning. */
export function WheelResetButton({ wheel }: { wheel: WheelSpin }) {
  const { result, rotation, spinning, reset } = wheel;
  return (result || rotation !== 0) && !spinning ? (
    <Button variant="secondary" onClick={reset}>
      <RotateCcw aria-hidden className="size-4" /> Reset
    </Button>
  ) : null;
}

/**
 * The page of a position wheel game: the wheel with the game's centre and controls under it, the game's side
 * column, a message when no position exists, and the spoken result.
 */
export function WheelGame({
  game,
  icon,
  wheel,
  centre,
  controls,
  aside,
  children,
}: {
  /** The wheel's id: its page is /games/<game>, and the "Play on two phones" entry above the game opens its room. */
  game: "position-wheel" | "spin-for-desire";
  icon: LucideIcon;
  wheel: WheelSpin;
  centre: ReactNode;
  controls: ReactNode;
  aside: ReactNode;
  /** Anything after the game, e.g. a details dialog. */
  children?: ReactNode;
}) {
  const { segments, rotation, animate, result, spinning } = wheel;
  return (
    <GamePage path={`/games/${game}`} icon={icon}>
      <PlayTogetherButton game={game} />
      {segments.length === 0 ? (
        <Card className="mx-auto max-w-xl text-center">
          <h2 className="text-xl font-semibold">No Positions Available</h2>
          <p className="mt-2 text-muted">New positions will appear here soon. Please check back later.</p>
        </Card>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col items-center gap-5">
            <PositionWheelGraphic
              segments={segments}
              rotation={rotation}
              animate={animate}
              centre={centre}
              highlight={result && !spinning ? result.index : null}
            />
            {controls}
          </div>
          <div className="flex flex-col gap-5">{aside}</div>
        </div>
      )}
      {children}
      <LiveAnnouncer message={spinning ? "Spinning..." : result ? `The wheel chose ${result.segment.title}` : ""} />
    </GamePage>
  );
}
