// The shop the reliability tests run against: the production topology on this machine. Debian's
// PostgreSQL server through DATABASE_URL, Debian's redis-server started by scripts/start.mjs, several back-end
// servers, a worker and two storefront instances (scripts/lib/topology.mjs). The tests stop and start
// PostgreSQL themselves, with the description this puts in LEAFLINE_SYSTEM_POSTGRES.
import path from "node:path"
import { ROOT, UsageError } from "./config.mjs"
import { loadSecrets } from "./secrets.mjs"
import { findRedisServer } from "./redis.mjs"
import { startStack, stopStack } from "./stack-process.mjs"
import { requireSystemPostgres, systemPostgres } from "./system-postgres.mjs"

const DATA_DIR = process.env.LEAFLINE_RELIABILITY_DATA_DIR || path.join(ROOT, ".data-reliability")

export const RELIABILITY_ENV = {
  LEAFLINE_DATA_DIR: DATA_DIR,
  BACKEND_PORT: process.env.LEAFLINE_RELIABILITY_BACKEND_PORT || "9300",
  STOREFRONT_PORT: process.env.LEAFLINE_RELIABILITY_STOREFRONT_PORT || "8300",
  LEAFLINE_REDIS_PORT: process.env.LEAFLINE_RELIABILITY_REDIS_PORT || "6359",
  // The test-only switch with which a test makes a server kill itself at a step of a cart's completion
  // (apps/backend/src/lib/checkout/completion/exit-at-step.ts); no other stack sets it.
  LEAFLINE_TEST_FAULTS: "on",
  // How long a killed server's locks outlive it (apps/backend/src/lib/locking/lock-lease.ts; 10 s elsewhere): the
  // kill test waits this out at every kill it sends again, and its bounds follow it.
  LEAFLINE_LOCK_LEASE_SECONDS: "5",
  // Every process's output goes to <data folder>/start.log: what happened in each fault is read there. The
  // back end's routine lines too (npm start shows only its warnings and errors; all of it is in backend.log);
  // the storefronts' routine output (their start banners) is only in storefront.log.
  LOG_LEVEL: process.env.LOG_LEVEL || "info",
}
const POSTGRES_PORT = Number(process.env.LEAFLINE_RELIABILITY_POSTGRES_PORT || 54359)

/** Starts PostgreSQL, then the shop; resolves with the stack and the env its tests need. */
export async function startReliabilityStack(log) {
  const bin = requireSystemPostgres()
  if (!findRedisServer()) throw new UsageError("The reliability tests need Redis: apt-get install -y redis-server")
  const postgres = { bin, dir: path.join(DATA_DIR, "system-postgres"), port: POSTGRES_PORT, password: loadSecrets(DATA_DIR).postgresPassword }
  const server = systemPostgres(postgres)
  await server.start(log)
  try {
    const stack = await startStack({ ...RELIABILITY_ENV, DATABASE_URL: server.databaseUrl })
    return { stack, server, testEnv: { LEAFLINE_STACK_FILE: stack.stackFile, LEAFLINE_SYSTEM_POSTGRES: JSON.stringify(postgres) } }
  } catch (error) {
    server.stop()
    throw error
  }
}

export async function stopReliabilityStack({ stack, server }) {
  try {
    await stopStack(stack)
  } finally {
    if (server.isRunning()) server.stop()
  }
}
