/**
 * The shared document of "Our space" (Yjs): what both phones merge, and the one reader that turns it into the
 * SpaceView the screens use. Everything read is checked, since the partner's phone (or a broken one) may have
 * written anything: a bad entry is skipped, never thrown. Writers change only what differs, so concurrent edits on
 * two phones merge instead of overwriting each other.
 *
 * Top-level types:
 *   members     Y.Map  memberId → name (string) or null
 *   favourites  Y.Map  `${kind}|${positionId}|${memberId}` → ISO time added
 *   ticks       Y.Map  `${list}|${item}` → { by, at }
 *   journey     Y.Map  progress, slots (JSON text), at, by: the whole of it as one phone last saved it
 *   matches     Y.Map  id → SavedMatch as JSON text
 *   note        Y.Text, with noteMeta Y.Map { at, by } (who last changed it)
 *   daily       Y.Map  `${day}|${memberId}|answer` → { question, sealed, at } as JSON text;
 *                      `${day}|${memberId}|key` → the key that opens that answer, once released;
 *                      `${day}|skip` → { by, at }; `topic|${topic}` → true while the couple skips it
 *   later       Y.Map  laterKey (`${game}|${ref}`) → { game, ref, text, at, by } as JSON text: cards kept for later
 *   plans       Y.Map  `item|${item}` → Plan as JSON text (plans.ts); `title` → the calendar title they chose
 */
import * as Y from "yjs";
import { byNewest, cleanLaterItem, LATER_LIMITS, laterKey, type LaterItem } from "@domain/games/later";
import { cleanNickname, NICKNAME_MAX_LENGTH } from "@domain/games/nicknames";
import { FAVOURITE_KINDS, isFavouriteId, type FavouriteKind } from "@domain/positions/favourites";
import { isDay } from "./daily-question";
import {
  cleanLine,
  cleanPlan,
  cleanPlans,
  planIsOver,
  planItemParts,
  PLAN_LIMITS,
  type Plan,
  type PlanAnswer,
} from "./plans";
import type { BucketListId, DailyDay, SavedMatch, SpaceLaterItem, SpaceMember, SpaceView } from "./view";

export const NOTE_MAX_LENGTH = 500;

export const SPACE_DOC_LIMITS = {
  /** Member and match ids: URL-safe, 1 to 40 characters. */
  idLength: 40,
  members: 16,
  nameLength: NICKNAME_MAX_LENGTH,
  /** Per member and per list, as many as a phone keeps (MAX_FAVOURITES_PER_LIST). */
  favouritesPerList: 1000,
  ticksPerList: 500,
  itemIdLength: 120,
  matches: 200,
  itemsPerMatch: 60,
  labelLength: 120,
  /** The journey's progress and slots, each as JSON text. */
  journeyChars: 20_000,
  noteLength: NOTE_MAX_LENGTH,
  /** Days of "a question a day" kept (about a year and a month): older ones go when a new day is written. */
  dailyDays: 400,
  /** An answer of at most DAILY_ANSWER_MAX_LENGTH characters, sealed: its base64url text. */
  dailySealedLength: 6000,
  topicLength: 24,
  /** Cards saved for later, as many as a phone keeps (LATER_LIMITS.items): the oldest go beyond. */
  later: LATER_LIMITS.items,
} as const;

/** The longest answer a phone may write to a day's question. */
export const DAILY_ANSWER_MAX_LENGTH = 1000;

export const BUCKET_LIST_IDS: readonly BucketListId[] = ["honeymoon", "first-night"];

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const ITEM_ID_PATTERN = /^[A-Za-z0-9:_.-]+$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length <= SPACE_DOC_LIMITS.idLength && ID_PATTERN.test(value);
const isItemId = (value: unknown): value is string =>
  typeof value === "string" && value.length <= SPACE_DOC_LIMITS.itemIdLength && ITEM_ID_PATTERN.test(value);
const isTime = (value: unknown): value is string =>
  typeof value === "string" && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
const isList = (value: unknown): value is BucketListId => BUCKET_LIST_IDS.includes(value as BucketListId);
const isKind = (value: unknown): value is FavouriteKind => FAVOURITE_KINDS.includes(value as FavouriteKind);

