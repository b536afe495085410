import { describe, expect, it } from "vitest";
import { ageCookie, hasAgeCookie, onlyAgeCookie } from "./age-cookie";

describe("the age answer's cookie", () => {
  it("is a session cookie (no Expires or Max-Age), SameSite=Lax, Secure only on https", () => {
    expect(ageCookie(false)).toBe("entwine-age=18; Path=/; SameSite=Lax");
    expect(ageCookie(true)).toBe("entwine-age=18; Path=/; SameSite=Lax; Secure");
    expect(ageCookie(true)).not.toMatch(/expires|max-age/i);
  });

  it("is read from a Cookie header among others", () => {
    expect(hasAgeCookie("a=1; entwine-age=18")).toBe(true);
    expect(hasAgeCookie("entwine-age=1")).toBe(false);
    expect(hasAgeCookie(undefined)).toBe(false);
  });

  it("alone leaves a request a plain visitor's; with any other cookie it does not", () => {
    expect(onlyAgeCookie("entwine-age=18")).toBe(true);
    expect(onlyAgeCookie(" entwine-age=18 ; ")).toBe(true);
    expect(onlyAgeCookie("entwine-age=18; entwine_admin=abc")).toBe(false);
    expect(onlyAgeCookie("entwine-agex=18")).toBe(false);
    expect(onlyAgeCookie("")).toBe(false);
  });
});
