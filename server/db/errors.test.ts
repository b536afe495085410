import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, unavailableReason } from "./errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a refused, cut, timed-out or restarting database, also inside Drizzle's and Node's wrappers", () => {
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    const cases: unknown[] = [
      refused,
      new AggregateError([refused], ""),
      new Error("Failed query: select 1\nparams: ", { cause: new Error("timeout exceeded when trying to connect") }),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      new Error("Query read timeout"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("canceling statement due to statement timeout", "57014"),
      withCode("connection failure", "08006"),
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it("leaves a query's own faults and everything else alone", () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint "rooms_code"', "23505"),
      withCode('relation "nope" does not exist', "42P01"),
      new Error("Failed query: insert …", { cause: withCode("value too long", "22001") }),
      new TypeError("Cannot read properties of undefined"),
      "ECONNREFUSED",
      null,
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });

  it("names the innermost reason, never the wrapper's query and parameters", () => {
    const wrapped = new Error("Failed query: select * from spaces where access = $1\nparams: secret-token", {
      cause: new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
    });
    expect(unavailableReason(wrapped)).toBe("connect ECONNREFUSED ::1:5432");
  });
});