const members = (doc: Y.Doc) => doc.getMap<unknown>("members");
const favourites = (doc: Y.Doc) => doc.getMap<unknown>("favourites");
const ticks = (doc: Y.Doc) => doc.getMap<unknown>("ticks");
const journey = (doc: Y.Doc) => doc.getMap<unknown>("journey");
const matches = (doc: Y.Doc) => doc.getMap<unknown>("matches");
const note = (doc: Y.Doc) => doc.getText("note");
const daily = (doc: Y.Doc) => doc.getMap<unknown>("daily");
const noteMeta = (doc: Y.Doc) => doc.getMap<unknown>("noteMeta");
const later = (doc: Y.Doc) => doc.getMap<unknown>("later");

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function parseJson(text: unknown): unknown {
  if (typeof text !== "string" || text.length > SPACE_DOC_LIMITS.journeyChars * 2) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A name as the games keep a nickname (cleanNickname: no control characters, at most 24 characters); null when empty. */
const cleanName = (value: unknown): string | null => cleanNickname(value) || null;

function cleanMatch(value: unknown): SavedMatch | null {
  if (!value || typeof value !== "object") return null;
  const { id, at, by, items } = value as Record<string, unknown>;
  if (!isId(id) || !isTime(at) || !isId(by) || !Array.isArray(items)) return null;
  const clean: SavedMatch["items"] = [];
  for (const item of items.slice(0, SPACE_DOC_LIMITS.itemsPerMatch)) {
    if (!item || typeof item !== "object") continue;
    const { id: itemId, label } = item as Record<string, unknown>;
    if (!isItemId(itemId) || typeof label !== "string") continue;
    clean.push({ id: itemId, label: label.slice(0, SPACE_DOC_LIMITS.labelLength) });
  }
  return { id, at, by, items: clean };
}

// ---- reading ----

function readMembers(doc: Y.Doc): SpaceMember[] {
  const list: SpaceMember[] = [];
  for (const [id, name] of members(doc).entries()) {
    if (isId(id) && (name === null || typeof name === "string")) list.push({ id, name: cleanName(name) });
  }
  return list.sort((a, b) => byText(a.id, b.id)).slice(0, SPACE_DOC_LIMITS.members);
}

function readFavourites(doc: Y.Doc): SpaceView["favourites"] {
  const perList = new Map<string, number>();
  const entries = new Map<string, SpaceView["favourites"][number]>();
  const keys = [...favourites(doc).entries()]
    .filter(([, at]) => isTime(at))
    .map(([key]) => key)
    .sort(byText);
  for (const key of keys) {
    const [kind, positionId, memberId, extra] = key.split("|");
    if (extra !== undefined || !isKind(kind) || !isFavouriteId(positionId) || !isId(memberId)) continue;
    const count = perList.get(`${kind}|${memberId}`) ?? 0;
    if (count >= SPACE_DOC_LIMITS.favouritesPerList) continue;
    perList.set(`${kind}|${memberId}`, count + 1);
    const entry = entries.get(`${kind}|${positionId}`) ?? { kind, positionId, by: [] };
    entry.by.push(memberId);
    entries.set(`${kind}|${positionId}`, entry);
  }
  return [...entries.values()].sort(
    (a, b) => byText(a.positionId, b.positionId) || FAVOURITE_KINDS.indexOf(a.kind) - FAVOURITE_KINDS.indexOf(b.kind),
  );
}

function readTicks(doc: Y.Doc): SpaceView["ticks"] {
  const all: SpaceView["ticks"] = [];
  for (const [key, value] of ticks(doc).entries()) {
    const [list, item, extra] = key.split("|");
    if (extra !== undefined || !isList(list) || !isItemId(item) || !value || typeof value !== "object") continue;
    const { by, at } = value as Record<string, unknown>;
    if (isId(by) && isTime(at)) all.push({ list, item, by, at });
  }
  all.sort((a, b) => byText(a.list, b.list) || byText(a.at, b.at) || byText(a.item, b.item));
  return BUCKET_LIST_IDS.flatMap((list) =>
    all.filter((tick) => tick.list === list).slice(0, SPACE_DOC_LIMITS.ticksPerList),
  );
}

function readJourney(doc: Y.Doc): SpaceView["journey"] {
  const map = journey(doc);
  const [progressText, slotsText, at, by] = ["progress", "slots", "at", "by"].map((key) => map.get(key));
  if (!isTime(at) || !isId(by)) return null;
  const progress = parseJson(progressText);
  const slots = parseJson(slotsText);
  if (progress === undefined || slots === undefined) return null;
  return { progress, slots, at, by };
}

function readMatches(doc: Y.Doc): SavedMatch[] {
  const list: SavedMatch[] = [];
  for (const [id, text] of matches(doc).entries()) {
    const match = cleanMatch(parseJson(text));
    if (match && match.id === id) list.push(match);
  }
  return list.sort((a, b) => byText(b.at, a.at) || byText(a.id, b.id)).slice(0, SPACE_DOC_LIMITS.matches);
}

function readNote(doc: Y.Doc): SpaceView["note"] {
  const meta = noteMeta(doc);
  const at = meta.get("at");
  const by = meta.get("by");
  return {
    text: note(doc).toString().slice(0, NOTE_MAX_LENGTH),
    at: isTime(at) ? at : null,
    by: isId(by) ? by : null,
  };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const TOPIC_PATTERN = /^[a-z-]+$/;
const isSealed = (value: unknown): value is string =>
  typeof value === "string" && value.length <= SPACE_DOC_LIMITS.dailySealedLength && BASE64URL.test(value);
const isTopic = (value: unknown): value is string =>
  typeof value === "string" && value.length <= SPACE_DOC_LIMITS.topicLength && TOPIC_PATTERN.test(value);

function readDaily(doc: Y.Doc): SpaceView["daily"] {
  const days = new Map<string, DailyDay>();
  const dayOf = (day: string) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { day, answers: [], keys: {}, skipped: null }));
    return entry;
  };
  const skippedTopics: string[] = [];
  for (const [key, value] of daily(doc).entries()) {
    const parts = key.split("|");
    if (parts[0] === "topic" && parts.length === 2) {
      if (isTopic(parts[1]) && value === true) skippedTopics.push(parts[1]);
      continue;
    }
    const [day, second, third, extra] = parts;
    if (!isDay(day) || extra !== undefined) continue;
    if (second === "skip" && third === undefined) {
      const { by, at } = (value ?? {}) as Record<string, unknown>;
      if (isId(by) && isTime(at)) dayOf(day).skipped = { by, at };
    } else if (isId(second) && third === "answer") {
      const { question, sealed, at } = (parseJson(value) ?? {}) as Record<string, unknown>;
      if (isItemId(question) && isSealed(sealed) && isTime(at))
        dayOf(day).answers.push({ by: second, question, sealed, at });
    } else if (isId(second) && third === "key" && isSealed(value)) {
      dayOf(day).keys[second] = value;
    }
  }
  const list = [...days.values()].sort((a, b) => byText(b.day, a.day)).slice(0, SPACE_DOC_LIMITS.dailyDays);
  for (const entry of list) entry.answers.sort((a, b) => byText(a.by, b.by));
  return { days: list, skippedTopics: skippedTopics.sort(byText) };
}

