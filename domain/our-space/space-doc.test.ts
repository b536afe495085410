import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import {
  NOTE_MAX_LENGTH,
  SPACE_DOC_LIMITS,
  answerDaily,
  applyLaterChange,
  applyTickChange,
  copyOwnData,
  readSpace,
  releaseDailyKey,
  removeLaterCard,
  removeMatch,
  saveMatch,
  setDailyTopicSkipped,
  setJourney,
  setMember,
  setNote,
  skipDailyDay,
  syncFavourites,
  ticksOf,
} from "./space-doc";
import { laterKey, type LaterItem } from "@domain/games/later";
import { EMPTY_SPACE_VIEW, type SavedMatch } from "./view";
import { answerPlan, removePlan, setPlan, setPlanTitle } from "./space-doc";
import { PLAN_LIMITS, type Plan } from "./plans";

const T1 = "2026-11-27T10:00:00.000Z";
const T2 = "2026-11-27T11:00:00.000Z";
const T3 = "2026-11-27T12:00:00.000Z";

/** A document with a fixed client id, so merges resolve the same way on every run. */
function newDoc(clientID: number): Y.Doc {
  const doc = new Y.Doc();
  doc.clientID = clientID;
  return doc;
}

/** Each document receives what the other has and it lacks, as two phones do through the server. */
function exchange(a: Y.Doc, b: Y.Doc): void {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB);
  Y.applyUpdate(a, toA);
}

const match = (id: string, at: string, labels: string[] = ["Slow dance"]): SavedMatch => ({
  id,
  at,
  by: "ana",
  items: labels.map((label, index) => ({ id: `desire:item-${index}`, label })),
});

