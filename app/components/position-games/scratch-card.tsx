import { Eye, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { cx } from "~/lib/class-names";
import { erasedShare, isScratchedEnough } from "@domain/position-games/scratch";
import { SCRATCH, type ServerPosition } from "@domain/position-games/types";
import { PositionMedia, positionMediaAlt } from "./position-media";

const CARD_WIDTH = 400;
const CARD_HEIGHT = 300;
const SPECKLES = 1800;

/** Paints the cover: a warm gradient with 1800 speckles and a hint; deterministic per card. */
function paintCover(canvas: HTMLCanvasElement, seed: number) {
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return;
  const styles = getComputedStyle(canvas);
  const rose = styles.getPropertyValue("--rose").trim() || "#e85d8a";
  const plum = styles.getPropertyValue("--plum").trim() || "#4a1d3f";
  const gold = styles.getPropertyValue("--gold").trim() || "#e8b86d";
  const gradient = context.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  gradient.addColorStop(0, plum);
  gradient.addColorStop(1, rose);
  context.globalCompositeOperation = "source-over";
  context.fillStyle = gradient;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  let state = seed || 1;
  const next = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  context.fillStyle = gold;
  for (let i = 0; i < SPECKLES; i++) {
    context.globalAlpha = 0.15 + next() * 0.35;
    context.fillRect(next() * CARD_WIDTH, next() * CARD_HEIGHT, 1.5, 1.5);
  }
  context.globalAlpha = 1;
  context.fillStyle = "rgba(255,255,255,0.92)";
  context.font = "600 26px system-ui, sans-serif";
  context.textAlign = "center";
  context.fillText("Scratch to reveal", CARD_WIDTH / 2, CARD_HEIGHT / 2);
  context.font = "16px system-ui, sans-serif";
  context.fillText("♥", CARD_WIDTH / 2, CARD_HEIGHT / 2 + 30);
}

function seedOf(id: string): number {
  let hash = 7;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 2147483647;
  return hash;
}

/** How far (CSS px) a finger moves before its stroke counts as a scroll or a scratch. */
const TOUCH_SLOP = 8;

/**
 * One scratch card: a canvas cover erased with a 20 px brush (25 px for touch); more than 30 % erased reveals
 * the card and the cover fades out over 1 s. The Reveal button does the same from the keyboard.
 *
 * Touch respects scrolling: the cover lets the page pan vertically (touch-action: pan-y), so a vertical swipe
 * that starts on a card scrolls the page. A finger scratches on a deliberate horizontal stroke, or anywhere once
 * a first tap has armed the card (then the cover takes every direction until it is revealed).
 */
export function ScratchCard({
  position,
  index,
  revealed,
  onReveal,
  reducedMotion,
}: {
  position: ServerPosition;
  index: number;
  revealed: boolean;
  onReveal: (id: string) => void;
  reducedMotion: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const strokes = useRef(0);
  /** A touch that has not yet moved far enough to be a scratch or a scroll. */
  const pending = useRef<{ x: number; y: number; id: number } | null>(null);
  const [armed, setArmed] = useState(false);
  const [coverGone, setCoverGone] = useState(revealed);
  const [fading, setFading] = useState(false);

  // Covered again (reveal expired) or revealed from elsewhere: repaint or fade.
  useEffect(() => {
    if (revealed) {
      if (coverGone) return;
      setFading(true);
      const timer = setTimeout(() => setCoverGone(true), reducedMotion ? 0 : SCRATCH.fadeMs);
      return () => clearTimeout(timer);
    }
    setFading(false);
    setCoverGone(false);
    return undefined;
  }, [revealed, reducedMotion, coverGone]);

  useEffect(() => {
    if (!revealed && !coverGone && canvasRef.current) paintCover(canvasRef.current, seedOf(position.id));
  }, [revealed, coverGone, position.id]);

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * CARD_WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * CARD_HEIGHT,
      scale: CARD_WIDTH / Math.max(1, rect.width),
    };
  }

  function scratch(event: React.PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext("2d", { willReadFrequently: true });
    if (!context) return;
    const { x, y, scale } = point(event);
    const brush = (event.pointerType === "touch" ? SCRATCH.touchBrush : SCRATCH.brush) * scale;
    context.globalCompositeOperation = "destination-out";
    context.lineCap = "round";
    context.lineJoin = "round";
    context.lineWidth = brush * 2;
    context.beginPath();
    const from = last.current ?? { x, y };
    context.moveTo(from.x, from.y);
    context.lineTo(x + 0.01, y);
    context.stroke();
    last.current = { x, y };
    if (++strokes.current % 8 === 0) check(context);
  }

  function check(context: CanvasRenderingContext2D) {
    if (revealed) return;
    const share = erasedShare(context.getImageData(0, 0, CARD_WIDTH, CARD_HEIGHT).data, 16);
    if (isScratchedEnough(share)) onReveal(position.id);
  }

  const label = `Card ${index + 1}`;
  return (
    <article
      className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface shadow-sm"
      aria-label={revealed ? position.title : `${label}: hidden position`}
    >
      <div className="relative aspect-[4/3] bg-surface-2">
        {revealed || fading || coverGone ? (
          <PositionMedia
            src={position.image}
            mediaType={position.mediaType}
            alt={positionMediaAlt(position)}
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
          />
        ) : null}
        {!coverGone ? (
          <canvas
            ref={canvasRef}
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
            aria-hidden
            data-testid="scratch-cover"
            className={cx(
              "absolute inset-0 h-full w-full select-none",
              armed ? "touch-none" : "touch-pan-y",
              fading ? "pointer-events-none opacity-0" : "cursor-crosshair opacity-100",
              !reducedMotion && "transition-opacity duration-1000",
            )}
            onPointerDown={(event) => {
              if (revealed) return;
              last.current = null;
              if (event.pointerType === "touch" && !armed) {
                // Wait: a horizontal stroke scratches, a vertical one is the page's scroll.
                pending.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
                return;
              }
              drawing.current = true;
              event.currentTarget.setPointerCapture?.(event.pointerId);
              scratch(event);
            }}
            onPointerMove={(event) => {
              const start = pending.current;
              if (start && start.id === event.pointerId) {
                const dx = Math.abs(event.clientX - start.x);
                const dy = Math.abs(event.clientY - start.y);
                if (dx < TOUCH_SLOP && dy < TOUCH_SLOP) return;
                pending.current = null;
                if (dx <= dy) return;
                drawing.current = true;
                event.currentTarget.setPointerCapture?.(event.pointerId);
              }
              if (drawing.current) scratch(event);
            }}
            onPointerUp={(event) => {
              if (pending.current && pending.current.id === event.pointerId) {
                // A tap without a stroke arms the card for scratching in every direction.
                pending.current = null;
                setArmed(true);
                return;
              }
              drawing.current = false;
              last.current = null;
              const context = event.currentTarget.getContext("2d", { willReadFrequently: true });
              if (context) check(context);
            }}
            onPointerCancel={() => {
              pending.current = null;
              drawing.current = false;
              last.current = null;
            }}
          />
        ) : null}
      </div>
      <div className="flex min-h-28 flex-col gap-2 p-4">
        {revealed ? (
          <>
            <h3 className="text-lg font-semibold">{position.title}</h3>
            <div className="flex flex-wrap gap-1.5">
              {position.category ? <Badge tone="rose">{position.category}</Badge> : null}
              {position.difficulty ? <Badge tone="gold">{position.difficulty}</Badge> : null}
            </div>
            {position.description ? <p className="line-clamp-4 text-sm text-muted">{position.description}</p> : null}
          </>
        ) : (
          <>
            <p className="flex items-center gap-2 text-sm text-muted" data-testid="scratch-hint">
              <Sparkles aria-hidden className="size-4 shrink-0 text-gold" />
              {armed
                ? "Ready: scratch in any direction."
                : "Scratch side to side (or tap the card first), or use the button."}
            </p>
            <button
              type="button"
              onClick={() => onReveal(position.id)}
              aria-label={`Reveal ${label.toLowerCase()}`}
              className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-full border border-border bg-surface-2 px-4 text-sm font-semibold hover:border-rose"
            >
              <Eye aria-hidden className="size-4" /> Reveal
            </button>
          </>
        )}
      </div>
    </article>
  );
}
