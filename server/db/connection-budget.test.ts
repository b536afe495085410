import { describe, expect, it } from "vitest";
import { connectionBudgetProblem, connectionsNeeded } from "./connection-budget";

const postgresDefault = { maxConnections: 100, superuserReserved: 3 };

describe("the database connection budget", () => {
  it("counts each instance's pool, its listener and its maintenance connection, plus the operator's reserve", () => {
    expect(connectionsNeeded({ instances: 1, poolSize: 10, reserved: 10, pooled: false })).toBe(22);
    expect(connectionsNeeded({ instances: 7, poolSize: 10, reserved: 10, pooled: false })).toBe(94);
  });

  it("fits seven instances of ten on PostgreSQL's default 100, and refuses eight, naming the figures", () => {
    expect(connectionBudgetProblem({ instances: 7, poolSize: 10, reserved: 3, pooled: false }, postgresDefault)).toBe(
      null,
    );
    const problem = connectionBudgetProblem(
      { instances: 8, poolSize: 10, reserved: 10, pooled: false },
      postgresDefault,
    );
    expect(problem).toContain("8 instance(s) x 10 pooled + 2");
    expect(problem).toContain("= 106");
    expect(problem).toContain("PostgreSQL accepts 97");
  });

  it("behind a pooler counts only the direct sessions on PostgreSQL itself", () => {
    const budget = { instances: 40, poolSize: 10, reserved: 10, pooled: true };
    expect(connectionsNeeded(budget)).toBe(90);
    expect(connectionBudgetProblem(budget, postgresDefault)).toBe(null);
    expect(connectionBudgetProblem({ ...budget, instances: 50 }, postgresDefault)).toContain("2 direct");
  });
});
