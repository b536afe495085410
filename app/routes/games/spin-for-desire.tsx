import { Sparkles } from "lucide-react";
import { useEffect } from "react";
import { keepInView, keepInViewSoon } from "~/components/games/keep-in-view";
import { InfoCard } from "~/components/games/game-page";
import { useLivePositions } from "~/components/position-games/use-live-positions";
import { useWheelSpin, WheelGame, WheelResetButton } from "~/components/position-games/wheel-game";
import { WheelResultCard } from "~/components/position-games/wheel-result-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { loadLivePositions } from "~/lib/games/live-positions.server";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/spin-for-desire";

export function loader({ context }: Route.LoaderArgs) {
  return loadLivePositions(context);
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/spin-for-desire", matches);

const TIPS = [
  "Take turns spinning; whoever spins sets the mood with a song.",
  "Not feeling it? Either of you can call a re-spin, no questions asked.",
  "Agree on a signal to slow down or pause before you start.",
];

export default function SpinForDesirePage({ loaderData }: Route.ComponentProps) {
  const positions = useLivePositions(loaderData.positions, loaderData.version);
  const wheel = useWheelSpin(positions);
  const { segments, spinning, result, spin } = wheel;

  // When the wheel stops, its result and "Spin again" come into view (on a phone they sit below the wheel).
  useEffect(() => {
    if (!result || spinning) return;
    keepInViewSoon("[data-play='sfd-result']", "[data-play='sfd-next']");
  }, [result, spinning]);

  function spinAgain() {
    spin();
    requestAnimationFrame(() => keepInView(document.querySelector("[data-play='wheel']")));
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
    <WheelGame
      game="spin-for-desire"
      icon={Sparkles}
      wheel={wheel}
      centre={centre}
      controls={
        <>
          <WheelResetButton wheel={wheel} />
          <ul className="sr-only">
            {segments.map((segment) => (
              <li key={segment.id}>{`${segment.title} (${segment.category})`}</li>
            ))}
          </ul>
        </>
      }
      aside={
        <>
          {result && !spinning ? (
            <WheelResultCard
              data-play="sfd-result"
              segment={result.segment}
              mediaClassName="aspect-[16/9]"
              badges={
                <div className="flex flex-wrap gap-1.5">
                  <Badge tone="rose" className="capitalize">
                    {result.segment.category}
                  </Badge>
                  {result.segment.positionCategory ? <Badge>{result.segment.positionCategory}</Badge> : null}
                </div>
              }
              action={
                <Button data-play="sfd-next" className="mt-4 w-full sm:w-auto" onClick={spinAgain}>
                  <Sparkles aria-hidden className="size-4" /> Spin again
                </Button>
              }
            />
          ) : (
            <Card>
              <h2 className="text-xl font-semibold">Ready when you are</h2>
              <p className="mt-2 text-muted">
                Press SPIN in the centre of the wheel. Where the pointer stops is your next move.
              </p>
            </Card>
          )}
          <InfoCard title="Tips" icon={Sparkles} items={TIPS} />
        </>
      }
    />
  );
}
