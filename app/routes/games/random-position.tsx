import { Shuffle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { GamePage, InfoCard, LiveAnnouncer } from "~/components/games/game-page";
import { useLater, useReducedMotion } from "~/components/games/hooks";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { PositionMedia } from "~/components/position-games/position-media";
import { useLivePositions } from "~/components/position-games/use-live-positions";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { loadLivePositions } from "~/lib/games/live-positions.server";
import { sitePageHead } from "~/lib/head";
import { planRandomReveal, RANDOM_CYCLE_MS, RANDOM_FINAL_DELAY_MS } from "@domain/position-games/random-position";
import type { Route } from "./+types/random-position";

export function loader({ context }: Route.LoaderArgs) {
  return loadLivePositions(context);
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/random-position", matches);

const TIPS = [
  "Read the description together before you try it.",
  "Skip anything that does not feel right tonight; there is always another one.",
  "Pillows help with almost everything.",
];

export default function RandomPositionPage({ loaderData }: Route.ComponentProps) {
  const positions = useLivePositions(loaderData.positions, loaderData.version);
  const [shownId, setShownId] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [generated, setGenerated] = useState(false);
  const reducedMotion = useReducedMotion();
  const later = useLater();
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );
  const shown = positions.find((position) => position.id === shownId) ?? null;

  function generate() {
    if (revealing || positions.length === 0) return;
    const list = positions;
    const current = shown ? list.indexOf(shown) : -1;
    const plan = planRandomReveal(list.length, Math.random, current);
    setRevealing(true);
    const finish = () => {
      setShownId(list[plan.final]?.id ?? null);
      setRevealing(false);
      setGenerated(true);
      // On a phone the picture fills the screen: its name and "Get Another Position" come into view under it.
      keepInViewSoon("[data-testid='random-result']", "[data-play='random-next']");
    };
    if (reducedMotion) {
      later(finish, RANDOM_FINAL_DELAY_MS);
      return;
    }
    let step = 0;
    timer.current = setInterval(() => {
      const index = plan.cycle[step++];
      if (index !== undefined) setShownId(list[index]?.id ?? null);
      if (step >= plan.cycle.length && timer.current) {
        clearInterval(timer.current);
        timer.current = null;
        later(finish, RANDOM_FINAL_DELAY_MS);
      }
    }, RANDOM_CYCLE_MS);
  }

  return (
    <GamePage path="/games/random-position" icon={Shuffle}>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
        <Card className="overflow-hidden p-0">
          <div className="aspect-[4/3] bg-surface-2">
            {shown ? (
              <PositionMedia
                src={shown.image}
                mediaType={shown.mediaType}
                alt={shown.title}
                width={800}
                height={600}
                eager
              />
            ) : (
              <div className="grid h-full place-items-center p-6 text-center text-muted">
                {positions.length === 0 ? (
                  <p>Positions will appear here once they're added by the admin.</p>
                ) : (
                  <p className="flex flex-col items-center gap-3">
                    <Shuffle aria-hidden className="size-10 text-rose" />
                    {`${positions.length} positions are waiting. Let chance choose one.`}
                  </p>
                )}
              </div>
            )}
          </div>
          <div className="flex flex-col gap-4 p-5">
            {shown && !revealing ? (
              <div data-testid="random-result">
                <div className="flex flex-wrap gap-1.5">
                  {shown.category ? <Badge tone="rose">{shown.category}</Badge> : null}
                  {shown.difficulty ? <Badge tone="gold">{shown.difficulty}</Badge> : null}
                </div>
                <h2 className="mt-2 text-2xl font-semibold">{shown.title}</h2>
                {shown.description ? <p className="mt-2 text-muted">{shown.description}</p> : null}
              </div>
            ) : revealing ? (
              <p className="text-muted">Choosing…</p>
            ) : null}
            <Button
              size="lg"
              data-play="random-next"
              onClick={generate}
              disabled={positions.length === 0 || revealing}
              className="self-stretch !px-4 leading-tight sm:self-center sm:!px-7"
            >
              <Shuffle aria-hidden className="size-5" />
              {generated ? "Get Another Position" : "Generate Random Position"}
            </Button>
          </div>
        </Card>
        <InfoCard title="Make it yours" icon={Shuffle} items={TIPS} />
      </div>
      <LiveAnnouncer message={shown && !revealing ? `Your position: ${shown.title}` : ""} />
    </GamePage>
  );
}
