import { AsyncLocalStorage } from "node:async_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { renderFinished, renderStarted, renderStorageState } from "./render-storage.server";

/** A storage run the way React's renderer runs its own: a named `performWork` over the request. */
function reactLike() {
  const storage = new AsyncLocalStorage<{ url: string }>();
  const seen: Array<string | undefined> = [];
  function performWork(request: { url: string }) {
    // Work React left for later finds its request through the storage.
    setTimeout(() => seen.push(storage.getStore()?.url), 5);
    return request;
  }
  return { storage, seen, start: (url: string) => storage.run({ url }, performWork, { url }) };
}

const on = (storage: AsyncLocalStorage<unknown>) => Boolean((storage as unknown as { enabled?: boolean }).enabled);

describe("React's request storage is switched off between renders", () => {
  it("notes the storage run during a render, keeps it on while any page renders, and switches it off after", async () => {
    const react = reactLike();
    renderStarted();
    react.start("/first");
    renderStarted();
    react.start("/second");
    expect(renderStorageState().rendering).toBe(2);
    renderFinished();
    await nextTurn();
    expect(on(react.storage), "a page is still rendering").toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(react.seen).toEqual(["/first", "/second"]);
    renderFinished();
    expect(on(react.storage), "not before React's own work of this turn").toBe(true);
    await nextTurn();
    expect(on(react.storage)).toBe(false);
    expect(renderStorageState().rendering).toBe(0);

    // The next render switches it on again by itself, and work it leaves for later still finds its request.
    renderStarted();
    react.start("/third");
    expect(on(react.storage)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(react.seen).toEqual(["/first", "/second", "/third"]);
    renderFinished();
    await nextTurn();
    expect(on(react.storage)).toBe(false);
  });

  it("leaves alone a storage that is not React's, and one run outside a render", async () => {
    const other = new AsyncLocalStorage<number>();
    renderStarted();
    other.run(1, function handleRequest() {});
    renderFinished();
    const outside = reactLike();
    outside.start("/outside");
    await nextTurn();
    expect(on(other)).toBe(true);
    expect(on(outside.storage)).toBe(true);
    other.disable();
    outside.storage.disable();
  });

  it("never counts below zero", async () => {
    renderFinished();
    expect(renderStorageState().rendering).toBe(0);
    renderStarted();
    expect(renderStorageState().rendering).toBe(1);
    renderFinished();
    await nextTurn();
  });
});
