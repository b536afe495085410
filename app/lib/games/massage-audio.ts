/**
 * Ambient tracks for the Sensual Massage Journey, generated with Web Audio on the visitor's device (no audio files,
 * no outside host).
 */
import { MASSAGE_DEFAULT_VOLUME, MASSAGE_VOLUME_STEP, type AmbientRecipe } from "@content/games/massage";

export type AudioContextConstructor = new () => AudioContext;

/** The browser's AudioContext (or the prefixed one of older Safari), if any. */
export function getAudioContextConstructor(win: unknown): AudioContextConstructor | undefined {
  if (!win || typeof win !== "object") return undefined;
  const candidate =
    (win as { AudioContext?: unknown; webkitAudioContext?: unknown }).AudioContext ??
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

export interface AmbientPlayback {
  readonly startedAt: number;
  readonly seconds: number;
  stop(): void;
}

/** Slightly detuned copies of each note make the held chord shimmer instead of buzzing. */
const DETUNE_CENTS = [-4, 3, -2, 5];

/**
 * Generates an ambient track into `destination` (the player's volume node) for exactly `seconds`: the recipe's
 * notes held together through a warm low-pass filter, swelling slowly, with a soft heartbeat when the recipe has one;
 * faded in over 3 s and out over the last 4 s. Nothing is downloaded: every sound is made here.
 */
export function playAmbient(
  context: AudioContext,
  destination: AudioNode,
  recipe: AmbientRecipe,
  seconds: number,
  onEnded: () => void,
): AmbientPlayback {
  const now = context.currentTime;
  const end = now + seconds;
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(0.0001, now);
  envelope.gain.exponentialRampToValueAtTime(0.5, now + Math.min(3, seconds / 4));
  envelope.gain.setValueAtTime(0.5, Math.max(now + Math.min(3, seconds / 4), end - Math.min(4, seconds / 4)));
  envelope.gain.exponentialRampToValueAtTime(0.0001, end);
  envelope.connect(destination);

  const filter = context.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.setValueAtTime(recipe.brightness, now);
  filter.Q.setValueAtTime(0.7, now);
  filter.connect(envelope);

  // The swell: a very slow tremolo on the chord's level.
  const swell = context.createGain();
  swell.gain.setValueAtTime(0.75, now);
  swell.connect(filter);
  const swellLfo = context.createOscillator();
  swellLfo.frequency.setValueAtTime(recipe.swell, now);
  const swellDepth = context.createGain();
  swellDepth.gain.setValueAtTime(0.25, now);
  swellLfo.connect(swellDepth).connect(swell.gain);

  const oscillators: OscillatorNode[] = [swellLfo];
  recipe.notes.forEach((hz, index) => {
    const voice = context.createGain();
    voice.gain.setValueAtTime((index === 0 ? 0.32 : 0.2) / Math.sqrt(recipe.notes.length), now);
    voice.connect(swell);
    for (const [copy, type] of (["sine", "triangle"] as const).entries()) {
      const oscillator = context.createOscillator();
      oscillator.type = type;
      oscillator.frequency.setValueAtTime(hz, now);
      oscillator.detune.setValueAtTime(DETUNE_CENTS[(index + copy) % DETUNE_CENTS.length]!, now);
      oscillator.connect(voice);
      oscillators.push(oscillator);
    }
  });

  if (recipe.pulseBpm) {
    // A heartbeat: a low thump (two beats close together) every beat of the recipe's tempo.
    const thump = context.createOscillator();
    thump.type = "sine";
    thump.frequency.setValueAtTime(recipe.notes[0]! / 4, now);
    const beat = context.createGain();
    beat.gain.setValueAtTime(0, now);
    thump.connect(beat).connect(filter);
    const period = 60 / recipe.pulseBpm;
    for (let at = now + 1; at < end - 1; at += period) {
      for (const offset of [0, 0.28]) {
        beat.gain.setTargetAtTime(offset === 0 ? 0.35 : 0.22, at + offset, 0.015);
        beat.gain.setTargetAtTime(0, at + offset + 0.09, 0.06);
      }
    }
    oscillators.push(thump);
  }

  let stopped = false;
  oscillators[1]!.onended = () => {
    envelope.disconnect();
    if (!stopped) onEnded();
  };
  for (const oscillator of oscillators) {
    oscillator.start(now);
    oscillator.stop(end);
  }
  return {
    startedAt: now,
    seconds,
    stop() {
      stopped = true;
      for (const oscillator of oscillators) {
        try {
          oscillator.stop();
        } catch {
          // Already stopped.
        }
      }
      envelope.disconnect();
    },
  };
}

/** m:ss of a whole number of seconds. */
export function formatTrackTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
