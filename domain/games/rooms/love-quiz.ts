/**
 * The Love Quiz as a couple round: each partner answers the five questions privately on their own phone; the
 * answers stay hidden from the other phone until both have answered, then both see where they agreed.
 */
import { z } from "zod";
import { LOVE_QUIZ_QUESTIONS, QUIZ_SCALE } from "@content/guides/love-languages";
import { ROOM_ERRORS, type Seat } from "./protocol";
import type { RoomGameRules } from "./rules";

export type QuizAnswers = Record<string, number>;
export type Agreement = "agreed" | "close" | "apart";

export interface LoveQuizRoomState {
  questions: { id: string; question: string; description: string }[];
  scale: { value: number; label: string }[];
  answers: [QuizAnswers | null, QuizAnswers | null];
  rounds: number;
}

/** One phone's view: its own answers, only whether the partner answered, and both once both have. */
export interface LoveQuizView {
  questions: LoveQuizRoomState["questions"];
  scale: LoveQuizRoomState["scale"];
  mine: QuizAnswers | null;
  partnerAnswered: boolean;
  revealed: { id: string; mine: number; partner: number; agreement: Agreement }[] | null;
  rounds: number;
}

export const loveQuizMoveSchema = z.discriminatedUnion("type", [
  z.object({
    game: z.literal("love-quiz"),
    type: z.literal("answer"),
    answers: z.record(z.string().max(40), z.number().int().min(1).max(5)),
  }),
  z.object({ game: z.literal("love-quiz"), type: z.literal("again") }),
]);
export type LoveQuizMove = z.infer<typeof loveQuizMoveSchema>;

export function agreementOf(a: number, b: number): Agreement {
  const gap = Math.abs(a - b);
  return gap === 0 ? "agreed" : gap === 1 ? "close" : "apart";
}

export function createLoveQuizRules(): RoomGameRules<LoveQuizRoomState, LoveQuizMove, void> {
  return {
    game: "love-quiz",
    moveSchema: loveQuizMoveSchema,
    initial: () => ({
      questions: LOVE_QUIZ_QUESTIONS.map(({ id, question, description }) => ({ id, question, description })),
      scale: QUIZ_SCALE.map(({ value, label }) => ({ value, label })),
      answers: [null, null],
      rounds: 0,
    }),
    apply(state, seat, move) {
      const bothAnswered = state.answers[0] !== null && state.answers[1] !== null;
      if (move.type === "again") {
        if (!bothAnswered) return { ok: false, error: ROOM_ERRORS.notNow };
        return { ok: true, state: { ...state, answers: [null, null], rounds: state.rounds + 1 } };
      }
      if (state.answers[seat] !== null) return { ok: false, error: "You have already answered this round." };
      const ids = state.questions.map((question) => question.id);
      const given = Object.keys(move.answers);
      if (given.length !== ids.length || !ids.every((id) => given.includes(id))) {
        return { ok: false, error: "Answer every question before sending." };
      }
      const answers: [QuizAnswers | null, QuizAnswers | null] = [...state.answers];
      answers[seat] = Object.fromEntries(ids.map((id) => [id, move.answers[id]!]));
      return { ok: true, state: { ...state, answers } };
    },
    view(state, seat: Seat): LoveQuizView {
      const mine = state.answers[seat];
      const partner = state.answers[seat === 0 ? 1 : 0];
      return {
        questions: state.questions,
        scale: state.scale,
        mine,
        partnerAnswered: partner !== null,
        revealed:
          mine && partner
            ? state.questions.map(({ id }) => ({ id, mine: mine[id]!, partner: partner[id]!, agreement: agreementOf(mine[id]!, partner[id]!) }))
            : null,
        rounds: state.rounds,
      };
    },
  };
}
