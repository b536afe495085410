import { describe, expect, it } from "vitest";
import { parseClientMessage } from "./messages";
import { ROOM_ERRORS, roomName } from "./protocol";

const ROOM = "0b6f0d3e-5a3c-4a8e-9f4e-2d7c1b9a6e11";
const SECRET = "s".repeat(32);
const parse = (message: unknown) => parseClientMessage(JSON.stringify(message));

describe("a phone's own nickname in the room protocol", () => {
  it("is trimmed and carried when it has 1 to 24 characters", () => {
    expect(roomName("  Sam ")).toBe("Sam");
    expect(roomName("Ā".repeat(24))).toBe("Ā".repeat(24));
    expect(roomName("Mon cœur 💞")).toBe("Mon cœur 💞");
    expect(parse({ t: "name", name: " Alex  " })).toEqual({ ok: true, message: { t: "name", name: "Alex" } });
    expect(parse({ t: "hello", room: ROOM, secret: SECRET, name: "Sam" })).toEqual({
      ok: true,
      message: { t: "hello", room: ROOM, secret: SECRET, name: "Sam" },
    });
  });

  it("may be left out of the hello, and cleared with null", () => {
    expect(parse({ t: "hello", room: ROOM, secret: SECRET })).toEqual({
      ok: true,
      message: { t: "hello", room: ROOM, secret: SECRET },
    });
    expect(parse({ t: "name", name: null })).toEqual({ ok: true, message: { t: "name", name: null } });
  });

  it("refuses empty, over-long and non-text names, and control, line-separator or direction characters", () => {
    for (const name of [
      "",
      "   ",
      "x".repeat(25),
      "Sam\nAlex",
      "Sam\u0000",
      "Tab\there",
      "\u0085x",
      "a\u2028b",
      "\u202eSam",
      "\u200B",
      "\u3164\u200D",
    ])
      expect(roomName(name), JSON.stringify(name)).toBeNull();
    expect(roomName(42)).toBeNull();
    expect(roomName(undefined)).toBeNull();
    const malformed = { ok: false, error: ROOM_ERRORS.malformed };
    expect(parse({ t: "name", name: "" })).toEqual(malformed);
    expect(parse({ t: "name", name: "x".repeat(25) })).toEqual(malformed);
    expect(parse({ t: "name", name: "Sam\u0007" })).toEqual(malformed);
    expect(parse({ t: "name", name: 7 })).toEqual(malformed);
    expect(parse({ t: "name" })).toEqual(malformed);
    expect(parse({ t: "hello", room: ROOM, secret: SECRET, name: "   " })).toEqual(malformed);
    expect(parse({ t: "hello", room: ROOM, secret: SECRET, name: "x".repeat(200) })).toEqual(malformed);
  });
});
