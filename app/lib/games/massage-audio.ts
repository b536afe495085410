/**
 * Demo tones for the Sensual Massage Journey, synthesised with Web Audio (no audio files, no outside
 * host): a soft sine at the mood's frequency with a gentle fade in and out.
 */
import { MASSAGE_DEFAULT_VOLUME, MASSAGE_VOLUME_STEP } from "@content/games/massage";

export type AudioContextConstructor = new () => AudioContext;

/** The browser's AudioContext (or the prefixed one of older Safari), if any. */
export function getAudioContextConstructor(win: unknown): AudioContextConstructor | undefined {
  if (!win || typeof win !== "object") return undefined;
  const candidate = (win as { AudioContext?: unknown; webkitAudioContext?: unknown }).AudioContext ??
    (win as { webkitAudioContext?: unknown }).webkitAudioContext;
  return typeof candidate === "function" ? (candidate as AudioContextConstructor) : undefined;
}

/** A volume in [0, 1] snapped to the slider's 0.1 steps; anything unreadable becomes the default 0.7. */
export function clampVolume(value: unknown): number {
  const number = typeof value === "string" ? Number.parseFloat(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(number)) return MASSAGE_DEFAULT_VOLUME;
  const clamped = Math.min(Math.max(number, 0), 1);
  const steps = Math.round(clamped / MASSAGE_VOLUME_STEP);
  return Math.min(Number((steps * MASSAGE_VOLUME_STEP).toFixed(1)), 1);
}

/** The gain the player applies: silent when muted, the slider's value otherwise. */
export function outputGain(volume: number, muted: boolean): number {
  return muted ? 0 : clampVolume(volume);
}

export interface DemoTone {
  readonly startedAt: number;
  readonly seconds: number;
  stop(): void;
}

/**
 * Plays a tone of `hz` for `seconds` into `destination` (the player's volume node): a sine with a
 * quiet octave above for warmth, faded in over 0.25 s and out over the last 0.6 s.
 */
export function playDemoTone(context: AudioContext, destination: AudioNode, hz: number, seconds: number, onEnded: () => void): DemoTone {
  const now = context.currentTime;
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(0.0001, now);
  envelope.gain.exponentialRampToValueAtTime(0.5, now + 0.25);
  envelope.gain.setValueAtTime(0.5, now + Math.max(seconds - 0.6, 0.3));
  envelope.gain.exponentialRampToValueAtTime(0.0001, now + seconds);
  envelope.connect(destination);

  const root = context.createOscillator();
  root.type = "sine";
  root.frequency.setValueAtTime(hz, now);
  const shimmer = context.createOscillator();
  shimmer.type = "sine";
  shimmer.frequency.setValueAtTime(hz * 2, now);
  const shimmerGain = context.createGain();
  shimmerGain.gain.setValueAtTime(0.12, now);
  root.connect(envelope);
  shimmer.connect(shimmerGain).connect(envelope);

  let stopped = false;
  root.onended = () => {
    envelope.disconnect();
    if (!stopped) onEnded();
  };
  root.start(now);
  shimmer.start(now);
  root.stop(now + seconds);
  shimmer.stop(now + seconds);
  return {
    startedAt: now,
    seconds,
    stop() {
      stopped = true;
      try {
        root.stop();
        shimmer.stop();
      } catch {
        // Already stopped.
      }
      envelope.disconnect();
    },
  };
}