function cleanSpaceLater(value: unknown): SpaceLaterItem | null {
  const item = cleanLaterItem(value);
  const by = value && typeof value === "object" ? (value as Record<string, unknown>).by : undefined;
  return item && isId(by) ? { ...item, by } : null;
}

function readLater(doc: Y.Doc): SpaceLaterItem[] {
  const list: SpaceLaterItem[] = [];
  for (const [key, text] of later(doc).entries()) {
    const item = cleanSpaceLater(parseJson(text));
    if (item && laterKey(item) === key) list.push(item);
  }
  return list.sort(byNewest).slice(0, SPACE_DOC_LIMITS.later);
}

/** The document as the screens read it; never throws, whatever the document holds. */
export function readSpace(doc: Y.Doc): SpaceView {
  return {
    members: readMembers(doc),
    favourites: readFavourites(doc),
    ticks: readTicks(doc),
    journey: readJourney(doc),
    matches: readMatches(doc),
    note: readNote(doc),
    daily: readDaily(doc),
    later: readLater(doc),
    plans: readPlans(doc),
  };
}

/** The ticked items of one list (oldest tick first). */
export function ticksOf(view: SpaceView, list: BucketListId): string[] {
  return view.ticks.filter((tick) => tick.list === list).map((tick) => tick.item);
}

// ---- writing (invalid input is ignored, like invalid entries when reading) ----

export function setMember(doc: Y.Doc, memberId: string, name: string | null): void {
  if (!isId(memberId)) return;
  const clean = cleanName(name);
  const map = members(doc);
  if (map.has(memberId) && map.get(memberId) === clean) return;
  map.set(memberId, clean);
}

