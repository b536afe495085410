import express from "express";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import {
  conflict,
  DomainError,
  forbidden,
  invalidInput,
  notFound,
  rateLimited,
  tooLarge,
  unauthenticated,
  unavailable,
  insufficientStorage,
  unsupportedType,
  workRequired,
  type DomainErrorKind,
} from "../base/errors";
import type { Logger } from "../base/logger";
import {
  answerFor,
  DATABASE_RETRY_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  errorMiddleware,
  pageAnswer,
  STATUS_OF_KIND,
} from "./errors";

function appThrowing(error: unknown) {
  const logged = vi.fn();
  const warned = vi.fn();
  const app = express();
  app.get("/", () => {
    throw error;
  });
  app.use(errorMiddleware({ error: logged, warn: warned } as unknown as Logger));
  return { app, logged, warned };
}

describe("domain errors → HTTP", () => {
  it.each<[DomainError, number]>([
    [invalidInput("Invalid query: page", { page: ["Too small"] }), 400],
    [unauthenticated("Admin sign-in required"), 401],
    [forbidden("Not yours"), 403],
    [notFound("Position not found"), 404],
    [conflict("The room is full"), 409],
    [tooLarge("The file is too large"), 413],
    [unsupportedType("Not an image or a video"), 415],
    [workRequired("Work first", { challenge: "room.12.1.a.b", bits: 12 }), 428],
    [rateLimited("Too many requests", 12), 429],
    [unavailable("Too many open event streams", 30), 503],
    [insufficientStorage("Our space is full"), 507],
  ])("%s answers %i", (error, status) => {
    expect(answerFor(error).status).toBe(status);
  });

  it("maps every kind, each to its own status", () => {
    const kinds = Object.keys(STATUS_OF_KIND) as DomainErrorKind[];
    expect(kinds).toHaveLength(11);
    expect(new Set(kinds.map((kind) => STATUS_OF_KIND[kind])).size).toBe(kinds.length);
  });

  it("answers { error, details } with the message and details as thrown", async () => {
    const { app } = appThrowing(invalidInput("Invalid rating: rating", { rating: ["rating must be at least 1"] }));
    const response = await request(app).get("/");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: "Invalid rating: rating",
      details: { rating: ["rating must be at least 1"] },
    });
    expect(response.headers["retry-after"]).toBeUndefined();
  });

  it("leaves details out when there are none", async () => {
    const response = await request(appThrowing(notFound("Media item not found")).app).get("/");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Media item not found" });
  });

  it("sends Retry-After in whole seconds, at least one", async () => {
    const limited = await request(appThrowing(rateLimited("Slow down", 2.2)).app).get("/");
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("3");
    expect(answerFor(rateLimited("Slow down", 0)).headers).toEqual({ "Retry-After": "1" });
    const busy = await request(appThrowing(unavailable("Busy", 30)).app).get("/");
    expect(busy.status).toBe(503);
    expect(busy.headers["retry-after"]).toBe("30");
  });

  it("passes on a 4xx that another middleware set (a body parser's), with its exposed message", async () => {
    const parserError = Object.assign(new Error("request entity too large"), { status: 413, expose: true });
    const { app, logged } = appThrowing(parserError);
    const response = await request(app).get("/");
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: "request entity too large" });
    expect(logged).not.toHaveBeenCalled();
  });

  it("answers 500 without the message for anything else, and logs it", async () => {
    const { app, logged } = appThrowing(new Error("database is on fire"));
    const response = await request(app).get("/");
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: "Internal server error" });
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe("a database that is away → 503", () => {
  it("answers 503 with Retry-After and plain words for a refused or timed-out database, never 500", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (const error of [
      new Error("Failed query: select 1\nparams: a-private-token", { cause: new AggregateError([refused], "") }),
      new Error("timeout exceeded when trying to connect"),
      new Error("Query read timeout"),
    ]) {
      const { app, logged, warned } = appThrowing(error);
      const response = await request(app).get("/");
      expect(response.status).toBe(503);
      expect(response.headers["retry-after"]).toBe(String(DATABASE_RETRY_SECONDS));
      expect(response.body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
      expect(logged).not.toHaveBeenCalled();
      // The log names the cause, never the failed query's parameters.
      expect(JSON.stringify(warned.mock.calls)).not.toContain("a-private-token");
    }
  });

  it("turns a page's 500 into 503 with Retry-After only when the database was away", async () => {
    const page = () =>
      new Response("<h1>Something went wrong</h1>", { status: 500, headers: { "Content-Type": "text/html" } });
    const away = { locals: { databaseUnavailable: true } } as unknown as Parameters<typeof pageAnswer>[1];
    const other = { locals: {} } as unknown as Parameters<typeof pageAnswer>[1];
    const answered = pageAnswer(page(), away);
    expect(answered.status).toBe(503);
    expect(answered.headers.get("Retry-After")).toBe(String(DATABASE_RETRY_SECONDS));
    expect(await answered.text()).toContain("Something went wrong");
    expect(pageAnswer(page(), other).status).toBe(500);
    const fine = new Response("ok", { status: 200 });
    expect(pageAnswer(fine, away)).toBe(fine);
  });
});
