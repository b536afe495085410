import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.mediaDir.endsWith("/data/media")).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe("info");
    expect(config.ANALYTICS_RETENTION_DAYS).toBe(90);
  });

  it("reads and normalises values", () => {
    const config = loadConfig({
      PORT: "8080",
      PUBLIC_ORIGIN: "https://entwine.example/some/path",
      DATABASE_URL: "postgres://u@localhost:5432/db",
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "a-very-long-password",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
    });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_ORIGIN).toBe("https://entwine.example");
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.LOG_LEVEL).toBe("warn");
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", { PORT: "seventy" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://nope" }],
    ["PUBLIC_ORIGIN", { PUBLIC_ORIGIN: "not a url" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["ADMIN_PASSWORD", { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "short" }],
    ["ADMIN_PASSWORD", { ADMIN_USERNAME: "owner" }],
    ["ADMIN_USERNAME", { ADMIN_USERNAME: "a b", ADMIN_PASSWORD: "a-very-long-password" }],
  ])("refuses a bad %s and names it", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });
});
