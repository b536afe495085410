/**
 * A question a day between two phones (issue #48): each answer stays sealed until both are in, then both phones show
 * both; nothing shows early, whatever the document holds, and an answer moved to another writer or day never opens.
 */
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { DAILY_QUESTIONS } from "@content/our-space/daily-questions";
import { dailyAnswerKey, newSpaceKey, toBase64Url } from "@domain/our-space/crypto";
import { readSpace, skipDailyDay } from "@domain/our-space/space-doc";
import { seeded } from "../../../tests/support/seeded-random";
import { dailyHistory, dailyKeys, dailyToday, releaseDueKeys, writeDailyAnswer } from "./daily";

function randomBytes(seed: number) {
  const next = seeded(seed);
  return (length: number) => Uint8Array.from({ length }, () => Math.floor(next() * 256));
}

const random = randomBytes(5);
const spaceKey = newSpaceKey(random);
const ana = { id: "ana-phone", doc: new Y.Doc(), keys: dailyKeys(spaceKey, new Uint8Array(32).fill(11)) };
const ben = { id: "ben-phone", doc: new Y.Doc(), keys: dailyKeys(spaceKey, new Uint8Array(32).fill(22)) };
const TODAY = "2026-12-06";
const NOW = "2026-12-06T21:00:00.000Z";

/** What the server passes on: every update of one phone, applied on the other (sealed all the way in real life). */
function sync() {
  Y.applyUpdate(ben.doc, Y.encodeStateAsUpdate(ana.doc));
  Y.applyUpdate(ana.doc, Y.encodeStateAsUpdate(ben.doc));
}
const today = (phone: typeof ana) => dailyToday(readSpace(phone.doc), phone.id, phone.keys, TODAY, DAILY_QUESTIONS);

