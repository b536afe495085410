import { describe, expect, it } from "vitest";
import { chooseNoticePath } from "./throwaway-redis";

describe("chooseNoticePath", () => {
  it("takes Redis by default when a binary is there, and LISTEN/NOTIFY with the reason when not", () => {
    expect(chooseNoticePath(undefined, "/usr/bin/redis-server", "X")).toEqual({
      bus: "redis",
      binary: "/usr/bin/redis-server",
    });
    const without = chooseNoticePath(undefined, null, "X");
    expect(without.bus).toBe("postgres");
    expect(without.bus === "postgres" && without.reason).toMatch(/no redis-server binary/);
  });

  it("keeps LISTEN/NOTIFY when asked, even with a binary", () => {
    expect(chooseNoticePath("postgres", "/usr/bin/redis-server", "X")).toEqual({
      bus: "postgres",
      reason: "X=postgres",
    });
    expect(chooseNoticePath(" OFF ", "/usr/bin/redis-server", "X").bus).toBe("postgres");
  });

  it("insists on Redis when asked, and refuses a setting it does not know", () => {
    expect(chooseNoticePath("redis", "redis-server", "X").bus).toBe("redis");
    expect(() => chooseNoticePath("redis", null, "SCALE_NOTICE_BUS")).toThrow(
      /SCALE_NOTICE_BUS=redis, but no redis-server/,
    );
    expect(() => chooseNoticePath("nats", "redis-server", "X")).toThrow(/expected redis or postgres, got "nats"/);
  });
});
