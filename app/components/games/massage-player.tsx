import { Pause, Play, Volume2, VolumeX } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import {
  MASSAGE_AUDIO_ERROR,
  MASSAGE_DEFAULT_VOLUME,
  MASSAGE_MOOD_LABELS,
  MASSAGE_VOLUME_STEP,
  type MassageTrack,
} from "@content/games/massage";
import { Button } from "~/components/ui/button";
import {
  clampVolume,
  formatTrackTime,
  getAudioContextConstructor,
  outputGain,
  playAmbient,
  type AmbientPlayback,
} from "~/lib/games/massage-audio";

type Status = "idle" | "playing" | "paused" | "ended";

/**
 * The demo player of the massage journey: choosing a track synthesises a 3 s tone at the mood's
 * frequency (Web Audio, nothing downloaded). Play/pause suspends and resumes the audio, mute and the
 * 0-1 volume slider drive one output gain.
 */
export function useDemoTonePlayer() {
  const context = useRef<AudioContext | null>(null);
  const master = useRef<GainNode | null>(null);
  const tone = useRef<AmbientPlayback | null>(null);
  const [track, setTrack] = useState<MassageTrack | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [elapsed, setElapsed] = useState(0);
  const [volume, setVolumeState] = useState(MASSAGE_DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gainSettings = useRef({ volume: MASSAGE_DEFAULT_VOLUME, muted: false });

  const applyGain = useCallback(() => {
    const ctx = context.current;
    if (!ctx || !master.current) return;
    master.current.gain.setTargetAtTime(
      outputGain(gainSettings.current.volume, gainSettings.current.muted),
      ctx.currentTime,
      0.02,
    );
  }, []);

  useEffect(
    () => () => {
      tone.current?.stop();
      void context.current?.close().catch(() => undefined);
    },
    [],
  );

  // Progress through the 3 s demo; freezes while the audio is suspended.
  useEffect(() => {
    if (status !== "playing") return;
    const timer = setInterval(() => {
      const ctx = context.current;
      const current = tone.current;
      if (ctx && current) setElapsed(Math.min(ctx.currentTime - current.startedAt, current.seconds));
    }, 100);
    return () => clearInterval(timer);
  }, [status]);

  const start = useCallback(async (next: MassageTrack) => {
    try {
      if (!context.current) {
        const AudioContextClass = getAudioContextConstructor(window);
        if (!AudioContextClass) throw new Error("Web Audio is not available");
        const ctx = new AudioContextClass();
        const gain = ctx.createGain();
        gain.gain.value = outputGain(gainSettings.current.volume, gainSettings.current.muted);
        gain.connect(ctx.destination);
        context.current = ctx;
        master.current = gain;
      }
      const ctx = context.current;
      tone.current?.stop();
      if (ctx.state === "suspended") await ctx.resume();
      tone.current = playAmbient(ctx, master.current!, next.recipe, next.seconds, () => {
        setStatus("ended");
        setElapsed(next.seconds);
      });
      setTrack(next);
      setElapsed(0);
      setStatus("playing");
      setError(null);
    } catch {
      tone.current = null;
      setStatus("idle");
      setError(MASSAGE_AUDIO_ERROR);
    }
  }, []);

  const togglePlay = useCallback(async () => {
    const ctx = context.current;
    if (!track) return;
    try {
      if (status === "playing" && ctx) {
        await ctx.suspend();
        setStatus("paused");
      } else if (status === "paused" && ctx) {
        await ctx.resume();
        setStatus("playing");
      } else {
        await start(track);
      }
    } catch {
      setError(MASSAGE_AUDIO_ERROR);
    }
  }, [start, status, track]);

  const setVolume = useCallback(
    (value: unknown) => {
      const next = clampVolume(value);
      gainSettings.current.volume = next;
      setVolumeState(next);
      applyGain();
    },
    [applyGain],
  );

  const toggleMute = useCallback(() => {
    gainSettings.current.muted = !gainSettings.current.muted;
    setMuted(gainSettings.current.muted);
    applyGain();
  }, [applyGain]);

  return { track, status, elapsed, volume, muted, error, start, togglePlay, setVolume, toggleMute };
}

export type DemoTonePlayer = ReturnType<typeof useDemoTonePlayer>;

export function MassagePlayerBar({ player }: { player: DemoTonePlayer }) {
  const volumeId = useId();
  const { track, status, elapsed, volume, muted } = player;
  if (!track) return null;
  const length = track?.seconds ?? 1;
  const percent = Math.round((elapsed / length) * 100);
  const playing = status === "playing";
  return (
    <section
      aria-label="Demo player"
      data-testid="massage-player"
      className="rounded-[var(--radius-card)] border border-rose/50 bg-surface p-4 shadow-glow sm:p-5"
    >
      <div className="flex items-center gap-3">
        <Button
          variant="primary"
          className="size-12 shrink-0 !px-0"
          aria-label={playing ? "Pause" : "Play"}
          onClick={() => void player.togglePlay()}
        >
          {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
        </Button>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{track.title}</p>
          <p className="text-sm text-muted">{MASSAGE_MOOD_LABELS[track.category]} · generated on this device</p>
          <div
            role="progressbar"
            aria-label="Demo progress"
            aria-valuemin={0}
            aria-valuemax={length}
            aria-valuenow={Number(elapsed.toFixed(1))}
            aria-valuetext={`${formatTrackTime(elapsed)} of ${formatTrackTime(length)}`}
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-rose to-coral" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <span className="w-16 shrink-0 text-right text-xs tabular-nums text-muted" aria-hidden>
          {status === "paused"
            ? "Paused"
            : status === "ended"
              ? "Done"
              : `${formatTrackTime(elapsed)} / ${formatTrackTime(length)}`}
        </span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <Button
          variant="ghost"
          size="sm"
          className="size-11 shrink-0 !px-0"
          aria-label={muted ? "Unmute" : "Mute"}
          aria-pressed={muted}
          onClick={player.toggleMute}
        >
          {muted ? <VolumeX aria-hidden className="size-5" /> : <Volume2 aria-hidden className="size-5" />}
        </Button>
        <label htmlFor={volumeId} className="sr-only">
          Volume
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={1}
          step={MASSAGE_VOLUME_STEP}
          value={volume}
          onChange={(event) => player.setVolume(event.currentTarget.value)}
          className="h-11 flex-1 cursor-pointer accent-[var(--rose)]"
        />
        <output htmlFor={volumeId} className="w-10 text-right text-sm tabular-nums text-muted">
          {Math.round(volume * 100)}%
        </output>
      </div>
    </section>
  );
}