describe("a question a day on two phones", () => {
  it("gives both phones the same question", () => {
    expect(today(ana).question).not.toBeNull();
    expect(today(ben).question).toEqual(today(ana).question);
  });

  it("keeps the first answer sealed until the second is in, then shows both on both phones", () => {
    const question = today(ana).question!;
    expect(
      writeDailyAnswer(ana.doc, ana.id, ana.keys, TODAY, question, "  The way you hum when you cook  ", NOW, random),
    ).toBe(true);
    sync();
    releaseDueKeys(ana.doc, ana.id, ana.keys);
    releaseDueKeys(ben.doc, ben.id, ben.keys);
    sync();
    expect(today(ana)).toMatchObject({ mine: "The way you hum when you cook", partnerAnswered: false, partner: null });
    expect(today(ben)).toMatchObject({ mine: null, partnerAnswered: true, partner: null });
    // No key was released: Ana's phone waits for Ben's answer.
    expect(readSpace(ben.doc).daily.days[0]!.keys).toEqual({});

    writeDailyAnswer(ben.doc, ben.id, ben.keys, TODAY, question, "Your hands, always warm", NOW, random);
    expect(today(ben)).toMatchObject({ mine: "Your hands, always warm", partner: null });
    sync();
    // Ana's phone sees Ben's answer is in and releases its key on its next change; Ben's released on answering.
    releaseDueKeys(ana.doc, ana.id, ana.keys);
    sync();
    expect(today(ana)).toMatchObject({ mine: "The way you hum when you cook", partner: "Your hands, always warm" });
    expect(today(ben)).toMatchObject({ mine: "Your hands, always warm", partner: "The way you hum when you cook" });
  });

  it("lists earlier days both answered, newest first, and only those", () => {
    const history = dailyHistory(readSpace(ana.doc), ana.id, ana.keys, "2026-12-07", DAILY_QUESTIONS);
    expect(history.map((day) => [day.day, day.mine, day.partner])).toEqual([
      [TODAY, "The way you hum when you cook", "Your hands, always warm"],
    ]);
  });

  it("shows nothing early, even when a key arrives before this phone has answered", () => {
    const day = "2026-12-07";
    const cleo = { id: "cleo-phone", doc: new Y.Doc(), keys: dailyKeys(spaceKey, new Uint8Array(32).fill(33)) };
    const dan = { id: "dan-phone", doc: new Y.Doc(), keys: dailyKeys(spaceKey, new Uint8Array(32).fill(44)) };
    const question = dailyToday(readSpace(cleo.doc), cleo.id, cleo.keys, day, DAILY_QUESTIONS).question!;
    writeDailyAnswer(cleo.doc, cleo.id, cleo.keys, day, question, "A cabin with no signal", NOW, random);
    // A phone (or anything in between) that writes its key at once, before the partner has answered:
    const map = cleo.doc.getMap("daily");
    map.set(`${day}|${cleo.id}|key`, toBase64Url(dailyAnswerKey(cleo.keys.phoneSecret, cleo.keys.space, day)));
    releaseDueKeys(cleo.doc, cleo.id, cleo.keys);
    Y.applyUpdate(dan.doc, Y.encodeStateAsUpdate(cleo.doc));
    const danView = dailyToday(readSpace(dan.doc), dan.id, dan.keys, day, DAILY_QUESTIONS);
    expect(danView).toMatchObject({ mine: null, partnerAnswered: true, partner: null });
    // Once Dan answers, the key that came early opens Cleo's words, as it should.
    writeDailyAnswer(dan.doc, dan.id, dan.keys, day, question, "Somewhere warm", NOW, random);
    expect(dailyToday(readSpace(dan.doc), dan.id, dan.keys, day, DAILY_QUESTIONS).partner).toBe(
      "A cabin with no signal",
    );
  });

  it("never opens an answer replayed under another writer", () => {
    const day = "2026-12-08";
    const question = dailyToday(readSpace(ana.doc), ana.id, ana.keys, day, DAILY_QUESTIONS).question!;
    writeDailyAnswer(ana.doc, ana.id, ana.keys, day, question, "Ana's own words", NOW, random);
    const anaAnswer = ana.doc.getMap("daily").get(`${day}|${ana.id}|answer`) as string;
    // A dishonest relay cannot forge updates (they are sealed and signed by the space), but even a phone that copies
    // Ana's sealed answer in as its own gets nothing readable out of it.
    ben.doc.getMap("daily").set(`${day}|${ben.id}|answer`, anaAnswer);
    expect(dailyToday(readSpace(ben.doc), ben.id, ben.keys, day, DAILY_QUESTIONS).mine).toBeNull();
  });

  it("a skipped day says so on both phones", () => {
    skipDailyDay(ana.doc, "2026-12-09", ana.id, NOW);
    sync();
    expect(dailyToday(readSpace(ben.doc), ben.id, ben.keys, "2026-12-09", DAILY_QUESTIONS).skipped).toBe(true);
  });
});

describe("the marker of a waiting question", () => {
  it("shows until this phone answers or the day is skipped", async () => {
    const { dailyWaits } = await import("./daily");
    const doc = new Y.Doc();
    expect(dailyWaits(readSpace(doc).daily, "eve-phone", "2026-12-10")).toBe(true);
    const keys = dailyKeys(spaceKey, new Uint8Array(32).fill(55));
    const question = dailyToday(readSpace(doc), "eve-phone", keys, "2026-12-10", DAILY_QUESTIONS).question!;
    writeDailyAnswer(doc, "eve-phone", keys, "2026-12-10", question, "Soon", NOW, random);
    expect(dailyWaits(readSpace(doc).daily, "eve-phone", "2026-12-10")).toBe(false);
    expect(dailyWaits(readSpace(doc).daily, "eve-phone", "2026-12-11")).toBe(true);
    skipDailyDay(doc, "2026-12-11", "fay-phone", NOW);
    expect(dailyWaits(readSpace(doc).daily, "eve-phone", "2026-12-11")).toBe(false);
  });
});
