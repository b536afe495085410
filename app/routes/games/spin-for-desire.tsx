import { RotateCcw, Sparkles } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { GamePage, InfoCard, LiveAnnouncer } from "~/components/games/game-page";
import { useLater, useReducedMotion } from "~/components/games/hooks";
import { PositionMedia } from "~/components/position-games/position-media";
import { useLivePositions } from "~/components/position-games/use-live-positions";
import { PositionWheelGraphic } from "~/components/position-games/wheel";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { sitePageHead } from "~/lib/head";
import { buildWheelSegments, type WheelSegment } from "~/lib/position-games/wheel-segments";
import { nextRotation, segmentAtRotation, SPIN_MS } from "~/lib/position-games/wheel";
import type { Route } from "./+types/spin-for-desire";

export async function loader({ context }: Route.LoaderArgs) {
  const { positions, version } = await context.services.gamePositions.scratch.list();
  return { positions, version };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/spin-for-desire", matches);

const TIPS = [
  "Take turns spinning; whoever spins sets the mood with a song.",
  "Not feeling it? Either of you can call a re-spin, no questions asked.",
  "Agree on a signal to slow down or pause before you start.",
];

export default function SpinForDesirePage({ loaderData }: Route.ComponentProps) {
  const positions = useLivePositions(loaderData.positions, loaderData.version);
  // Rendered in list order on the server (the page may come from the HTML cache), shuffled in the browser.
  const [segments, setSegments] = useState<WheelSegment[]>(() => buildWheelSegments(loaderData.positions, () => 0.999999));
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [animate, setAnimate] = useState(true);
  const [result, setResult] = useState<{ segment: WheelSegment; index: number } | null>(null);
  const reducedMotion = useReducedMotion();
  const later = useLater();

  // A changed list (admin edit) gives a new wheel, but never in the middle of a spin.
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
    later(() => {
      const index = segmentAtRotation(target, segments.length);
      const segment = segments[index];
      setSpinning(false);
      if (segment) setResult({ segment, index });
    }, reducedMotion ? 300 : SPIN_MS);
  }

  function reset() {
    setAnimate(false);
    setRotation(0);
    setResult(null);
  }

  const centre = (
    <button
      type="button"
      onClick={spin}
      disabled={spinning || segments.length === 0}
      aria-label={spinning ? "Spinning..." : "Spin the wheel"}
      className="grid size-full place-items-center rounded-full border-4 border-bg bg-gradient-to-br from-rose to-coral p-2 text-center text-accent-fg shadow-glow disabled:cursor-not-allowed"
    >
      <span className="flex flex-col items-center gap-0.5">
        {result && !spinning ? (
          <span data-testid="wheel-result" className="line-clamp-2 text-[11px] font-semibold leading-tight">
            {result.segment.title}
          </span>
        ) : null}
        <span className="text-sm font-bold tracking-wide">{spinning ? "Spinning..." : "SPIN"}</span>
      </span>
    </button>
  );

  return (
    <GamePage path="/games/spin-for-desire" icon={Sparkles}>
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
            {(result || rotation !== 0) && !spinning ? (
              <Button variant="secondary" onClick={reset}>
                <RotateCcw aria-hidden className="size-4" /> Reset
              </Button>
            ) : null}
            <ul className="sr-only">
              {segments.map((segment) => (
                <li key={segment.id}>{`${segment.title} (${segment.category})`}</li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-5">
            {result && !spinning ? (
              <Card className="overflow-hidden p-0">
                <div className="aspect-[4/3] bg-surface-2">
                  <PositionMedia src={result.segment.image} mediaType={result.segment.mediaType} alt={result.segment.title} />
                </div>
                <div className="p-5">
                  <div className="flex flex-wrap gap-1.5">
                    <Badge tone="rose" className="capitalize">
                      {result.segment.category}
                    </Badge>
                    {result.segment.positionCategory ? <Badge>{result.segment.positionCategory}</Badge> : null}
                  </div>
                  <h2 className="mt-2 text-2xl font-semibold">{result.segment.title}</h2>
                  {result.segment.description ? <p className="mt-2 text-muted">{result.segment.description}</p> : null}
                </div>
              </Card>
            ) : (
              <Card>
                <h2 className="text-xl font-semibold">Ready when you are</h2>
                <p className="mt-2 text-muted">Press SPIN in the centre of the wheel. Where the pointer stops is your next move.</p>
              </Card>
            )}
            <InfoCard title="Tips" icon={Sparkles} items={TIPS} />
          </div>
        </div>
      )}
      <LiveAnnouncer message={spinning ? "Spinning..." : result ? `The wheel chose ${result.segment.title}` : ""} />
    </GamePage>
  );
}