/** Makes this member's favourites in the document equal the lists: new ones added (with `now`), gone ones deleted. */
export function syncFavourites(
  doc: Y.Doc,
  memberId: string,
  lists: { want: string[]; loved: string[] },
  now: string,
): void {
  if (!isId(memberId) || !isTime(now)) return;
  const wanted = new Set<string>();
  for (const kind of FAVOURITE_KINDS) {
    const ids = [...new Set((lists[kind] ?? []).filter(isFavouriteId))];
    for (const id of ids.slice(0, SPACE_DOC_LIMITS.favouritesPerList)) wanted.add(`${kind}|${id}|${memberId}`);
  }
  const map = favourites(doc);
  doc.transact(() => {
    for (const key of [...map.keys()]) {
      if (key.endsWith(`|${memberId}`) && !wanted.has(key)) map.delete(key);
    }
    for (const key of wanted) if (!map.has(key)) map.set(key, now);
  });
}

/** Writes only what changed between two versions of a list's ticks: added ones set (unless already), removed deleted. */
export function applyTickChange(
  doc: Y.Doc,
  list: BucketListId,
  before: string[],
  after: string[],
  memberId: string,
  now: string,
): void {
  if (!isList(list) || !isId(memberId) || !isTime(now)) return;
  const old = new Set(before);
  const next = new Set(after);
  const map = ticks(doc);
  doc.transact(() => {
    for (const item of next) {
      if (!old.has(item) && isItemId(item) && !map.has(`${list}|${item}`)) {
        map.set(`${list}|${item}`, { by: memberId, at: now });
      }
    }
    for (const item of old) if (!next.has(item)) map.delete(`${list}|${item}`);
  });
}

/** The journey as this phone saved it; the last phone to save wins. */
export function setJourney(doc: Y.Doc, progress: unknown, slots: unknown, memberId: string, now: string): void {
  if (!isId(memberId) || !isTime(now)) return;
  const progressText = JSON.stringify(progress ?? null);
  const slotsText = JSON.stringify(slots ?? null);
  const limit = SPACE_DOC_LIMITS.journeyChars;
  if (progressText.length > limit || slotsText.length > limit) return;
  const map = journey(doc);
  doc.transact(() => {
    map.set("progress", progressText);
    map.set("slots", slotsText);
    map.set("at", now);
    map.set("by", memberId);
  });
}

/** Saves a match result (labels cut to 120 characters, 60 items at most); the oldest go beyond 200. */
export function saveMatch(doc: Y.Doc, match: SavedMatch): void {
  const clean = cleanMatch(match);
  if (!clean) return;
  const map = matches(doc);
  doc.transact(() => {
    map.set(clean.id, JSON.stringify(clean));
    const kept = new Set(readMatches(doc).map((entry) => entry.id));
    for (const id of [...map.keys()]) if (!kept.has(id)) map.delete(id);
  });
}

export function removeMatch(doc: Y.Doc, id: string): void {
  matches(doc).delete(id);
}

/**
 * Sets the note by its smallest change (the common start and end are kept), so what each partner typed at the
 * same time survives the merge. At most 500 characters.
 */