describe("the shared document", () => {
  it("reads an empty document as an empty space", () => {
    expect(readSpace(new Y.Doc())).toEqual(EMPTY_SPACE_VIEW);
  });

  it("merges two phones' concurrent changes into the same view on both", () => {
    const ana = newDoc(1);
    const ben = newDoc(2);
    setMember(ana, "ana", "Ana");
    setMember(ben, "ben", "  Ben  ");
    exchange(ana, ben);

    // Offline on Ana's phone, online on Ben's: favourites, ticks and the note change on both at once.
    syncFavourites(ana, "ana", { want: ["lotus", "spoon"], loved: ["cowgirl"] }, T1);
    syncFavourites(ben, "ben", { want: ["spoon", "lotus--deep"], loved: [] }, T1);
    applyTickChange(ana, "honeymoon", [], ["hm-sunset-toast"], "ana", T1);
    applyTickChange(ben, "honeymoon", [], ["hm-private-dinner"], "ben", T2);
    applyTickChange(ben, "first-night", [], ["fn-candles"], "ben", T2);
    setNote(ana, "Friday: dinner", "ana", T1);
    setNote(ben, "bring wine", "ben", T2);
    exchange(ana, ben);

    const view = readSpace(ana);
    expect(readSpace(ben)).toEqual(view);
    expect(view.members).toEqual([
      { id: "ana", name: "Ana" },
      { id: "ben", name: "Ben" },
    ]);
    expect(view.favourites).toEqual([
      { kind: "loved", positionId: "cowgirl", by: ["ana"] },
      { kind: "want", positionId: "lotus", by: ["ana"] },
      { kind: "want", positionId: "lotus--deep", by: ["ben"] },
      { kind: "want", positionId: "spoon", by: ["ana", "ben"] },
    ]);
    expect(ticksOf(view, "honeymoon")).toEqual(["hm-sunset-toast", "hm-private-dinner"]);
    expect(ticksOf(view, "first-night")).toEqual(["fn-candles"]);
    expect(view.ticks.at(-1)).toEqual({ list: "first-night", item: "fn-candles", by: "ben", at: T2 });
    // Both typed: both texts are kept, in one order both phones agree on.
    expect(view.note.text).toContain("Friday: dinner");
    expect(view.note.text).toContain("bring wine");

    // Then each edits the merged note at a different place; both edits survive.
    const merged = view.note.text;
    setNote(ana, merged.replace("Friday", "Saturday"), "ana", T3);
    setNote(ben, merged + "!", "ben", T3);
    exchange(ana, ben);
    expect(readSpace(ana).note.text).toBe(merged.replace("Friday", "Saturday") + "!");
    expect(readSpace(ben).note).toEqual(readSpace(ana).note);
  });

  it("syncs only this member's favourites and keeps the partner's", () => {
    const doc = newDoc(3);
    syncFavourites(doc, "ana", { want: ["lotus", "spoon"], loved: [] }, T1);
    syncFavourites(doc, "ben", { want: ["spoon"], loved: [] }, T1);
    syncFavourites(doc, "ana", { want: ["spoon", "bad id!"], loved: ["lotus"] }, T2);
    expect(readSpace(doc).favourites).toEqual([
      { kind: "loved", positionId: "lotus", by: ["ana"] },
      { kind: "want", positionId: "spoon", by: ["ana", "ben"] },
    ]);
    // An entry kept keeps the time it was first added.
    expect(doc.getMap("favourites").get("want|spoon|ana")).toBe(T1);
  });

  it("writes only the difference of ticks, so a partner's tick is not undone", () => {
    const ana = newDoc(4);
    const ben = newDoc(5);
    applyTickChange(ana, "honeymoon", [], ["a-one", "a-two"], "ana", T1);
    exchange(ana, ben);
    // Ben, with a stale list, unticks one and ticks another; Ana meanwhile ticks a third.
    applyTickChange(ben, "honeymoon", ["a-one", "a-two"], ["a-two", "b-one"], "ben", T2);
    applyTickChange(ana, "honeymoon", ["a-one", "a-two"], ["a-one", "a-two", "a-three"], "ana", T2);
    exchange(ana, ben);
    expect(ticksOf(readSpace(ana), "honeymoon")).toEqual(["a-two", "a-three", "b-one"]);
    expect(readSpace(ben)).toEqual(readSpace(ana));
    // Ticking again what is already ticked keeps who ticked it first.
    applyTickChange(ben, "honeymoon", [], ["a-two"], "ben", T3);
    expect(readSpace(ben).ticks.find((tick) => tick.item === "a-two")?.by).toBe("ana");
  });

  it("keeps the journey as the last phone saved it", () => {
    const doc = newDoc(6);
    setJourney(doc, { day: 2 }, [["lotus"]], "ana", T1);
    setJourney(doc, { day: 3 }, [["spoon"]], "ben", T2);
    expect(readSpace(doc).journey).toEqual({ progress: { day: 3 }, slots: [["spoon"]], at: T2, by: "ben" });
  });

  it("saves and removes match results, newest first, within the limits", () => {
    const doc = newDoc(7);
    saveMatch(doc, match("m-old", T1));
    saveMatch(doc, match("m-new", T3, ["x".repeat(500), ...new Array<string>(100).fill("Kiss")]));
    saveMatch(doc, { ...match("m-bad", T2), at: "yesterday" });
    const [newest, oldest] = readSpace(doc).matches;
    expect(readSpace(doc).matches.map((entry) => entry.id)).toEqual(["m-new", "m-old"]);
    expect(newest!.items).toHaveLength(SPACE_DOC_LIMITS.itemsPerMatch);
    expect(newest!.items[0]!.label).toHaveLength(SPACE_DOC_LIMITS.labelLength);
    expect(oldest).toEqual(match("m-old", T1));
    removeMatch(doc, "m-new");
    expect(readSpace(doc).matches.map((entry) => entry.id)).toEqual(["m-old"]);

    for (let index = 0; index < SPACE_DOC_LIMITS.matches + 5; index++) {
      saveMatch(doc, match(`m${index}`, new Date(Date.UTC(2027, 0, 1, 0, index)).toISOString()));
    }
    const kept = readSpace(doc).matches;
    expect(kept).toHaveLength(SPACE_DOC_LIMITS.matches);
    expect(kept[0]!.id).toBe(`m${SPACE_DOC_LIMITS.matches + 4}`);
    expect(doc.getMap("matches").size).toBe(SPACE_DOC_LIMITS.matches);
  });

  it("cuts the note at 500 characters and keeps emoji whole", () => {
    const doc = newDoc(8);
    setNote(doc, "a".repeat(NOTE_MAX_LENGTH + 20), "ana", T1);
    expect(readSpace(doc).note).toEqual({ text: "a".repeat(NOTE_MAX_LENGTH), at: T1, by: "ana" });
    setNote(doc, "love 💛 you", "ana", T1);
    setNote(doc, "love 💜 you", "ben", T2);
    expect(readSpace(doc).note).toEqual({ text: "love 💜 you", at: T2, by: "ben" });
  });

  it("skips garbage a broken or hostile phone wrote, and never throws", () => {
    const doc = newDoc(9);
    syncFavourites(doc, "ana", { want: ["lotus"], loved: [] }, T1);
    doc.transact(() => {
      doc.getMap("members").set("x".repeat(41), "Too long");
      doc.getMap("members").set("bad|id", "Pipe");
      doc.getMap("members").set("cat", 42);
      doc.getMap("favourites").set("want|lotus", T1);
      doc.getMap("favourites").set("want|Lotus!|ana", T1);
      doc.getMap("favourites").set("maybe|lotus|ana", T1);
      doc.getMap("favourites").set("loved|lotus|ana", "not a time");
      doc.getMap("favourites").set("loved|spoon|ana|x", T1);
      doc.getMap("ticks").set("elsewhere|item", { by: "ana", at: T1 });
      doc.getMap("ticks").set("honeymoon|ok-item", { by: "ana" });
      doc.getMap("ticks").set("honeymoon|other", "ticked");
      doc.getMap("journey").set("progress", "{not json");
      doc.getMap("journey").set("at", T1);
      doc.getMap("journey").set("by", "ana");
      doc.getMap("matches").set("m1", "{");
      doc.getMap("matches").set("m2", JSON.stringify(match("m3", T1)));
      doc.getMap("matches").set("m4", JSON.stringify({ ...match("m4", T1), items: "none" }));
      doc.getMap("noteMeta").set("at", 5);
      doc.getMap("noteMeta").set("by", "<script>");
    });
    expect(readSpace(doc)).toEqual({
      ...EMPTY_SPACE_VIEW,
      favourites: [{ kind: "want", positionId: "lotus", by: ["ana"] }],
    });
  });

  it("ignores invalid writes", () => {
    const doc = newDoc(10);
    setMember(doc, "bad id", "Ana");
    syncFavourites(doc, "ana", { want: ["lotus"], loved: [] }, "now");
    applyTickChange(doc, "elsewhere" as "honeymoon", [], ["a"], "ana", T1);
    setJourney(doc, "x".repeat(SPACE_DOC_LIMITS.journeyChars), null, "ana", T1);
    setNote(doc, "hello", "", T1);
    expect(readSpace(doc)).toEqual(readSpace(new Y.Doc()));
    expect(Y.encodeStateAsUpdate(doc)).toEqual(Y.encodeStateAsUpdate(new Y.Doc()));
  });

  it("bounds each member's favourites per list", () => {
    const doc = newDoc(11);
    const ids = Array.from({ length: SPACE_DOC_LIMITS.favouritesPerList + 10 }, (_, index) => `pose-${index}`);
    syncFavourites(doc, "ana", { want: ids, loved: [] }, T1);
    doc.getMap("favourites").set("want|zzz-extra|ana", T1);
    expect(readSpace(doc).favourites).toHaveLength(SPACE_DOC_LIMITS.favouritesPerList);
  });
});

