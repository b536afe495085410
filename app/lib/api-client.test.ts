import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiExchange, apiRequest } from "./api-client";

function answer(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with its content type and returns the parsed answer", async () => {
    const fetchMock = answer(200, JSON.stringify({ position: { id: "a" } }));
    const data = await apiRequest<{ position: { id: string } }>("/api/positions", { method: "POST", json: { a: 1 } });
    expect(data.position.id).toBe("a");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/positions");
    expect(init.body).toBe('{"a":1}');
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({ Accept: "application/json", "Content-Type": "application/json" });
  });

  it("sends a form as is, without a JSON content type", async () => {
    const fetchMock = answer(201, "{}");
    const form = new FormData();
    await apiRequest("/api/media", { method: "POST", body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty("Content-Type");
  });

  it("answers null for an empty answer", async () => {
    answer(204, "");
    await expect(apiRequest("/api/default-images/general", { method: "DELETE" })).resolves.toBeNull();
  });

  it("throws the server's message with its status and body", async () => {
    answer(409, JSON.stringify({ error: "Already there", details: { title: ["Taken"] } }));
    const error = (await apiRequest("/x").catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe("Already there");
    expect(error.body).toEqual({ error: "Already there", details: { title: ["Taken"] } });
  });

  it("falls back to the caller's message when the server names none", async () => {
    answer(500, "<html>oops</html>");
    await expect(apiRequest("/x")).rejects.toThrow("Request failed (500)");
    answer(502, "{}");
    await expect(apiRequest("/x", { fallbackMessage: (status) => `API error: ${status}` })).rejects.toThrow(
      "API error: 502",
    );
  });

  it("passes signal, keepalive, cache and extra headers through", async () => {
    const fetchMock = answer(200, "{}");
    const controller = new AbortController();
    await apiRequest("/api/blogs?id=a", {
      method: "POST",
      body: "x",
      keepalive: true,
      cache: "no-store",
      signal: controller.signal,
      headers: { "X-Edit-Token": "t", "Content-Type": "text/plain" },
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ keepalive: true, cache: "no-store", signal: controller.signal, body: "x" });
    expect(init.headers).toEqual({ Accept: "application/json", "X-Edit-Token": "t", "Content-Type": "text/plain" });
  });

  it("gives the status and headers with the answer, and a 304 as null data rather than an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"positions":[]}', { status: 200, headers: { ETag: '"v1"' } })),
    );
    const fresh = await apiExchange<{ positions: unknown[] }>("/api/positions");
    expect(fresh.status).toBe(200);
    expect(fresh.data.positions).toEqual([]);
    expect(fresh.headers.get("ETag")).toBe('"v1"');
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 304 })),
    );
    const unchanged = await apiExchange("/api/positions", { headers: { "If-None-Match": '"v1"' } });
    expect(unchanged).toMatchObject({ status: 304, data: null });
  });

  it("lets a network failure through as it is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiRequest("/x")).rejects.toThrow(TypeError);
  });
});
