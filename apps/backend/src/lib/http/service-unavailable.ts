/**
 * Whether an error says the shop's database or Redis cannot be reached right now (a restart, a failover,
 * a full pool), rather than that the request was wrong: the request can be sent again in a moment, so it
 * is answered 503 with Retry-After, without the driver's words.
 */

// PostgreSQL's connection-exception (08) and operator-intervention (57P) classes; Node's socket errors.
const UNREACHABLE_CODES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"])

const UNREACHABLE_MESSAGES = [
  /Timeout acquiring a connection/, // knex: no connection came within the pool's wait
  /Connection terminated/, // pg: the server went away mid-query
  /Connection ended unexpectedly/,
  /Client has encountered a connection error and is not queryable/, // pg: a pooled client the restart broke
  /Client was closed and is not queryable/,
  // knex: a query on a transaction that ended under it, as when a restart broke the transaction's connection
  /Transaction query already complete/,
  /terminating connection due to administrator command/,
  /the database system is (starting up|shutting down|in recovery mode)/,
  /connect ECONNREFUSED/,
  /Reached the max retries per request limit/, // ioredis: Redis did not come back within its retries
  /Connection is closed\./,
  /Stream isn't writeable and enableOfflineQueue options is false/,
]

type Failure = { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; previous?: unknown; originalError?: unknown }

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false
  const failure = error as Failure
  if (typeof failure.code === "string" && UNREACHABLE_CODES.has(failure.code)) return true
  if (failure.name === "KnexTimeoutError" || failure.name === "MaxRetriesPerRequestError") return true
  if (typeof failure.message === "string" && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(failure.message as string))) return true
  return [failure.cause, failure.previous, failure.originalError].some((inner) => isServiceUnavailable(inner, depth + 1))
}

export const SERVICE_UNAVAILABLE_MESSAGE = "The shop cannot reach its data right now. Please try again in a moment."
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5
