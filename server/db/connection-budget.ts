/**
 * The connection budget of instances sharing one PostgreSQL server (README "Connection budget"). Each instance
 * holds its pool, one listening connection, and one maintenance connection while it migrates or seeds; the
 * operator keeps a few free for psql, backups and monitoring. PostgreSQL refuses connections past max_connections
 * minus its superuser reserve, and a refused connection is a 503 for some request.
 */
import type { ServerConnectionLimits } from "./client";

export interface ConnectionBudget {
  /** Instances sharing the server (DATABASE_INSTANCES). */
  instances: number;
  /** Each instance's pool (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** Kept free for the operator (DATABASE_RESERVED_CONNECTIONS). */
  reserved: number;
  /** The pool goes through a pooler (DATABASE_DIRECT_URL set): only the direct sessions reach PostgreSQL. */
  pooled: boolean;
}

/** The listening connection and the maintenance connection (migrations, the startup lock). */
export const DIRECT_CONNECTIONS_PER_INSTANCE = 2;

/** Connections the instances may open on the PostgreSQL server itself. */
export function connectionsNeeded(budget: ConnectionBudget): number {
  const perInstance = DIRECT_CONNECTIONS_PER_INSTANCE + (budget.pooled ? 0 : budget.poolSize);
  return budget.instances * perInstance + budget.reserved;
}

/** Why the budget does not fit the server, in words for the operator; null when it fits. */
export function connectionBudgetProblem(budget: ConnectionBudget, server: ServerConnectionLimits): string | null {
  const available = server.maxConnections - server.superuserReserved;
  const needed = connectionsNeeded(budget);
  if (needed <= available) return null;
  const perInstance = budget.pooled
    ? `${DIRECT_CONNECTIONS_PER_INSTANCE} direct (listener, maintenance; the pool goes through the pooler)`
    : `${budget.poolSize} pooled + ${DIRECT_CONNECTIONS_PER_INSTANCE} (listener, maintenance)`;
  return (
    `the database connection budget does not fit: ${budget.instances} instance(s) x ${perInstance} + ` +
    `${budget.reserved} reserved = ${needed}, but PostgreSQL accepts ${available} ` +
    `(max_connections ${server.maxConnections} - superuser_reserved_connections ${server.superuserReserved}). ` +
    "Lower DATABASE_POOL_SIZE or DATABASE_INSTANCES, raise max_connections, or put PgBouncer in front " +
    "(README, Connection budget)"
  );
}
