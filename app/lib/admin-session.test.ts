import { describe, expect, it } from "vitest";
import { secureCookieWouldBeDropped } from "./admin-session";

describe("secureCookieWouldBeDropped", () => {
  it("warns only when a Secure cookie is sent over plain HTTP to a host that is not local", () => {
    expect(secureCookieWouldBeDropped(new URL("http://entwine.example/admin/login"), true)).toBe(true);
    expect(secureCookieWouldBeDropped(new URL("http://192.168.1.20:3000/admin/login"), true)).toBe(true);
    expect(secureCookieWouldBeDropped(new URL("https://entwine.example/admin/login"), true)).toBe(false);
    expect(secureCookieWouldBeDropped(new URL("http://localhost:3000/admin/login"), true)).toBe(false);
    expect(secureCookieWouldBeDropped(new URL("http://127.0.0.1:3000/admin/login"), true)).toBe(false);
    expect(secureCookieWouldBeDropped(new URL("http://entwine.example/admin/login"), false)).toBe(false);
  });
});
