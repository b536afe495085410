import { useEffect, useMemo, useRef } from "react";
import { buildReel, reelStopIndex } from "@domain/games/dice-to-spice";
import { cx } from "~/lib/class-names";

const ROW_PX = 64;
/** Face 0 in the middle row (also in the server HTML); later moves are applied to the DOM directly. */
const INITIAL_STYLE = { transform: `translateY(${ROW_PX}px)` } as const;

/**
 * A die drawn as a slot-machine column: the faces stacked 5 times scroll for `durationMs` and come
 * to rest on `faceIndex` in the last copy. Under reduced motion it does not scroll: it keeps the
 * old face, dimmed, and jumps to the new one when the roll ends. Decorative (aria-hidden): the page
 * announces the result.
 */

/** Shows the reel's row `index` in the middle of its three-row window, sliding there over `ms` (0: at once). */
function placeReel(el: HTMLUListElement | null, index: number, ms: number) {
  if (!el) return;
  el.style.transition = ms > 0 ? `transform ${ms}ms cubic-bezier(0.12, 0.62, 0.16, 1)` : "none";
  el.style.transform = `translateY(${(1 - index) * ROW_PX}px)`;
}

export function DiceReel({
  caption,
  faces,
  faceIndex,
  spinKey,
  phase,
  durationMs,
  reducedMotion,
  shownFace,
}: {
  caption: string;
  faces: readonly string[];
  faceIndex: number;
  /** Changes on every roll. */
  spinKey: number;
  phase: "idle" | "rolling" | "result";
  durationMs: number;
  reducedMotion: boolean;
  /**
   * The face to show where the reel rests, when it differs from the rolled one: "Not tonight" made the roll softer,
   * and the die shows the face that is now being played, not the one it landed on.
   */
  shownFace?: string;
}) {
  const reel = useMemo(() => buildReel(faces), [faces]);
  const restingRow = phase === "result" ? reelStopIndex(faces.length, faceIndex) : -1;
  const track = useRef<HTMLUListElement>(null);
  const resting = useRef(0);
  // What a roll reads when it starts: only a new spinKey starts a roll, whatever else changes meanwhile.
  const roll = useRef({ faceIndex, durationMs, reducedMotion, count: faces.length });
  roll.current = { faceIndex, durationMs, reducedMotion, count: faces.length };

  // A new set of faces (another difficulty) starts at the top.
  useEffect(() => {
    resting.current = 0;
    placeReel(track.current, 0, 0);
  }, [faces]);

  // Each roll: jump back to the resting face in the first copy, then scroll to the target.
  useEffect(() => {
    const { faceIndex: target, durationMs: ms, reducedMotion: still, count } = roll.current;
    if (spinKey === 0 || still) return;
    const el = track.current;
    if (!el) return;
    placeReel(el, resting.current % count, 0);
    void el.offsetHeight;
    const stop = reelStopIndex(count, target);
    placeReel(el, stop, ms);
    resting.current = stop;
  }, [spinKey]);

  useEffect(() => {
    if (!reducedMotion || phase !== "result") return;
    const stop = reelStopIndex(faces.length, faceIndex);
    placeReel(track.current, stop, 0);
    resting.current = stop;
  }, [reducedMotion, phase, faces.length, faceIndex]);

  return (
    <figure className="flex min-w-0 flex-col items-center gap-2">
      <div
        aria-hidden
        className={cx(
          "relative w-full overflow-hidden rounded-2xl border-2 bg-surface-2 shadow-glow transition",
          phase === "rolling" ? "border-gold" : "border-rose/60",
        )}
        style={{ height: ROW_PX * 3 }}
      >
        <ul
          ref={track}
          style={INITIAL_STYLE}
          className={cx(
            "will-change-transform",
            phase === "idle" && "opacity-70",
            phase === "rolling" && reducedMotion && "opacity-40",
          )}
        >
          {reel.map((face, index) => (
            <li
              key={index}
              data-resting={index === restingRow ? "true" : undefined}
              className="flex items-center justify-center overflow-hidden px-2 text-center font-display text-base font-semibold leading-tight sm:text-xl"
              style={{ height: ROW_PX }}
            >
              {/* At most two lines in a 64 px row, so neighbouring faces never overlap while the reel moves. */}
              <span className="line-clamp-2 break-words">{index === restingRow && shownFace ? shownFace : face}</span>
            </li>
          ))}
        </ul>
        <div className="pointer-events-none absolute inset-x-0 top-0 h-16 bg-gradient-to-b from-surface-2 to-transparent" />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-surface-2 to-transparent" />
        <div className="pointer-events-none absolute inset-x-2 top-16 h-16 rounded-xl border border-rose/40" />
      </div>
      <figcaption className="text-xs font-bold uppercase tracking-[0.2em] text-muted">{caption}</figcaption>
    </figure>
  );
}
