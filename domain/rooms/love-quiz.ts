/**
 * The Love Quiz as a couple round: each partner answers privately on their own phone, either the five rating
 * questions or the longer 30-pair "which would mean more to you?" quiz; the answers stay hidden from the other
 * phone until both have answered, then both see where they agreed (five questions) or where their two profiles
 * meet and differ (30 pairs). Either phone may switch quiz until someone has answered the round.
 */
import { z } from "zod";
import {
  LOVE_LANGUAGES,
  LOVE_QUIZ_QUESTIONS,
  QUIZ_SCALE,
  type LoveLanguageIcon,
  type LoveLanguageId,
  type ThemeColor,
} from "@content/guides/love-languages";
import { LOVE_LANGUAGE_PAIRS } from "@content/guides/love-language-pairs";
import {
  compareProfiles,
  completePicks,
  pairProfile,
  type LanguagePair,
  type PairPicks,
  type PairProfile,
  type ProfileComparison,
} from "../guides/love-language-pairs";
import { ROOM_ERRORS, type Seat } from "./protocol";
import type { RoomGameRules } from "./rules";

export type QuizAnswers = Record<string, number>;
export type Agreement = "agreed" | "close" | "apart";
export const LOVE_QUIZ_VERSIONS = ["five", "pairs"] as const;
export type LoveQuizVersion = (typeof LOVE_QUIZ_VERSIONS)[number];

export interface LoveQuizRoomState {
  questions: { id: string; question: string; description: string }[];
  scale: { value: number; label: string }[];
  answers: [QuizAnswers | null, QuizAnswers | null];
  rounds: number;
  /** Which quiz the round plays; rooms opened before there was a choice have none and play the five questions. */
  version?: LoveQuizVersion;
  /** Each phone's 30-pair choices this round (null until sent). */
  picks?: [PairPicks | null, PairPicks | null];
}

/** What one phone sees of the 30-pair round once both have chosen: both profiles and how they compare. */
export interface PairRoundResult {
  mine: PairProfile;
  partner: PairProfile;
  /** `first` is this phone, `second` the partner. */
  comparison: ProfileComparison;
}

/** One phone's view: its own answers, only whether the partner answered, and both once both have. */
export interface LoveQuizView {
  version: LoveQuizVersion;
  questions: LoveQuizRoomState["questions"];
  scale: LoveQuizRoomState["scale"];
  mine: QuizAnswers | null;
  partnerAnswered: boolean;
  revealed: { id: string; mine: number; partner: number; agreement: Agreement }[] | null;
  rounds: number;
  /** The languages' names, for the 30-pair profiles. */
  languages: { id: LoveLanguageId; title: string; color: ThemeColor; icon: LoveLanguageIcon }[];
  /** The 30 pairs, while this phone still has to choose (null otherwise, to keep the messages small). */
  pairs: LanguagePair[] | null;
  /** This phone has sent its 30-pair choices this round. */
  minePicked: boolean;
  pairResult: PairRoundResult | null;
  /** How many pairs the longer quiz has (0 when it is not available). */
  pairCount: number;
}

export const loveQuizMoveSchema = z.discriminatedUnion("type", [
  z.object({
    game: z.literal("love-quiz"),
    type: z.literal("answer"),
    answers: z.record(z.string().max(40), z.number().int().min(1).max(5)),
  }),
  z.object({
    game: z.literal("love-quiz"),
    type: z.literal("pairs"),
    picks: z.record(z.string().max(40), z.enum(["a", "b"])),
  }),
  z.object({ game: z.literal("love-quiz"), type: z.literal("version"), version: z.enum(LOVE_QUIZ_VERSIONS) }),
  z.object({ game: z.literal("love-quiz"), type: z.literal("again") }),
]);
export type LoveQuizMove = z.infer<typeof loveQuizMoveSchema>;

export const LOVE_QUIZ_ROOM_ERRORS = {
  answerAll: "Answer every question before sending.",
  chooseAll: "Choose one moment in every pair before sending.",
  already: "You have already answered this round.",
  switchLate: "Switch quizzes before either of you answers.",
} as const;

export function agreementOf(a: number, b: number): Agreement {
  const gap = Math.abs(a - b);
  return gap === 0 ? "agreed" : gap === 1 ? "close" : "apart";
}

const versionOf = (state: LoveQuizRoomState): LoveQuizVersion => state.version ?? "five";
const picksOf = (state: LoveQuizRoomState): [PairPicks | null, PairPicks | null] => state.picks ?? [null, null];

function roundStarted(state: LoveQuizRoomState): boolean {
  const picks = picksOf(state);
  return state.answers.some((entry) => entry !== null) || picks.some((entry) => entry !== null);
}

