/**
 * A question a day on this phone (issue #48): today's question, this phone's answer and the partner's, and the keys
 * this phone releases. Each answer is sealed under a key only its own phone can derive (crypto.ts: dailyAnswerKey);
 * a phone releases that day's key once the partner's sealed answer is in the document, and shows the partner's
 * answer only once its own is given and the partner's key has come. So neither partner reads the other's answer
 * first, and the server, which carries only sealed updates, reads neither.
 */
import * as Y from "yjs";
import {
  dailyAnswerKey,
  dailyOrderKey,
  fromBase64Url,
  newPhoneSecret,
  openDailyAnswer,
  sealDailyAnswer,
  spaceCredentials,
  toBase64Url,
  type RandomBytes,
} from "@domain/our-space/crypto";
import { questionForDay } from "@domain/our-space/daily-question";
import { answerDaily, DAILY_ANSWER_MAX_LENGTH, readSpace, releaseDailyKey } from "@domain/our-space/space-doc";
import type { DailyDay, SpaceView } from "@domain/our-space/view";
import type { DailyQuestion } from "@content/our-space/daily-questions";
import { readDeviceText, writeDeviceText, type StorageLike } from "~/lib/device-storage";
import { OUR_SPACE_KEYS } from "./keys";

/** What a phone needs to work out its days: the space it is in, the couple's order key and its own secret. */
export interface DailyKeys {
  space: string;
  orderKey: Uint8Array;
  phoneSecret: Uint8Array;
}

/** This phone's own secret, made and stored the first time it is asked for. */
export function phoneDailySecret(storage: StorageLike, random: RandomBytes): Uint8Array {
  const stored = readDeviceText(storage, OUR_SPACE_KEYS.dailySecret);
  const bytes = stored ? fromBase64Url(stored) : null;
  if (bytes && bytes.length === 32) return bytes;
  const made = newPhoneSecret(random);
  writeDeviceText(storage, OUR_SPACE_KEYS.dailySecret, toBase64Url(made));
  return made;
}

export function dailyKeys(spaceKey: Uint8Array, phoneSecret: Uint8Array): DailyKeys {
  return { space: spaceCredentials(spaceKey).space, orderKey: dailyOrderKey(spaceKey), phoneSecret };
}

export interface DailyReveal {
  day: string;
  /** The question as each phone had it (the same unless the couple changed topics that day). */
  question: DailyQuestion | null;
  mine: string | null;
  /** Whether the partner has answered (their words stay sealed until this phone has too). */
  partnerAnswered: boolean;
  /** The partner's words: only when this phone has answered and the partner's key has come and opens them. */
  partner: string | null;
  skipped: boolean;
}

const questionById = (questions: readonly DailyQuestion[], id: string | undefined) =>
  (id && questions.find((question) => question.id === id)) || null;

function revealOf(
  entry: DailyDay | undefined,
  day: string,
  me: string,
  keys: DailyKeys,
  fallback: DailyQuestion | null,
  questions: readonly DailyQuestion[],
): DailyReveal {
  const mineSealed = entry?.answers.find((answer) => answer.by === me);
  const theirs = entry?.answers.find((answer) => answer.by !== me);
  const mine = mineSealed
    ? openDailyAnswer(dailyAnswerKey(keys.phoneSecret, keys.space, day), keys.space, day, me, mineSealed.sealed)
    : null;
  let partner: string | null = null;
  const theirKey = theirs ? entry?.keys[theirs.by] : undefined;
  // Never before this phone's own answer is in, whatever the document (or a phone that released early) holds.
  if (mineSealed && theirs && theirKey) {
    const key = fromBase64Url(theirKey);
    partner = key && key.length === 32 ? openDailyAnswer(key, keys.space, day, theirs.by, theirs.sealed) : null;
  }
  return {
    day,
    question: questionById(questions, mineSealed?.question ?? theirs?.question) ?? fallback,
    mine,
    partnerAnswered: Boolean(theirs),
    partner,
    skipped: Boolean(entry?.skipped),
  };
}

/** Today's question and where each partner is with it. */
export function dailyToday(
  view: SpaceView,
  me: string,
  keys: DailyKeys,
  today: string,
  questions: readonly DailyQuestion[],
): DailyReveal {
  const entry = view.daily.days.find((day) => day.day === today);
  const question = questionForDay(questions, keys.orderKey, today, view.daily.skippedTopics);
  return revealOf(entry, today, me, keys, question, questions);
}

/** Earlier days both answered, newest first: the couple's history, read on their phones only. */
export function dailyHistory(
  view: SpaceView,
  me: string,
  keys: DailyKeys,
  today: string,
  questions: readonly DailyQuestion[],
): DailyReveal[] {
  return view.daily.days
    .filter((entry) => entry.day < today)
    .map((entry) => revealOf(entry, entry.day, me, keys, null, questions))
    .filter((reveal) => reveal.mine !== null && reveal.partner !== null);
}

/** Seals and writes this phone's answer of the day (once; trimmed, at most DAILY_ANSWER_MAX_LENGTH characters). */
export function writeDailyAnswer(
  doc: Y.Doc,
  me: string,
  keys: DailyKeys,
  day: string,
  question: DailyQuestion,
  text: string,
  now: string,
  random: RandomBytes,
): boolean {
  const answer = text.trim().slice(0, DAILY_ANSWER_MAX_LENGTH);
  if (!answer) return false;
  const key = dailyAnswerKey(keys.phoneSecret, keys.space, day);
  answerDaily(doc, day, me, question.id, sealDailyAnswer(key, keys.space, day, me, answer, random), now);
  releaseDueKeys(doc, me, keys);
  return true;
}

/**
 * Releases this phone's key for every day the partner has answered too, so their phone can open this phone's
 * answer. Called after every change to the document; writes nothing when there is nothing to release.
 */
export function releaseDueKeys(
  doc: Y.Doc,
  me: string,
  keys: DailyKeys,
  daily: SpaceView["daily"] = readSpace(doc).daily,
): void {
  for (const entry of daily.days) {
    const answered = entry.answers.some((answer) => answer.by === me);
    const partnerAnswered = entry.answers.some((answer) => answer.by !== me);
    if (!answered || !partnerAnswered || entry.keys[me]) continue;
    releaseDailyKey(doc, entry.day, me, toBase64Url(dailyAnswerKey(keys.phoneSecret, keys.space, entry.day)));
  }
}

/** Whether today's question waits for this phone: nothing answered here yet, and the day not skipped. */
export function dailyWaits(daily: SpaceView["daily"], me: string, today: string): boolean {
  const entry = daily.days.find((day) => day.day === today);
  return !entry || (!entry.skipped && !entry.answers.some((answer) => answer.by === me));
}
