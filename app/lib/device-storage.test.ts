import { describe, expect, it } from "vitest";
import {
  deviceStorage,
  onDeviceWrite,
  idListValidator,
  readDeviceText,
  recordValidator,
  readDeviceValue,
  removeDeviceValue,
  stringListValidator,
  writeDeviceText,
  writeDeviceValue,
  type StorageLike,
} from "./device-storage";
import { refusingStorage } from "./device-storage.fixtures";

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key]! : null),
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const validateIds = idListValidator(["a", "b", "c"]);

describe("readDeviceValue", () => {
  it("returns the fallback when storage is missing, empty, bad JSON or invalid", () => {
    expect(readDeviceValue(undefined, "k", ["x"], validateIds)).toEqual(["x"]);
    expect(readDeviceValue(memoryStorage(), "k", [], validateIds)).toEqual([]);
    expect(readDeviceValue(memoryStorage({ k: "{not json" }), "k", [], validateIds)).toEqual([]);
    expect(readDeviceValue(memoryStorage({ k: '{"a":1}' }), "k", [], validateIds)).toEqual([]);
  });

  it("survives a storage that throws", () => {
    const throwing = refusingStorage();
    expect(readDeviceValue(throwing, "k", ["a"], validateIds)).toEqual(["a"]);
    expect(writeDeviceValue(throwing, "k", ["a"])).toBe(false);
    expect(() => removeDeviceValue(throwing, "k")).not.toThrow();
  });

  it("round-trips a valid value", () => {
    const storage = memoryStorage();
    expect(writeDeviceValue(storage, "k", ["b", "a"])).toBe(true);
    expect(readDeviceValue(storage, "k", [], validateIds)).toEqual(["b", "a"]);
    removeDeviceValue(storage, "k");
    expect(storage.data).toEqual({});
  });
});

describe("idListValidator", () => {
  it("keeps known unique string ids and drops the rest", () => {
    expect(validateIds(["a", "a", "zz", 3, null, "c"])).toEqual(["a", "c"]);
    expect(validateIds("a")).toBeUndefined();
    expect(validateIds({ 0: "a" })).toBeUndefined();
  });
});

describe("device storage with a zod schema, text and a refusing browser", () => {
  it("reads a value that passes its schema, else the fallback", async () => {
    const { z } = await import("zod");
    const schema = z.object({ id: z.string() });
    const storage = memoryStorage({ ok: '{"id":"a"}', bad: '{"id":7}', broken: "{" });
    expect(readDeviceValue(storage, "ok", null, schema)).toEqual({ id: "a" });
    expect(readDeviceValue(storage, "bad", null, schema)).toBeNull();
    expect(readDeviceValue(storage, "broken", null, schema)).toBeNull();
    expect(readDeviceValue(storage, "missing", null, schema)).toBeNull();
  });

  it("reads and writes text, and never throws when storage refuses", () => {
    const storage = memoryStorage();
    expect(writeDeviceText(storage, "theme", "dark")).toBe(true);
    expect(readDeviceText(storage, "theme")).toBe("dark");
    const refusing = refusingStorage();
    expect(readDeviceText(refusing, "theme")).toBeNull();
    expect(writeDeviceText(refusing, "theme", "dark")).toBe(false);
    expect(writeDeviceValue(refusing, "k", [1])).toBe(false);
    expect(() => removeDeviceValue(refusing, "k")).not.toThrow();
    expect(readDeviceText(undefined, "theme")).toBeNull();
  });

  it("has no storage during the server render", () => {
    expect(deviceStorage()).toBeUndefined();
    expect(deviceStorage("session")).toBeUndefined();
  });
});

describe("device storage validators", () => {
  it("reads an object as a record and a list as its strings", () => {
    expect(recordValidator({ a: 1 })).toEqual({ a: 1 });
    expect(recordValidator([1])).toBeUndefined();
    expect(recordValidator(null)).toBeUndefined();
    expect(stringListValidator(["a", 2, "b"])).toEqual(["a", "b"]);
    expect(stringListValidator({ a: "b" })).toBeUndefined();
  });
});

describe("onDeviceWrite", () => {
  it("tells each listener the key of this tab's writes and removals until it unsubscribes", () => {
    const storage = memoryStorage();
    const keys: string[] = [];
    const stop = onDeviceWrite((key) => keys.push(key));
    writeDeviceValue(storage, "a", [1]);
    writeDeviceText(storage, "b", "text");
    removeDeviceValue(storage, "a");
    stop();
    writeDeviceText(storage, "c", "later");
    expect(keys).toEqual(["a", "b", "a"]);
  });

  it("is not told of a write the storage refused, and a throwing listener does not stop the write", () => {
    const refusing: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => undefined,
    };
    const keys: string[] = [];
    const stopThrowing = onDeviceWrite(() => {
      throw new Error("listener");
    });
    const stop = onDeviceWrite((key) => keys.push(key));
    expect(writeDeviceText(refusing, "a", "x")).toBe(false);
    const storage = memoryStorage();
    expect(writeDeviceText(storage, "b", "y")).toBe(true);
    expect(storage.data.b).toBe("y");
    stop();
    stopThrowing();
    expect(keys).toEqual(["b"]);
  });
});
