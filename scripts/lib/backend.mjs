import fs from "node:fs"
import path from "node:path"
import pg from "pg"
import { BACKEND_DIR, ROOT } from "./config.mjs"
import { consoleLogLevel, processLogLevel, showsOnConsole } from "./logs.mjs"
import { fingerprint, readStamp, writeStamp } from "./build.mjs"
import { freePort } from "./ports.mjs"
import { runCommand, startService, superviseService } from "./processes.mjs"

const MEDUSA_CLI = path.join(ROOT, "node_modules/@medusajs/cli/cli.js")
const SERVER_DIR = path.join(BACKEND_DIR, ".medusa/server")
const BUILD_STAMP = path.join(SERVER_DIR, ".leafline-build")
const SOURCE_INPUTS = [
  "src",
  "instrumentation.ts",
  "medusa-config.ts",
  "tsconfig.json",
  "package.json",
  "../../package-lock.json",
  "../../packages/shop-contract/src",
]

/** The environment every back-end process (server, migrations, scripts) runs with. */
export function backendEnv(config, secrets, databaseUrl) {
  return {
    DATABASE_URL: databaseUrl,
    ...(config.redisUrl ? { REDIS_URL: config.redisUrl } : {}),
    ...(config.cacheRedisUrl ? { CACHE_REDIS_URL: config.cacheRedisUrl } : {}),
    JWT_SECRET: secrets.jwtSecret,
    COOKIE_SECRET: secrets.cookieSecret,
    CLIENT_ADDRESS_SECRET: secrets.clientAddressSecret,
    LEAFLINE_DATA_DIR: config.dataDir,
    LEAFLINE_CREDENTIALS_FILE: config.credentialsFile,
    MEDUSA_BACKEND_URL: config.backendUrl,
    STOREFRONT_URL: config.storefrontUrl,
    // The page caches the change notices purge (scripts/lib/varnish.mjs): this machine's, or the operator's list.
    ...(config.pageCacheUrls ? { STOREFRONT_PAGE_CACHE_URLS: config.pageCacheUrls } : {}),
    MEDUSA_DISABLE_TELEMETRY: "true",
    // All of it goes to the back end's log file; the console shows warnings and errors (scripts/lib/logs.mjs).
    LOG_LEVEL: processLogLevel(),
  }
}

export const backendFingerprint = () => fingerprint(BACKEND_DIR, SOURCE_INPUTS)

/**
 * `medusa build` (server and back office), skipped when the sources have not changed since the last one.
 * It loads medusa-config.ts in production mode, which refuses to load without the secrets.
 */
export async function buildBackend(log, secrets) {
  const current = backendFingerprint()
  const adminBuilt = fs.existsSync(path.join(SERVER_DIR, "public/admin/index.html"))
  if (adminBuilt && readStamp(BUILD_STAMP) === current) {
    log("Back end: build is up to date")
    return
  }
  log("Back end: building the server and the back office (medusa build)")
  await runCommand("backend build", process.execPath, [MEDUSA_CLI, "build"], {
    cwd: BACKEND_DIR,
    env: { NODE_ENV: "production", MEDUSA_DISABLE_TELEMETRY: "true", JWT_SECRET: secrets.jwtSecret, COOKIE_SECRET: secrets.cookieSecret },
    quiet: true,
  })
  writeStamp(BUILD_STAMP, current)
}

/** A tiny key-value table in the shop's own database, so setup state travels with the data. */
async function withSetupTable(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query("CREATE TABLE IF NOT EXISTS leafline_setup (key text PRIMARY KEY, value text NOT NULL)")
    return await fn({
      get: async (key) => (await client.query("SELECT value FROM leafline_setup WHERE key = $1", [key])).rows[0]?.value,
      set: (key, value) =>
        client.query(
          "INSERT INTO leafline_setup (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
          [key, value],
        ),
    })
  } finally {
    await client.end()
  }
}

/**
 * Migrations, then the seed and the back-office user (src/scripts/setup.ts). Each runs only when the
 * sources it depends on changed since it last ran against this database, so a warm start skips both.
 */
export async function prepareDatabase(config, env, log, backendLog) {
  const current = backendFingerprint()
  await withSetupTable(env.DATABASE_URL, async (state) => {
    if ((await state.get("migrated")) !== current) {
      log("Database: running migrations (medusa db:migrate)")
      await runCommand("migrate", process.execPath, [MEDUSA_CLI, "db:migrate"], {
        cwd: BACKEND_DIR,
        env,
        quiet: true,
        log: backendLog,
      })
      await state.set("migrated", current)
    }
    if ((await state.get("set-up")) !== current || !fs.existsSync(config.credentialsFile)) {
      log("Database: seeding the tea catalogue and the back-office user")
      await runCommand("seed", process.execPath, [MEDUSA_CLI, "exec", "./src/scripts/setup.ts"], {
        cwd: BACKEND_DIR,
        env,
        quiet: true,
        log: backendLog,
      })
      await state.set("set-up", current)
    }
  })
}

const CLUSTER_PRIMARY = path.join(ROOT, "scripts/lib/cluster-primary.mjs")

/**
 * The back end, its output in `backendLog` and on the console at the console's level: one process without Redis; else `plan.servers` server processes on the one port behind
 * Node's cluster module (scripts/lib/cluster-primary.mjs) and `plan.workers` worker processes, each on a
 * port of its own that answers only /health (Medusa's worker mode loads no routes). Subscribers and
 * scheduled jobs run on the workers. Each gets the secret it signs its "these pages changed" calls to the
 * storefront with (the seed runs before the storefront does, so it does not). Resolves once all answer.
 */
export async function startBackend(config, env, purgeSecret, plan, log, backendLog) {
  const serverEnv = { ...env, PAGE_CACHE_PURGE_SECRET: purgeSecret, NODE_ENV: config.dev ? "development" : "production" }
  const medusa = (port) => [MEDUSA_CLI, config.dev ? "develop" : "start", "--port", String(port)]
  // Several processes share the machine's memory: each one's heap is bounded (V8 then collects sooner; the
  // checkout's throughput did not change, its peak memory halved: 2.3 GB for 2 servers and a worker, 1.35 GB).
  const heap = plan.multiProcess ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=${plan.backendHeapMb}`.trim() } : {}
  const consoleLevel = consoleLogLevel()
  const options = (mode) => ({
    cwd: config.dev ? BACKEND_DIR : SERVER_DIR,
    env: { ...serverEnv, ...heap, MEDUSA_WORKER_MODE: mode },
    quiet: config.quiet,
    log: backendLog,
    shows: (line) => showsOnConsole(line, consoleLevel),
    nice: config.appNice,
  })
  if (!plan.multiProcess) {
    const server = startService("backend", process.execPath, medusa(config.backendPort), options("shared"))
    return { server, workers: [], workerPorts: [] }
  }
  const server = startService(
    "backend",
    process.execPath,
    [CLUSTER_PRIMARY, "backend", String(plan.servers), ...medusa(config.backendPort)],
    options(plan.serverMode),
  )
  const workerPorts = []
  const workers = []
  for (let index = 0; index < plan.workers; index++) {
    const port = await freePort()
    workerPorts.push(port)
    workers.push(superviseService("worker", () => startService("worker", process.execPath, medusa(port), options("worker")), log))
  }
  return { server, workers, workerPorts }
}