function roundDone(state: LoveQuizRoomState): boolean {
  if (versionOf(state) === "pairs") {
    const picks = picksOf(state);
    return picks[0] !== null && picks[1] !== null;
  }
  return state.answers[0] !== null && state.answers[1] !== null;
}

/** The rules; `pairs` are the longer quiz's pairs (content/guides/love-language-pairs.ts unless a test passes its own). */
export function createLoveQuizRules(
  pairs: readonly LanguagePair[] = LOVE_LANGUAGE_PAIRS,
): RoomGameRules<LoveQuizRoomState, LoveQuizMove, void> {
  const pairList = pairs.map(({ id, a, b }) => ({ id, a: { ...a }, b: { ...b } }));
  return {
    game: "love-quiz",
    moveSchema: loveQuizMoveSchema,
    initial: () => ({
      questions: LOVE_QUIZ_QUESTIONS.map(({ id, question, description }) => ({ id, question, description })),
      scale: QUIZ_SCALE.map(({ value, label }) => ({ value, label })),
      answers: [null, null],
      rounds: 0,
      version: "five",
      picks: [null, null],
    }),
    apply(state, seat, move) {
      if (move.type === "again") {
        if (!roundDone(state)) return { ok: false, error: ROOM_ERRORS.notNow };
        return { ok: true, state: { ...state, answers: [null, null], picks: [null, null], rounds: state.rounds + 1 } };
      }
      if (move.type === "version") {
        if (move.version === "pairs" && pairList.length === 0) return { ok: false, error: ROOM_ERRORS.notNow };
        if (move.version === versionOf(state)) return { ok: true, state };
        if (roundStarted(state)) return { ok: false, error: LOVE_QUIZ_ROOM_ERRORS.switchLate };
        return { ok: true, state: { ...state, version: move.version, picks: [null, null] } };
      }
      if (move.type === "pairs") {
        if (versionOf(state) !== "pairs") return { ok: false, error: ROOM_ERRORS.notNow };
        const current = picksOf(state);
        if (current[seat] !== null) return { ok: false, error: LOVE_QUIZ_ROOM_ERRORS.already };
        const picks = completePicks(pairList, move.picks);
        if (!picks) return { ok: false, error: LOVE_QUIZ_ROOM_ERRORS.chooseAll };
        const next: [PairPicks | null, PairPicks | null] = [...current];
        next[seat] = picks;
        return { ok: true, state: { ...state, picks: next } };
      }
      if (versionOf(state) !== "five") return { ok: false, error: ROOM_ERRORS.notNow };
      if (state.answers[seat] !== null) return { ok: false, error: LOVE_QUIZ_ROOM_ERRORS.already };
      const ids = state.questions.map((question) => question.id);
      const given = Object.keys(move.answers);
      if (given.length !== ids.length || !ids.every((id) => given.includes(id))) {
        return { ok: false, error: LOVE_QUIZ_ROOM_ERRORS.answerAll };
      }
      const answers: [QuizAnswers | null, QuizAnswers | null] = [...state.answers];
      answers[seat] = Object.fromEntries(ids.map((id) => [id, move.answers[id]!]));
      return { ok: true, state: { ...state, answers } };
    },
    view(state, seat: Seat): LoveQuizView {
      const version = versionOf(state);
      const other = seat === 0 ? 1 : 0;
      const mine = state.answers[seat];
      const partner = state.answers[other];
      const picks = picksOf(state);
      const minePicks = picks[seat];
      const partnerPicks = picks[other];
      let pairResult: PairRoundResult | null = null;
      if (version === "pairs" && minePicks && partnerPicks) {
        const mineProfile = pairProfile(pairList, minePicks);
        const partnerProfile = pairProfile(pairList, partnerPicks);
        pairResult = {
          mine: mineProfile,
          partner: partnerProfile,
          comparison: compareProfiles(mineProfile, partnerProfile, {
            first: minePicks,
            second: partnerPicks,
            pairs: pairList,
          }),
        };
      }
      return {
        version,
        questions: state.questions,
        scale: state.scale,
        mine,
        partnerAnswered: version === "pairs" ? partnerPicks !== null : partner !== null,
        revealed:
          version === "five" && mine && partner
            ? state.questions.map(({ id }) => ({
                id,
                mine: mine[id]!,
                partner: partner[id]!,
                agreement: agreementOf(mine[id]!, partner[id]!),
              }))
            : null,
        rounds: state.rounds,
        languages: LOVE_LANGUAGES.map(({ id, title, color, icon }) => ({ id, title, color, icon })),
        pairs: version === "pairs" && !minePicks ? pairList : null,
        minePicked: minePicks !== null,
        pairResult,
        pairCount: pairList.length,
      };
    },
  };
}
