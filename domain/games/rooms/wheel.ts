/**
 * Spin for Desire and the Position Wheel for two phones: twelve positions dealt when the room opens, the player
 * whose turn it is spins, the server chooses the rotation, and both wheels turn to the same place.
 */
import { z } from "zod";
import type { RandomSource, RoomGameRules } from "./rules";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export const ROOM_WHEEL_SEGMENTS = 12;
const DESIRE_CATEGORIES = ["romantic", "passionate", "playful", "sensual", "luxurious"] as const;
const DESIRE_COLOURS: Record<(typeof DESIRE_CATEGORIES)[number], string> = {
  romantic: "fill-rose",
  passionate: "fill-danger",
  playful: "fill-gold",
  sensual: "fill-plum",
  luxurious: "fill-coral",
};

/** A position as the wheel needs it (the game-positions list supplies them). */
export interface WheelPosition {
  id: string;
  title: string;
  description: string;
  image: string;
  /** The picture in words, when it is a catalogue illustration. */
  imageAlt?: string;
  mediaType: "image" | "gif" | "video";
  category: string;
}

export interface RoomWheelSegment {
  id: string;
  title: string;
  description: string;
  image: string;
  imageAlt?: string;
  mediaType: WheelPosition["mediaType"];
  category: (typeof DESIRE_CATEGORIES)[number];
  positionCategory: string;
  colour: string;
}

export interface WheelSpin {
  /** Total clockwise rotation in degrees after this spin. */
  rotation: number;
  index: number;
}

export type WheelRoomState = TurnState<WheelSpin> & { segments: RoomWheelSegment[]; rotation: number };

function shuffle<T>(list: readonly T[], random: RandomSource): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Twelve segments by shuffle (repeating a short list), colours cycling in a random order. */
export function dealWheel(positions: readonly WheelPosition[], random: RandomSource): RoomWheelSegment[] {
  if (positions.length === 0) return [];
  const picked: WheelPosition[] = [];
  while (picked.length < ROOM_WHEEL_SEGMENTS) picked.push(...shuffle(positions, random));
  const colours = shuffle(DESIRE_CATEGORIES, random);
  return picked.slice(0, ROOM_WHEEL_SEGMENTS).map((position, index) => {
    const category = colours[index % colours.length]!;
    return {
      id: `${position.id}#${index}`,
      title: position.title,
      description: position.description,
      image: position.image,
      imageAlt: position.imageAlt,
      mediaType: position.mediaType,
      category,
      positionCategory: position.category,
      colour: DESIRE_COLOURS[category],
    };
  });
}

/** The segment under the top pointer after turning clockwise by `rotation` degrees (segment 0 starts at the top). */
export function segmentUnderPointer(rotation: number, count: number): number {
  const turned = ((rotation % 360) + 360) % 360;
  const pointer = (360 - turned) % 360;
  return Math.min(count - 1, Math.floor((pointer + 1e-9) / (360 / count)));
}

export function createWheelRules(
  game: "spin-for-desire" | "position-wheel",
): RoomGameRules<WheelRoomState, WheelMove, { positions: readonly WheelPosition[] }> {
  const moveSchema = z.discriminatedUnion("type", [
    z.object({ game: z.literal(game), type: z.literal("spin") }),
    z.object({ game: z.literal(game), type: z.literal("finish"), completed: z.boolean() }),
  ]) as unknown as z.ZodType<WheelMove>;
  return {
    game,
    moveSchema,
    initial: (random, setup) => ({ ...initialTurnState(), segments: dealWheel(setup.positions, random), rotation: 0 }),
    apply(state, seat, move, random) {
      if (move.type === "finish") return applyFinish(state, seat, move.completed);
      if (state.segments.length === 0) return { ok: false, error: "There are no positions on this wheel yet." };
      const next = applyDraw(state, seat, () => {
        // Four to eight whole turns plus a random stop, as on the one-phone wheel.
        const rotation = state.rotation + 1440 + random() * 1440;
        return { current: { rotation, index: segmentUnderPointer(rotation, state.segments.length) }, seen: [] };
      });
      return next.ok ? { ok: true, state: { ...next.state, rotation: next.state.current!.rotation } } : next;
    },
    view: (state) => state,
  };
}

export type WheelMove =
  | { game: "spin-for-desire" | "position-wheel"; type: "spin" }
  | { game: "spin-for-desire" | "position-wheel"; type: "finish"; completed: boolean };