export function setNote(doc: Y.Doc, text: string, memberId: string, now: string): void {
  if (typeof text !== "string" || !isId(memberId) || !isTime(now)) return;
  const next = text.slice(0, NOTE_MAX_LENGTH);
  const shared = note(doc);
  const current = shared.toString();
  if (current === next) return;
  let start = 0;
  const shortest = Math.min(current.length, next.length);
  while (start < shortest && current[start] === next[start]) start++;
  let end = 0;
  while (end < shortest - start && current[current.length - 1 - end] === next[next.length - 1 - end]) end++;
  // Never cut between the two halves of a surrogate pair (an emoji).
  if (start > 0 && isHighSurrogate(current.charCodeAt(start - 1))) start--;
  if (end > 0 && isHighSurrogate(current.charCodeAt(current.length - end - 1))) end--;
  doc.transact(() => {
    const removed = current.length - start - end;
    if (removed > 0) shared.delete(start, removed);
    const inserted = next.slice(start, next.length - end);
    if (inserted) shared.insert(start, inserted);
    noteMeta(doc).set("at", now);
    noteMeta(doc).set("by", memberId);
  });
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Forgets the oldest days beyond SPACE_DOC_LIMITS.dailyDays (inside the caller's transaction). */
function pruneDaily(doc: Y.Doc): void {
  const map = daily(doc);
  const days = new Set([...map.keys()].map((key) => key.split("|")[0]).filter(isDay));
  if (days.size <= SPACE_DOC_LIMITS.dailyDays) return;
  const kept = new Set(readDaily(doc).days.map((entry) => entry.day));
  for (const key of [...map.keys()]) {
    const day = key.split("|")[0];
    if (isDay(day) && !kept.has(day)) map.delete(key);
  }
}

/**
 * Writes this phone's sealed answer of a day, once: an answer given is final, so neither phone can change theirs
 * after seeing the other's.
 */
export function answerDaily(
  doc: Y.Doc,
  day: string,
  memberId: string,
  question: string,
  sealed: string,
  now: string,
): void {
  if (!isDay(day) || !isId(memberId) || !isItemId(question) || !isSealed(sealed) || !isTime(now)) return;
  const map = daily(doc);
  const key = `${day}|${memberId}|answer`;
  if (map.has(key)) return;
  doc.transact(() => {
    map.set(key, JSON.stringify({ question, sealed, at: now }));
    pruneDaily(doc);
  });
}

/** Releases the key to this phone's answer of a day (the caller checks that the partner has answered first). */
export function releaseDailyKey(doc: Y.Doc, day: string, memberId: string, key: string): void {
  if (!isDay(day) || !isId(memberId) || !isSealed(key)) return;
  const map = daily(doc);
  if (map.get(`${day}|${memberId}|key`) !== key) map.set(`${day}|${memberId}|key`, key);
}

/** The couple skips a day's question (either phone may). */
export function skipDailyDay(doc: Y.Doc, day: string, memberId: string, now: string): void {
  if (!isDay(day) || !isId(memberId) || !isTime(now)) return;
  const map = daily(doc);
  if (!map.has(`${day}|skip`)) map.set(`${day}|skip`, { by: memberId, at: now });
}

/** Skips a topic from now on, or brings it back. */
export function setDailyTopicSkipped(doc: Y.Doc, topic: string, skipped: boolean): void {
  if (!isTopic(topic)) return;
  const map = daily(doc);
  if (skipped) map.set(`topic|${topic}`, true);
  else map.delete(`topic|${topic}`);
}

/** Forgets the oldest cards beyond SPACE_DOC_LIMITS.later (inside the caller's transaction). */
function pruneLater(doc: Y.Doc): void {
  const map = later(doc);
  if (map.size <= SPACE_DOC_LIMITS.later) return;
  const kept = new Set(readLater(doc).map(laterKey));
  for (const key of [...map.keys()]) if (!kept.has(key)) map.delete(key);
}

/**
 * Writes only what changed between two versions of this phone's "Saved for later" list: a card added is set (unless
 * the space has it already, whoever kept it), a card removed is deleted for both phones. Invalid cards are ignored.
 */
export function applyLaterChange(
  doc: Y.Doc,
  before: readonly LaterItem[],
  after: readonly LaterItem[],
  memberId: string,
): void {
  if (!isId(memberId)) return;
  const old = new Set(before.map(laterKey));
  const next = new Set(after.map(laterKey));
  const map = later(doc);
  doc.transact(() => {
    for (const entry of after) {
      const item = cleanLaterItem(entry);
      const key = item && laterKey(item);
      if (!item || !key || old.has(key) || map.has(key)) continue;
      map.set(key, JSON.stringify({ ...item, by: memberId }));
    }
    for (const key of old) if (!next.has(key)) map.delete(key);
    pruneLater(doc);
  });
}

/** Removes a saved card from the space (either phone may). */
export function removeLaterCard(doc: Y.Doc, key: string): void {
  if (typeof key === "string" && later(doc).has(key)) later(doc).delete(key);
}

/**
 * What of a document is one member's own, written into another (fresh) document: its name, its favourites, and the
 * ticks, journey and cards saved for later it made. What the partner wrote, and what the two shared (the note, saved matches: a match's
 * result is both partners' choices), is left behind, so leaving a space takes nothing of the partner's into the next.
 */
export function copyOwnData(from: Y.Doc, to: Y.Doc, memberId: string): void {
  if (!isId(memberId)) return;
  const view = readSpace(from);
  to.transact(() => {
    const member = view.members.find((entry) => entry.id === memberId);
    if (member) setMember(to, memberId, member.name);
    for (const [key, at] of favourites(from).entries()) {
      const [kind, positionId, by, extra] = key.split("|");
      if (extra === undefined && by === memberId && isKind(kind) && isFavouriteId(positionId) && isTime(at))
        favourites(to).set(key, at);
    }
    for (const tick of view.ticks)
      if (tick.by === memberId) ticks(to).set(`${tick.list}|${tick.item}`, { by: tick.by, at: tick.at });
    const own = view.journey;
    if (own && own.by === memberId) setJourney(to, own.progress, own.slots, memberId, own.at);
    for (const item of view.later) if (item.by === memberId) later(to).set(laterKey(item), JSON.stringify(item));
  });
}

// ---- "Plan it" (plans.ts): one plan per item, the couple's calendar title, and the answer to "How was it?" ----

const plans = (doc: Y.Doc) => doc.getMap<unknown>("plans");
const PLAN_PREFIX = "item|";

function readPlans(doc: Y.Doc): SpaceView["plans"] {
  const map = plans(doc);
  const found: Plan[] = [];
  for (const [key, text] of map.entries()) {
    if (!key.startsWith(PLAN_PREFIX)) continue;
    const plan = cleanPlan(parseJson(text));
    if (plan && key === PLAN_PREFIX + plan.item) found.push(plan);
  }
  return { list: cleanPlans(found), title: cleanLine(map.get("title"), PLAN_LIMITS.titleLength) || null };
}

/** Plans an item (or moves its plan to another evening); beyond PLAN_LIMITS.plans the oldest planned go. */
export function setPlan(doc: Y.Doc, plan: Plan): void {
  const clean = cleanPlan(plan);
  if (!clean) return;
  const map = plans(doc);
  doc.transact(() => {
    map.set(PLAN_PREFIX + clean.item, JSON.stringify(clean));
    const kept = new Set(readPlans(doc).list.map((entry) => PLAN_PREFIX + entry.item));
    for (const key of [...map.keys()]) if (key.startsWith(PLAN_PREFIX) && !kept.has(key)) map.delete(key);
  });
}

export function removePlan(doc: Y.Doc, item: string): void {
  const map = plans(doc);
  if (map.has(PLAN_PREFIX + item)) map.delete(PLAN_PREFIX + item);
}

/** The calendar title both phones use; empty brings back the default. */
export function setPlanTitle(doc: Y.Doc, title: string): void {
  const clean = cleanLine(title, PLAN_LIMITS.titleLength);
  const map = plans(doc);
  if (!clean) {
    if (map.has("title")) map.delete("title");
  } else if (map.get("title") !== clean) map.set("title", clean);
}

/**
 * The couple's answer to "How was it?" once the evening is over (`today`, the phone's date, after the plan's), for
 * both phones: "loved" files a position in both members' "Loved it" and ticks a bucket-list idea; "again" keeps the
 * item where it is; "not" takes the item off the shared lists (both members' favourites of the position, the idea's
 * tick, the card from the saved matches). Each clears the plan. False (and nothing written) when there is no such
 * plan or its evening has not passed.
 */
export function answerPlan(
  doc: Y.Doc,
  item: string,
  answer: PlanAnswer,
  memberId: string,
  today: string,
  now: string,
): boolean {
  const plan = readPlans(doc).list.find((entry) => entry.item === item);
  if (!plan || !planIsOver(plan, today) || !isId(memberId) || !isTime(now)) return false;
  const { kind, id } = planItemParts(item);
  doc.transact(() => {
    plans(doc).delete(PLAN_PREFIX + item);
    if (answer === "again") return;
    if (kind === "position" && isFavouriteId(id)) {
      const entries = readFavourites(doc).filter((entry) => entry.positionId === id);
      const everyone = new Set([...readMembers(doc).map((member) => member.id), ...entries.flatMap((e) => e.by)]);
      for (const member of everyone) {
        if (answer === "loved") {
          if (!favourites(doc).has(`loved|${id}|${member}`)) favourites(doc).set(`loved|${id}|${member}`, now);
        } else for (const kindOf of FAVOURITE_KINDS) favourites(doc).delete(`${kindOf}|${id}|${member}`);
      }
    } else if (kind === "bucket") {
      const [list, idea, extra] = id.split(":");
      if (!isList(list) || !isItemId(idea) || extra !== undefined) return;
      const key = `${list}|${idea}`;
      if (answer === "loved" && !ticks(doc).has(key)) ticks(doc).set(key, { by: memberId, at: now });
      if (answer === "not") ticks(doc).delete(key);
    } else if (kind === "desire" && answer === "not") {
      for (const match of readMatches(doc)) {
        if (!match.items.some((entry) => entry.id === id)) continue;
        const items = match.items.filter((entry) => entry.id !== id);
        if (items.length === 0) matches(doc).delete(match.id);
        else matches(doc).set(match.id, JSON.stringify({ ...match, items }));
      }
    }
  });
  return true;
}
