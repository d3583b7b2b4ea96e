import path from "node:path"
import { fileURLToPath } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const BACKEND_DIR = path.join(ROOT, "apps/backend")
export const STOREFRONT_DIR = path.join(ROOT, "apps/storefront")

const port = (name, fallback) => {
  const raw = process.env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new UsageError(`${name}=${raw} is not a port number (1-65535).`)
  }
  return value
}

/** An error whose message is the whole story: printed as one line, no stack trace. */
export class UsageError extends Error {}

/**
 * The shop's data folder: LEAFLINE_DATA_DIR, relative to the repository's root, else `.data` there. The back
 * end is always handed the absolute path (scripts/lib/backend.mjs); apps/backend/src/lib/data-dir.ts falls back
 * to the same folder when Medusa is run by hand.
 */
export const dataDirFrom = (env = process.env) => path.resolve(ROOT, env.LEAFLINE_DATA_DIR || ".data")

const DEFAULT_REDIS_PORT = 6389

/**
 * The port of the cache's Redis that `npm start` runs beside the queues' (scripts/lib/redis.mjs):
 * LEAFLINE_CACHE_REDIS_PORT, else the one after LEAFLINE_REDIS_PORT's, so that stacks apart stay apart.
 */
export const cacheRedisPortFrom = (env = process.env) =>
  Number(env.LEAFLINE_CACHE_REDIS_PORT || Number(env.LEAFLINE_REDIS_PORT || DEFAULT_REDIS_PORT) + 1)

/** Redis's own notation for a size: bytes, or a number with kb, mb or gb. */
const size = (name, fallback) => {
  const raw = process.env[name]
  if (raw === undefined || raw === "") return fallback
  if (!/^[1-9]\d*(kb|mb|gb)?$/i.test(raw)) throw new UsageError(`${name}=${raw} is not a size (bytes, or a number with kb, mb or gb, e.g. 256mb).`)
  return raw.toLowerCase()
}

/** Everything the start, test and bench scripts need to know, from the environment. */
export function loadConfig({ dev = false } = {}) {
  const dataDir = dataDirFrom()
  const backendPort = port("BACKEND_PORT", 9000)
  const storefrontPort = port("STOREFRONT_PORT", 8000)
  const redisPort = port("LEAFLINE_REDIS_PORT", DEFAULT_REDIS_PORT)
  return {
    dev,
    dataDir,
    postgresDir: path.join(dataDir, "postgres"),
    credentialsFile: path.join(dataDir, "credentials.json"),
    stackFile: path.join(dataDir, "stack.json"),
    postgresPort: port("LEAFLINE_POSTGRES_PORT", 54329),
    redisPort,
    cacheRedisPort: port("LEAFLINE_CACHE_REDIS_PORT", redisPort + 1),
    cacheRedisMaxMemory: size("LEAFLINE_CACHE_REDIS_MAXMEMORY", "256mb"),
    backendPort,
    storefrontPort,
    backendUrl: `http://localhost:${backendPort}`,
    storefrontUrl: `http://localhost:${storefrontPort}`,
    databaseUrl: process.env.DATABASE_URL || "",
    redisUrl: process.env.REDIS_URL || "",
    cacheRedisUrl: process.env.CACHE_REDIS_URL || "",
  }
}
