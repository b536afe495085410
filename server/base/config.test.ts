import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, startupWarnings } from "./config";

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
      SITE_SECRET: "0123456789abcdef0123456789abcdef",
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "a-very-long-password",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
    });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_ORIGIN).toBe("https://entwine.example");
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.LOG_LEVEL).toBe("warn");
  });

  it("reads the database connection budget, with its defaults, and refuses what cannot be a budget", () => {
    const defaults = loadConfig({});
    expect(defaults.DATABASE_POOL_SIZE).toBe(10);
    expect(defaults.DATABASE_IDLE_TIMEOUT_MS).toBe(30_000);
    expect(defaults.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(10_000);
    expect(defaults.DATABASE_INSTANCES).toBe(1);
    expect(defaults.DATABASE_RESERVED_CONNECTIONS).toBe(10);
    const pooled = loadConfig({
      DATABASE_URL: "postgres://entwine@127.0.0.1:6432/entwine",
      DATABASE_DIRECT_URL: "postgres://entwine@127.0.0.1:5432/entwine",
      SITE_SECRET: "0123456789abcdef0123456789abcdef",
      DATABASE_POOL_SIZE: "20",
      DATABASE_INSTANCES: "12",
    });
    expect(pooled.DATABASE_POOL_SIZE).toBe(20);
    expect(pooled.DATABASE_INSTANCES).toBe(12);
    expect(pooled.DATABASE_DIRECT_URL).toBe("postgres://entwine@127.0.0.1:5432/entwine");
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_INSTANCES: "many" })).toThrow(/DATABASE_INSTANCES/);
    expect(() => loadConfig({ DATABASE_IDLE_TIMEOUT_MS: "5" })).toThrow(/DATABASE_IDLE_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: "postgres://x@h/db" })).toThrow(/only with DATABASE_URL/);
  });

  it("reads the notice bus's Redis address, unset by default, and refuses what is not one", () => {
    expect(loadConfig({}).NOTICE_BUS_URL).toBeUndefined();
    expect(loadConfig({ NOTICE_BUS_URL: "" }).NOTICE_BUS_URL).toBeUndefined();
    expect(loadConfig({ NOTICE_BUS_URL: "redis://127.0.0.1:6379" }).NOTICE_BUS_URL).toBe("redis://127.0.0.1:6379");
    expect(loadConfig({ NOTICE_BUS_URL: "rediss://:secret@bus.internal:6380/0" }).NOTICE_BUS_URL).toBe(
      "rediss://:secret@bus.internal:6380/0",
    );
    for (const wrong of ["127.0.0.1:6379", "http://127.0.0.1:6379", "redis://", "nats://127.0.0.1:4222"])
      expect(() => loadConfig({ NOTICE_BUS_URL: wrong }), wrong).toThrow(/NOTICE_BUS_URL: must be a Redis address/);
  });

  it("reads the object storage settings", () => {
    const config = loadConfig({
      MEDIA_STORAGE: "s3",
      S3_BUCKET: "entwine-media",
      S3_REGION: "eu-west-1",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
      MEDIA_PUBLIC_URL: "https://cdn.example.com/media/",
    });
    expect(config.MEDIA_STORAGE).toBe("s3");
    expect(config.S3_BUCKET).toBe("entwine-media");
    expect(config.S3_REGION).toBe("eu-west-1");
    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    expect(config.MEDIA_PUBLIC_URL).toBe("https://cdn.example.com/media");
    expect(loadConfig({}).MEDIA_STORAGE).toBe("local");
  });

  it("reads TRUST_PROXY as a hop count or a list of proxies, never as 'trust every hop'", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,fd00::/8" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "fd00::/8",
    ]);
    for (const bad of ["yes", "11", "10.0.0.1/40", "proxy.example.com"])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
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
    ["MEDIA_STORAGE", { MEDIA_STORAGE: "ftp" }],
    ["SITE_SECRET", { DATABASE_URL: "postgres://u@localhost:5432/db" }],
    ["SITE_SECRET", { SITE_SECRET: "too short" }],
    ["S3_BUCKET", { MEDIA_STORAGE: "s3" }],
    ["S3_BUCKET", { MEDIA_STORAGE: "s3", S3_BUCKET: "Not_A_Bucket" }],
    ["S3_REGION", { MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_REGION: "eu west" }],
    ["S3_ENDPOINT", { MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_ENDPOINT: "s3.example.com" }],
    ["S3_FORCE_PATH_STYLE", { S3_FORCE_PATH_STYLE: "yes" }],
    ["MEDIA_PUBLIC_URL", { MEDIA_PUBLIC_URL: "ftp://cdn.example.com" }],
  ])("refuses a bad %s and names it", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });
});

describe("startupWarnings", () => {
  const postgres = { DATABASE_URL: "postgres://u@localhost:5432/db", SITE_SECRET: "0123456789abcdef0123456789abcdef" };

  it("warns that local media on a shared database is seen by one instance only", () => {
    const warnings = startupWarnings(loadConfig(postgres));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("MEDIA_STORAGE=local with DATABASE_URL");
    expect(warnings[0]).toContain("missing (404) on the others");
    expect(warnings[0]).toContain("MEDIA_LOCAL_SHARED=true");
  });

  it("is quiet on the embedded database, with S3, or once a shared disk is acknowledged", () => {
    expect(startupWarnings(loadConfig({}))).toEqual([]);
    expect(startupWarnings(loadConfig({ ...postgres, MEDIA_STORAGE: "s3", S3_BUCKET: "entwine-media" }))).toEqual([]);
    expect(startupWarnings(loadConfig({ ...postgres, MEDIA_LOCAL_SHARED: "true" }))).toEqual([]);
    expect(startupWarnings(loadConfig({ ...postgres, MEDIA_LOCAL_SHARED: "1" }))).toEqual([]);
    expect(startupWarnings(loadConfig({ ...postgres, MEDIA_LOCAL_SHARED: "false" }))).toHaveLength(1);
  });

  it("refuses a MEDIA_LOCAL_SHARED that is not true or false", () => {
    expect(() => loadConfig({ MEDIA_LOCAL_SHARED: "yes" })).toThrow(/MEDIA_LOCAL_SHARED: must be true or false/);
  });
});