describe("a question a day in the document", () => {
  const sealed = "A".repeat(64);

  it("keeps each phone's answer once, its released key and a skipped day, merged on both phones", () => {
    const ana = new Y.Doc();
    const ben = new Y.Doc();
    answerDaily(ana, "2026-12-06", "ana-phone", "dq-001", sealed, "2026-12-06T20:00:00.000Z");
    answerDaily(ana, "2026-12-06", "ana-phone", "dq-002", "B".repeat(64), "2026-12-06T20:01:00.000Z");
    answerDaily(ben, "2026-12-06", "ben-phone", "dq-001", sealed, "2026-12-06T21:00:00.000Z");
    releaseDailyKey(ben, "2026-12-06", "ben-phone", "K".repeat(43));
    skipDailyDay(ben, "2026-12-05", "ben-phone", "2026-12-05T09:00:00.000Z");
    setDailyTopicSkipped(ben, "desire", true);
    Y.applyUpdate(ana, Y.encodeStateAsUpdate(ben));
    Y.applyUpdate(ben, Y.encodeStateAsUpdate(ana));
    const daily = readSpace(ana).daily;
    expect(readSpace(ben).daily).toEqual(daily);
    expect(daily.skippedTopics).toEqual(["desire"]);
    expect(daily.days.map((day) => day.day)).toEqual(["2026-12-06", "2026-12-05"]);
    const today = daily.days[0]!;
    // The first answer stays: an answer given is final.
    expect(today.answers).toEqual([
      { by: "ana-phone", question: "dq-001", sealed, at: "2026-12-06T20:00:00.000Z" },
      { by: "ben-phone", question: "dq-001", sealed, at: "2026-12-06T21:00:00.000Z" },
    ]);
    expect(today.keys).toEqual({ "ben-phone": "K".repeat(43) });
    expect(daily.days[1]!.skipped).toEqual({ by: "ben-phone", at: "2026-12-05T09:00:00.000Z" });
    setDailyTopicSkipped(ana, "desire", false);
    expect(readSpace(ana).daily.skippedTopics).toEqual([]);
  });

  it("skips anything malformed a phone may have written", () => {
    const doc = new Y.Doc();
    const map = doc.getMap("daily");
    map.set("2026-02-30|ana|answer", JSON.stringify({ question: "dq-001", sealed, at: "2026-12-06T20:00:00.000Z" }));
    map.set("2026-12-06|ana|answer", "{not json");
    map.set("2026-12-06|ben|answer", JSON.stringify({ question: "dq-001", sealed: "not base64!", at: "x" }));
    map.set("2026-12-06|ben|key", 42);
    map.set("topic|Desire!", true);
    map.set("2026-12-06|skip", "yes");
    expect(readSpace(doc).daily).toEqual({ days: [], skippedTopics: [] });
  });

  it("keeps about a year of days, the oldest going first", () => {
    const doc = new Y.Doc();
    let day = "2025-01-01";
    for (let i = 0; i < SPACE_DOC_LIMITS.dailyDays + 5; i++) {
      answerDaily(doc, day, "ana-phone", "dq-001", sealed, "2026-12-06T20:00:00.000Z");
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    const days = readSpace(doc).daily.days;
    expect(days).toHaveLength(SPACE_DOC_LIMITS.dailyDays);
    expect(days.at(-1)!.day).toBe("2025-01-06");
    expect(doc.getMap("daily").size).toBe(SPACE_DOC_LIMITS.dailyDays);
  });
});

describe("cards saved for later in the shared document", () => {
  const card = (ref: string, at: string, game: LaterItem["game"] = "truth-or-dare"): LaterItem => ({
    game,
    ref,
    text: `Dare ${ref}.`,
    at,
  });

  it("shares each phone's saved cards, each once, newest first, and a removal on either phone removes it for both", () => {
    const ana = newDoc(21);
    const ben = newDoc(22);
    applyLaterChange(ana, [], [card("d1", T1)], "ana");
    applyLaterChange(ben, [], [card("d1", T2), card("dice5", T3, "passion-dice")], "ben");
    exchange(ana, ben);
    expect(readSpace(ana).later).toEqual(readSpace(ben).later);
    // The same card kept on both phones is one card.
    expect(readSpace(ana).later.map((item) => laterKey(item))).toEqual(["passion-dice|dice5", "truth-or-dare|d1"]);
    expect(readSpace(ana).later[0]).toEqual({ ...card("dice5", T3, "passion-dice"), by: "ben" });

    // Ben removes the card Ana kept; Ana saves another meanwhile.
    const onBen = readSpace(ben).later;
    applyLaterChange(
      ben,
      onBen,
      onBen.filter((item) => item.ref !== "d1"),
      "ben",
    );
    applyLaterChange(ana, [], [card("d7", T2)], "ana");
    exchange(ana, ben);
    expect(readSpace(ana).later.map((item) => item.ref)).toEqual(["dice5", "d7"]);
    expect(readSpace(ben).later).toEqual(readSpace(ana).later);
    removeLaterCard(ana, "truth-or-dare|d7");
    exchange(ana, ben);
    expect(readSpace(ben).later.map((item) => item.ref)).toEqual(["dice5"]);
  });

  it("keeps at most 200 cards, the oldest going first", () => {
    const doc = newDoc(23);
    const many = Array.from({ length: SPACE_DOC_LIMITS.later + 5 }, (_, index) =>
      card(`d${index}`, new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString()),
    );
    applyLaterChange(doc, [], many, "ana");
    const view = readSpace(doc).later;
    expect(view).toHaveLength(SPACE_DOC_LIMITS.later);
    expect(doc.getMap("later").size).toBe(SPACE_DOC_LIMITS.later);
    expect(view.some((item) => item.ref === "d0")).toBe(false);
    expect(view[0]!.ref).toBe(`d${SPACE_DOC_LIMITS.later + 4}`);
  });

  it("skips a card a broken or hostile phone wrote, and refuses to write one", () => {
    const doc = newDoc(24);
    doc.transact(() => {
      const map = doc.getMap("later");
      map.set("truth-or-dare|d1", "{");
      map.set("truth-or-dare|d2", JSON.stringify({ ...card("d3", T1), by: "ana" }));
      map.set("truth-or-dare|d4", JSON.stringify({ ...card("d4", T1), by: "<script>" }));
      map.set("chess|e4", JSON.stringify({ ...card("e4", T1), game: "chess", by: "ana" }));
      map.set("truth-or-dare|d5", JSON.stringify({ ...card("d5", T1), text: "x".repeat(5000), by: "ana" }));
      map.set("truth-or-dare|d6", JSON.stringify({ ...card("d6", T1), by: "ana" }));
    });
    expect(readSpace(doc).later).toEqual([{ ...card("d6", T1), by: "ana" }]);
    applyLaterChange(doc, [], [{ ...card("d8", T1), at: "now" }, card("", T1)], "ana");
    applyLaterChange(doc, [], [card("d9", T1)], "bad id");
    expect(readSpace(doc).later.map((item) => item.ref)).toEqual(["d6"]);
  });

  it("takes this phone's own saved cards, not the partner's, into a new space", () => {
    const doc = newDoc(25);
    applyLaterChange(doc, [], [card("d1", T1)], "ana");
    applyLaterChange(doc, [], [card("d2", T2)], "ben");
    const fresh = newDoc(26);
    copyOwnData(doc, fresh, "ana");
    expect(readSpace(fresh).later).toEqual([{ ...card("d1", T1), by: "ana" }]);
  });
});

describe("plans in the shared document", () => {
  const plan = (item: string, date: string, extra: Partial<Plan> = {}): Plan => ({
    item,
    label: "Slow dance",
    date,
    week: false,
    time: null,
    by: "ana",
    at: T1,
    ...extra,
  });

  it("adds a plan, replaces it when planned again, and removes it, on both phones", () => {
    const ana = newDoc(1);
    const ben = newDoc(2);
    setPlan(ana, plan("position:lotus", "2026-12-12", { time: "20:30", label: "Lotus" }));
    exchange(ana, ben);
    expect(readSpace(ben).plans.list).toEqual([
      plan("position:lotus", "2026-12-12", { time: "20:30", label: "Lotus" }),
    ]);

    setPlan(ben, plan("position:lotus", "2026-12-19", { by: "ben", at: T2, label: "Lotus" }));
    setPlan(ben, plan("bucket:honeymoon:sunset-sail", "2026-12-13", { week: true, at: T2 }));
    exchange(ana, ben);
    const list = readSpace(ana).plans.list;
    expect(list.map((entry) => [entry.item, entry.date, entry.by])).toEqual([
      ["bucket:honeymoon:sunset-sail", "2026-12-13", "ana"],
      ["position:lotus", "2026-12-19", "ben"],
    ]);

    removePlan(ana, "position:lotus");
    exchange(ana, ben);
    expect(readSpace(ben).plans.list.map((entry) => entry.item)).toEqual(["bucket:honeymoon:sunset-sail"]);
  });

  it("keeps the couple's calendar title, tidied, and forgets it when emptied", () => {
    const doc = new Y.Doc();
    expect(readSpace(doc).plans.title).toBeNull();
    setPlanTitle(doc, "  Our\nquiet   night  ");
    expect(readSpace(doc).plans.title).toBe("Our quiet night");
    setPlanTitle(doc, "x".repeat(200));
    expect(readSpace(doc).plans.title).toHaveLength(PLAN_LIMITS.titleLength);
    setPlanTitle(doc, "   ");
    expect(readSpace(doc).plans.title).toBeNull();
  });

  it("keeps the newest planned within the limit", () => {
    const doc = new Y.Doc();
    for (let i = 0; i < PLAN_LIMITS.plans + 3; i++) {
      const at = new Date(Date.parse(T1) + i * 1000).toISOString();
      setPlan(doc, plan(`position:pose-${i}`, "2026-12-12", { at }));
    }
    const items = readSpace(doc).plans.list.map((entry) => entry.item);
    expect(items).toHaveLength(PLAN_LIMITS.plans);
    expect(items).not.toContain("position:pose-0");
    expect(items).toContain(`position:pose-${PLAN_LIMITS.plans + 2}`);
    expect(doc.getMap("plans").size).toBe(PLAN_LIMITS.plans);
  });

  it("ignores malformed plans, whoever wrote them", () => {
    const doc = new Y.Doc();
    const map = doc.getMap("plans");
    const good = plan("position:lotus", "2026-12-12");
    map.set("item|position:lotus", "{not json");
    map.set("item|position:other", JSON.stringify(good)); // filed under another item's key
    map.set("item|position:bad-date", JSON.stringify({ ...good, item: "position:bad-date", date: "2026-02-30" }));
    map.set("item|position:bad-time", JSON.stringify({ ...good, item: "position:bad-time", time: "25:00" }));
    map.set("item|secret:x", JSON.stringify({ ...good, item: "secret:x" }));
    map.set("item|position:empty", JSON.stringify({ ...good, item: "position:empty", label: "\u0000  " }));
    map.set("item|position:who", JSON.stringify({ ...good, item: "position:who", by: "not an id!" }));
    map.set("title", 42);
    expect(readSpace(doc).plans).toEqual({ list: [], title: null });
    setPlan(doc, { ...good, date: "tomorrow" });
    expect(readSpace(doc).plans.list).toEqual([]);
  });
});

describe("How was it?", () => {
  const PLANNED = "2026-12-12";
  const planned = (item: string): Plan => ({
    item,
    label: "Something we both want",
    date: PLANNED,
    week: false,
    time: "20:00",
    by: "ana",
    at: T1,
  });

  function pairedDocs() {
    const ana = newDoc(1);
    const ben = newDoc(2);
    setMember(ana, "ana", "Ana");
    setMember(ben, "ben", "Ben");
    syncFavourites(ana, "ana", { want: ["lotus"], loved: [] }, T1);
    syncFavourites(ben, "ben", { want: ["lotus"], loved: [] }, T1);
    exchange(ana, ben);
    return { ana, ben };
  }

  it("is not asked, and changes nothing, before the evening has passed", () => {
    const { ana } = pairedDocs();
    setPlan(ana, planned("position:lotus"));
    expect(answerPlan(ana, "position:lotus", "loved", "ana", PLANNED, T2)).toBe(false);
    expect(answerPlan(ana, "position:nothing", "loved", "ana", "2026-12-13", T2)).toBe(false);
    expect(readSpace(ana).plans.list).toHaveLength(1);
  });

  it("Loved it: files the position in both partners' loved list and clears the plan", () => {
    const { ana, ben } = pairedDocs();
    setPlan(ana, planned("position:lotus"));
    exchange(ana, ben);
    expect(answerPlan(ben, "position:lotus", "loved", "ben", "2026-12-13", T3)).toBe(true);
    exchange(ana, ben);
    for (const doc of [ana, ben]) {
      const view = readSpace(doc);
      expect(view.plans.list).toEqual([]);
      expect(view.favourites).toContainEqual({ kind: "loved", positionId: "lotus", by: ["ana", "ben"] });
      expect(view.favourites).toContainEqual({ kind: "want", positionId: "lotus", by: ["ana", "ben"] });
    }
  });

  it("Again soon: keeps the item where it was and clears the plan", () => {
    const { ana, ben } = pairedDocs();
    setPlan(ana, planned("position:lotus"));
    expect(answerPlan(ana, "position:lotus", "again", "ana", "2026-12-20", T3)).toBe(true);
    exchange(ana, ben);
    const view = readSpace(ben);
    expect(view.plans.list).toEqual([]);
    expect(view.favourites).toEqual([{ kind: "want", positionId: "lotus", by: ["ana", "ben"] }]);
  });

  it("Not for us: takes the position off both partners' lists and clears the plan", () => {
    const { ana, ben } = pairedDocs();
    setPlan(ana, planned("position:lotus"));
    exchange(ana, ben);
    expect(answerPlan(ana, "position:lotus", "not", "ana", "2026-12-13", T3)).toBe(true);
    exchange(ana, ben);
    expect(readSpace(ben).favourites).toEqual([]);
    expect(readSpace(ben).plans.list).toEqual([]);
  });

  it("files a bucket-list idea as ticked, or unticks it, and drops a desire card from the saved matches", () => {
    const { ana, ben } = pairedDocs();
    setPlan(ana, planned("bucket:honeymoon:sunset-sail"));
    expect(answerPlan(ana, "bucket:honeymoon:sunset-sail", "loved", "ana", "2026-12-13", T3)).toBe(true);
    expect(ticksOf(readSpace(ana), "honeymoon")).toEqual(["sunset-sail"]);
    setPlan(ana, planned("bucket:honeymoon:sunset-sail"));
    answerPlan(ana, "bucket:honeymoon:sunset-sail", "not", "ana", "2026-12-13", T3);
    expect(ticksOf(readSpace(ana), "honeymoon")).toEqual([]);

    saveMatch(ana, match("m1", T1, ["Slow dance", "Candles"]));
    saveMatch(ana, match("m2", T2, ["Slow dance"]));
    setPlan(ana, planned("desire:desire:item-0"));
    answerPlan(ana, "desire:desire:item-0", "not", "ana", "2026-12-13", T3);
    exchange(ana, ben);
    expect(readSpace(ben).matches.map((entry) => [entry.id, entry.items.map((item) => item.label)])).toEqual([
      ["m1", ["Candles"]],
    ]);
  });
});
