import { describe, expect, it } from "vitest";
import { MASSAGE_TONE_HZ, MASSAGE_TRACKS } from "@content/games/massage";
import { clampVolume, formatTrackTime, getAudioContextConstructor, outputGain } from "./massage-audio";

describe("massage player helpers", () => {
  it("shows a track's real length as m:ss", () => {
    expect(formatTrackTime(0)).toBe("0:00");
    expect(formatTrackTime(7.9)).toBe("0:07");
    expect(formatTrackTime(228)).toBe("3:48");
    expect(formatTrackTime(380)).toBe("6:20");
    expect(
      MASSAGE_TRACKS.map((track) => formatTrackTime(track.seconds)).every((label) => /^\d+:\d{2}$/.test(label)),
    ).toBe(true);
  });

  it("snaps the volume and silences when muted", () => {
    expect(clampVolume("0.34")).toBe(0.3);
    expect(clampVolume("loud")).toBe(0.7);
    expect(outputGain(0.5, true)).toBe(0);
    expect(outputGain(0.5, false)).toBe(0.5);
  });
});

describe("massage demo audio", () => {
  it("finds the Web Audio constructor or reports none", () => {
    class FakeContext {}
    expect(getAudioContextConstructor({ AudioContext: FakeContext })).toBe(FakeContext);
    expect(getAudioContextConstructor({ webkitAudioContext: FakeContext })).toBe(FakeContext);
    expect(getAudioContextConstructor({})).toBeUndefined();
    expect(getAudioContextConstructor(undefined)).toBeUndefined();
    expect(MASSAGE_TONE_HZ).toEqual({ sensual: 220, romantic: 330, passionate: 440 });
  });

  it("keeps the volume in 0-1 at 0.1 steps, default 0.7, silent when muted", () => {
    expect(clampVolume("0.3")).toBe(0.3);
    expect(clampVolume(0.26)).toBe(0.3);
    expect(clampVolume(2)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume("loud")).toBe(0.7);
    expect(outputGain(0.7, false)).toBe(0.7);
    expect(outputGain(0.7, true)).toBe(0);
  });
});
