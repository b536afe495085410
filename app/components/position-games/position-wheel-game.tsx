import { Copy, Heart, HelpCircle, MessageCircleHeart, RefreshCw, ShieldCheck, Sparkles, Target } from "lucide-react";
import { useEffect, useState } from "react";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { PositionMedia, positionMediaAlt } from "~/components/position-games/position-media";
import { WheelResultCard } from "~/components/position-games/wheel-result-card";
import { useWheelSpin, WheelGame, WheelResetButton } from "~/components/position-games/wheel-game";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, TextList } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import type { WheelSegment } from "@domain/position-games/wheel-segments";

import type { ServerPosition } from "@domain/position-games/types";

const HOW_TO_PLAY = [
  "Press Spin and watch the wheel choose one of twelve positions.",
  "Tap the picture in the centre to open the full view with tips.",
  "Not tonight? Spin again, reset, or ask for a new random set.",
];

export const COPY_ALERT = "Position details copied to clipboard! 📋";

function copyText(segment: WheelSegment): string {
  return `${segment.title}\n\n${segment.description}\n\nWant to try this together tonight? 💕`;
}

/** The position wheel: spin for a position, see it, copy it, and read how to play. */
export function PositionWheelGame(data: { positions: readonly ServerPosition[] }) {
  // Every load, and 'New Random Set' (a reload), deals a new set of 12.
  const wheel = useWheelSpin(data.positions);
  const { spinning, result, spin } = wheel;
  // The wheel fills a phone's screen: once it stops, Spin and the result's name come into view together.
  const landed = result && !spinning ? result : null;
  useEffect(() => {
    if (!landed) return;
    keepInViewSoon("[data-play='pw-controls']", "[data-play='pw-result']");
  }, [landed]);
  const [modalOpen, setModalOpen] = useState(false);

  async function copyDetails() {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(copyText(result.segment));
      window.alert(COPY_ALERT);
    } catch {
      window.alert("Copying is not available here. Select the text to copy it instead.");
    }
  }

  const centre =
    result && !spinning ? (
      <button
        type="button"
        onClick={() => setModalOpen(true)}
        aria-label={`Open ${result.segment.title}`}
        className="size-full overflow-hidden rounded-full border-4 border-bg bg-surface shadow-glow"
      >
        <PositionMedia
          src={result.segment.image}
          mediaType={result.segment.mediaType}
          alt=""
          width={120}
          height={120}
          eager
        />
      </button>
    ) : (
      <span
        aria-hidden
        className="grid size-full place-items-center rounded-full border-4 border-bg bg-gradient-to-br from-rose to-coral text-accent-fg shadow-glow"
      >
        <Heart className="size-8" />
      </span>
    );

  return (
    <WheelGame
      game="position-wheel"
      icon={Target}
      wheel={wheel}
      centre={centre}
      controls={
        <div data-play="pw-controls" className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={spin} disabled={spinning}>
            <Sparkles aria-hidden className="size-5" />
            {spinning ? "Spinning..." : "Spin"}
          </Button>
          <WheelResetButton wheel={wheel} />
          <Button variant="ghost" onClick={() => window.location.reload()} disabled={spinning}>
            <RefreshCw aria-hidden className="size-4" /> New Random Set
          </Button>
        </div>
      }
      aside={
        <>
          {result && !spinning ? (
            <WheelResultCard
              data-testid="wheel-result-card"
              bodyPlay="pw-result"
              segment={result.segment}
              mediaClassName="aspect-[4/3]"
              badges={
                result.segment.positionCategory ? <Badge tone="rose">{result.segment.positionCategory}</Badge> : null
              }
              action={
                <Button variant="secondary" className="mt-4" onClick={() => setModalOpen(true)}>
                  View full details
                </Button>
              }
            />
          ) : null}
          <Card>
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <HelpCircle aria-hidden className="size-5 text-rose" /> How to play
            </h2>
            <TextList items={HOW_TO_PLAY} ordered className="mt-3 list-decimal space-y-2 pl-5 text-muted" />
          </Card>
        </>
      }
    >
      <Dialog
        open={modalOpen && result !== null}
        onClose={() => setModalOpen(false)}
        title={result?.segment.title ?? ""}
        className="w-[min(94vw,40rem)]"
      >
        {result ? (
          <div className="flex flex-col gap-4">
            <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-surface-2">
              <PositionMedia
                src={result.segment.image}
                mediaType={result.segment.mediaType}
                alt={positionMediaAlt(result.segment)}
                width={640}
                height={480}
                eager
              />
            </div>
            {result.segment.positionCategory ? (
              <Badge tone="rose" className="self-start">
                {result.segment.positionCategory}
              </Badge>
            ) : null}
            <p className="text-muted">{result.segment.description}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="rounded-2xl border border-border bg-surface-2 p-4">
                <h3 className="flex items-center gap-2 font-semibold">
                  <MessageCircleHeart aria-hidden className="size-4 text-rose" /> Talk first
                </h3>
                <p className="mt-1 text-sm text-muted">
                  Share what excites you about it and agree on a word that means pause.
                </p>
              </div>
              <div className="rounded-2xl border border-border bg-surface-2 p-4">
                <h3 className="flex items-center gap-2 font-semibold">
                  <ShieldCheck aria-hidden className="size-4 text-gold" /> Comfort first
                </h3>
                <p className="mt-1 text-sm text-muted">
                  Use pillows for support, move slowly, and change anything that does not feel good.
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => setModalOpen(false)}>
                <Heart aria-hidden className="size-4" /> Start This Adventure
              </Button>
              <Button variant="secondary" onClick={copyDetails}>
                <Copy aria-hidden className="size-4" /> Copy Details
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </WheelGame>
  );
}
