import { describe, expect, it } from "vitest";
import {
  idListValidator,
  readDeviceValue,
  removeDeviceValue,
  writeDeviceValue,
  type StorageLike,
} from "./device-state";

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
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
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
