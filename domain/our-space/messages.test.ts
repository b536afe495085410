import { describe, expect, it } from "vitest";
import { base64urlSize, checkBlobBody, parseSpaceClientMessage } from "./messages";
import { MAX_SPACE_MESSAGE_BYTES, MAX_UPDATE_BYTES, SPACE_ERRORS } from "./protocol";

/** base64url of `length` bytes (all 0xAB), written by hand so the test needs no Node built-in. */
function encoded(length: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let bits = 0;
  let value = 0;
  let out = "";
  for (let i = 0; i < length; i++) {
    value = (value << 8) | 0xab;
    bits += 8;
    while (bits >= 6) {
      out += alphabet[(value >> (bits - 6)) & 63];
      bits -= 6;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += alphabet[(value << (6 - bits)) & 63];
  return out;
}

describe("base64urlSize", () => {
  it("gives the decoded size of canonical unpadded base64url", () => {
    for (const length of [1, 2, 3, 40, 41, 42, 300]) expect(base64urlSize(encoded(length))).toBe(length);
  });

  it("refuses padding, other alphabets, impossible lengths and stray bits", () => {
    expect(base64urlSize(encoded(41) + "=")).toBeNull();
    expect(base64urlSize("ab+/")).toBeNull();
    expect(base64urlSize("abcde")).toBeNull();
    // "qw" is 0xAB with its spare bits zero; "qx" sets one of them.
    expect(encoded(1)).toBe("qw");
    expect(base64urlSize("qw")).toBe(1);
    expect(base64urlSize("qx")).toBeNull();
    expect(base64urlSize("")).toBeNull();
  });
});

describe("checkBlobBody", () => {
  it("takes a blob between a nonce and tag's size and the limit", () => {
    expect(checkBlobBody(encoded(40), "update")).toEqual({ ok: true, bytes: 40 });
    expect(checkBlobBody(encoded(MAX_UPDATE_BYTES), "update")).toEqual({ ok: true, bytes: MAX_UPDATE_BYTES });
    expect(checkBlobBody(encoded(MAX_UPDATE_BYTES + 1), "snapshot")).toMatchObject({ ok: true });
  });

  it("says tooLarge past the limit and malformed otherwise", () => {
    expect(checkBlobBody(encoded(MAX_UPDATE_BYTES + 1), "update")).toEqual({
      ok: false,
      error: SPACE_ERRORS.tooLarge,
      tooLarge: true,
    });
    for (const body of [encoded(39), "not base64!", 42, null])
      expect(checkBlobBody(body, "update")).toEqual({ ok: false, error: SPACE_ERRORS.malformed, tooLarge: false });
  });
});

describe("parseSpaceClientMessage", () => {
  const space = "A".repeat(22);
  const access = "B".repeat(43);

  it("parses each message of the protocol", () => {
    expect(parseSpaceClientMessage(JSON.stringify({ t: "hello", space, access, after: 3 }))).toEqual({
      ok: true,
      message: { t: "hello", space, access, after: 3 },
    });
    expect(parseSpaceClientMessage(JSON.stringify({ t: "push", id: "update-0001", body: encoded(64) }))).toEqual({
      ok: true,
      message: { t: "push", id: "update-0001", body: encoded(64) },
      bytes: 64,
    });
    expect(parseSpaceClientMessage('{"t":"ping"}')).toEqual({ ok: true, message: { t: "ping" } });
  });

  it("refuses what is not the protocol, naming the push it refuses", () => {
    expect(parseSpaceClientMessage("{")).toEqual({ ok: false, error: SPACE_ERRORS.malformed });
    expect(parseSpaceClientMessage(JSON.stringify({ t: "hello", space, access, after: -1 }))).toMatchObject({
      ok: false,
    });
    expect(parseSpaceClientMessage(JSON.stringify({ t: "push", id: "snapshot", body: encoded(64) }))).toEqual({
      ok: false,
      error: SPACE_ERRORS.malformed,
      re: "snapshot",
    });
    expect(parseSpaceClientMessage(JSON.stringify({ t: "push", id: "update-0001", body: "***" }))).toEqual({
      ok: false,
      error: SPACE_ERRORS.malformed,
      re: "update-0001",
    });
    expect(
      parseSpaceClientMessage(JSON.stringify({ t: "push", id: "update-0001", body: encoded(MAX_UPDATE_BYTES + 1) })),
    ).toEqual({ ok: false, error: SPACE_ERRORS.tooLarge, re: "update-0001" });
    expect(parseSpaceClientMessage("x".repeat(MAX_SPACE_MESSAGE_BYTES + 1))).toEqual({
      ok: false,
      error: SPACE_ERRORS.tooLarge,
    });
  });
});
