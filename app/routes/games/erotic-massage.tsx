import { formatTrackTime } from "~/lib/games/massage-audio";
import { AlertTriangle, Clock, HandHeart, Lightbulb, Music, Play, Sparkles } from "lucide-react";
import { useState } from "react";
import {
  MASSAGE_BENEFITS,
  MASSAGE_MOOD_LABELS,
  MASSAGE_MOODS,
  MASSAGE_STEPS,
  MASSAGE_TECHNIQUES,
  MASSAGE_TRACKS,
  type MassageMood,
} from "@content/games/massage";
import { GamePage, InfoCard, LiveAnnouncer } from "~/components/games/game-page";
import { MassagePlayerBar, useDemoTonePlayer } from "~/components/games/massage-player";
import { Card, TextList } from "~/components/ui/card";
import { TitledCard } from "~/components/guides/activity-chrome";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/home/tabs";
import { cx } from "~/lib/class-names";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/erotic-massage";

// The steps, techniques and tracks travel in the loader data, not in the page's JavaScript.
export function loader() {
  return { steps: MASSAGE_STEPS, benefits: MASSAGE_BENEFITS, techniques: MASSAGE_TECHNIQUES, tracks: MASSAGE_TRACKS };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/erotic-massage", matches);

const MOOD_INTROS: Record<MassageMood, string> = {
  sensual: "Low, slow and warm: for long glides and an unhurried evening.",
  romantic: "Soft and tender: for closeness, eye contact and easy conversation.",
  passionate: "Brighter and bolder: for when the massage is only the beginning.",
};

export default function EroticMassage({ loaderData }: Route.ComponentProps) {
  const { steps, benefits, techniques, tracks } = loaderData;
  const [mood, setMood] = useState<MassageMood>("sensual");
  const player = useDemoTonePlayer();

  return (
    <GamePage path="/games/erotic-massage" icon={HandHeart}>
      <LiveAnnouncer message={player.track && player.status === "playing" ? `Playing ${player.track.title}` : ""} />
      <section aria-labelledby="massage-music" className="mx-auto max-w-3xl">
        <Card className="p-5 sm:p-7">
          <h2 id="massage-music" className="flex items-center gap-2 text-2xl font-semibold">
            <Music aria-hidden className="size-6 text-rose" />
            Set the mood
          </h2>
          <p className="mt-1 text-muted">
            Pick a mood, then a track. Each is ambient sound generated on this device (no recordings, nothing
            downloaded), as long as it says.
          </p>
          <Tabs value={mood} onValueChange={(value) => setMood(value as MassageMood)} className="mt-5">
            <TabsList aria-label="Mood" className="w-full justify-between sm:w-auto sm:justify-start">
              {MASSAGE_MOODS.map((entry) => (
                // Narrower sides on a phone, so all three moods fit the card without scrolling sideways.
                <TabsTrigger key={entry} value={entry} className="flex-auto !px-2.5 sm:flex-none sm:!px-4">
                  {MASSAGE_MOOD_LABELS[entry]}
                </TabsTrigger>
              ))}
            </TabsList>
            {MASSAGE_MOODS.map((entry) => (
              <TabsContent key={entry} value={entry} className="mt-4 outline-none">
                <p className="text-sm text-muted">{MOOD_INTROS[entry]}</p>
                <ul className="mt-3 space-y-2">
                  {tracks
                    .filter((track) => track.category === entry)
                    .map((track) => {
                      const current = player.track?.id === track.id;
                      return (
                        <li key={track.id}>
                          <button
                            type="button"
                            onClick={() => void player.start(track)}
                            aria-describedby={`track-hint-${track.id}`}
                            className={cx(
                              "flex min-h-14 w-full items-center gap-3 rounded-2xl border p-3 text-left transition hover:border-rose",
                              current ? "border-rose bg-rose/10" : "border-border bg-surface-2",
                            )}
                          >
                            <span
                              aria-hidden
                              className="grid size-10 shrink-0 place-items-center rounded-full bg-rose/15 text-rose"
                            >
                              <Play className="size-4" />
                            </span>
                            <span className="min-w-0 flex-1">
                              <span id={`track-hint-${track.id}`} className="sr-only">
                                Plays ambient sound generated on this device
                              </span>
                              <span className="block font-semibold">{track.title}</span>
                              <span className="block text-sm text-muted">
                                Generated · {formatTrackTime(track.seconds)}
                              </span>
                              <span className="mt-0.5 block text-xs text-muted">{track.description}</span>
                            </span>
                          </button>
                        </li>
                      );
                    })}
                </ul>
              </TabsContent>
            ))}
          </Tabs>
          {player.error ? (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm text-fg"
            >
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
              {player.error}
            </p>
          ) : null}
        </Card>
        {player.track ? (
          <div className="sticky bottom-3 z-20 mt-4">
            <MassagePlayerBar player={player} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="massage-steps" className="mx-auto mt-12 max-w-3xl">
        <h2 id="massage-steps" className="text-center text-3xl font-semibold">
          Your five-step journey
        </h2>
        <p className="mt-2 text-center text-muted">
          Agree on what is welcome before you begin, and check in as you go.
        </p>
        <ol className="mt-6 space-y-4">
          {steps.map((step) => (
            <li key={step.id}>
              <Card className="p-5 sm:p-6">
                <div className="flex items-start gap-4">
                  <span
                    aria-hidden
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-rose to-coral font-display text-xl font-semibold text-accent-fg"
                  >
                    {step.step}
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="text-xl font-semibold">
                      <span className="sr-only">Step {step.step}: </span>
                      {step.title}
                    </h3>
                    <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted">
                      <Clock aria-hidden className="size-4 text-gold" />
                      {step.duration}
                    </p>
                    <TextList items={step.instructions} className="mt-3 list-disc space-y-1.5 pl-5 marker:text-rose" />
                    <div className="mt-4 rounded-xl bg-surface-2 p-3">
                      <p className="flex items-center gap-1.5 text-sm font-semibold text-gold">
                        <Lightbulb aria-hidden className="size-4" />
                        Tips
                      </p>
                      <TextList items={step.tips} className="mt-1.5 space-y-1 text-sm text-muted" />
                    </div>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="Benefits and techniques" className="mt-12 grid gap-4 md:grid-cols-2">
        <InfoCard title="Benefits" icon={Sparkles} items={benefits} />
        <TitledCard title="Techniques" icon={<HandHeart aria-hidden className="size-5 text-rose" />} className="h-full">
          <dl className="mt-4 space-y-3">
            {techniques.map((technique) => (
              <div key={technique.name}>
                <dt className="font-semibold">{technique.name}</dt>
                <dd className="text-sm text-muted">{technique.description}</dd>
              </div>
            ))}
          </dl>
        </TitledCard>
      </section>
    </GamePage>
  );
}
