#!/usr/bin/env node
// `npm start` / `npm run dev`: the whole shop from one command (see README.md).
import dns from "node:dns"
import fs from "node:fs"
import os from "node:os"
import { loadConfig, UsageError } from "./lib/config.mjs"
import { freePort, isPortFree } from "./lib/ports.mjs"
import { loadSecrets } from "./lib/secrets.mjs"
import { startEmbeddedPostgres, useExternalPostgres } from "./lib/postgres.mjs"
import { backendEnv, buildBackend, prepareDatabase, startBackend } from "./lib/backend.mjs"
import { backendLogFile, consoleLogLevel, openLog, storefrontLogFile } from "./lib/logs.mjs"
import { buildSharedPackages } from "./lib/shared-packages.mjs"
import { buildStorefront, startStorefront } from "./lib/storefront.mjs"
import { startService, stopEverything, superviseService, waitForHttp } from "./lib/processes.mjs"
import { cacheRedis, findRedisServer, queuesRedis, startLocalRedis, waitForRedis } from "./lib/redis.mjs"
import { describeTopology, planTopology } from "./lib/topology.mjs"
import { findVarnish, INSTALL_VARNISH, startVarnishService, varnishRole } from "./lib/varnish.mjs"

const startedAt = Date.now()
const log = (message) => console.log(`leafline: ${message}`)
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1)

let config
let database
const services = []
let stopping = null

async function stopAll(exitCode) {
  if (stopping) return stopping
  stopping = (async () => {
    await stopEverything({ last: ["redis", "cache redis"] })
    await database?.stop().catch(() => {})
    if (config) fs.rmSync(config.stackFile, { force: true })
    process.exit(exitCode)
  })()
  return stopping
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) return
    log("stopping…")
    stopAll(0)
  })
}

function fail(error) {
  const message = error instanceof UsageError ? error.message : error?.message || String(error)
  console.error(`leafline: error: ${message}`)
  stopAll(1)
}

async function main() {
  config = loadConfig({ dev: process.argv.includes("--dev") })
  config.quiet = process.env.LEAFLINE_QUIET === "1"
  for (const [port, name, variable] of [
    [config.backendPort, "back end", "BACKEND_PORT"],
    [config.storefrontPort, "storefront", "STOREFRONT_PORT"],
  ]) {
    if (!(await isPortFree(port))) {
      throw new UsageError(`Port ${port} for the ${name} is already taken; stop what uses it or set ${variable}.`)
    }
  }
  try {
    fs.mkdirSync(config.dataDir, { recursive: true })
    fs.accessSync(config.dataDir, fs.constants.W_OK)
  } catch (error) {
    throw new UsageError(`Cannot write the data folder ${config.dataDir} (${error.code}); choose another with LEAFLINE_DATA_DIR.`)
  }
  fs.rmSync(config.stackFile, { force: true })
  const secrets = loadSecrets(config.dataDir)
  const backendLog = openLog(backendLogFile(config.dataDir))
  const storefrontLog = openLog(storefrontLogFile(config.dataDir))

  // Builds do not need the database, so they run while PostgreSQL starts and migrates. Both apps import
  // the shared package, compiled first (in development too, where the apps compile themselves).
  const shared = buildSharedPackages(log)
  const builds = config.dev ? shared : shared.then(() => buildBackend(log, secrets)).then(() => buildStorefront(log))
  builds.catch(() => {})

  database = config.databaseUrl
    ? await useExternalPostgres(config.databaseUrl)
    : await startEmbeddedPostgres(config, secrets, log)
  log(`Database ready (${config.databaseUrl ? "DATABASE_URL" : "embedded PostgreSQL"}) at ${seconds()} s`)
  const redis = await prepareRedis()
  const plan = planTopology({ cores: os.availableParallelism(), redis: !!redis, dev: config.dev, env: process.env })
  config.redisUrl = redis?.url ?? ""
  config.cacheRedisUrl = redis?.cacheUrl ?? ""
  const varnish = findPageCache()
  config.pageCacheUrls = process.env.STOREFRONT_PAGE_CACHE_URLS || (varnish ? config.storefrontUrl : "")
  config.appNice = varnish ? Number(process.env.LEAFLINE_APP_NICE ?? 10) : 0
  const env = backendEnv(config, secrets, database.databaseUrl)
  const readCredentials = () =>
    fs.existsSync(config.credentialsFile) ? JSON.parse(fs.readFileSync(config.credentialsFile, "utf8")) : null
  const previousPassword = readCredentials()?.backOffice?.password
  await prepareDatabase(config, env, log, backendLog)
  await builds
  const credentials = readCredentials()
  // A new back-office password is shown once; afterwards it is only in the credentials file.
  const newLogin =
    credentials.backOffice.password !== previousPassword
      ? `  Back-office login (shown once): ${credentials.backOffice.email} / ${credentials.backOffice.password}`
      : null

  log(`Starting ${describeTopology(plan)}`)
  const backendProcesses = await startBackend(config, env, secrets.pageCachePurgeSecret, plan, log, backendLog)
  const backend = backendProcesses.server
  services.push(backend)
  // Next behind Varnish listens on `localhost` (scripts/lib/storefront.mjs): the address Node finds for it.
  const pageCache = varnish ? { nextPort: await freePort(), nextHost: (await dns.promises.lookup("localhost")).address } : null
  const storefront = await startStorefront(config, credentials.publishableKey, secrets, plan, storefrontLog, pageCache)
  services.push(storefront)
  const nextUrl = pageCache ? `http://${pageCache.nextHost.includes(":") ? `[${pageCache.nextHost}]` : pageCache.nextHost}:${pageCache.nextPort}` : config.storefrontUrl
  const pageCacheService = pageCache ? startPageCache(varnish, pageCache, secrets) : null
  // The balancers start their instances again themselves, as the worker and Redis are started again here:
  // a balancer that stops is a failure of the whole shop.
  for (const service of services) {
    service.exited.then(({ code, signal }) => {
      if (!service.stopping && !stopping) fail(new Error(`the ${service.name} stopped (${signal ?? `exit code ${code}`}); see its output above.`))
    })
  }
  await waitForHttp(`${config.backendUrl}/health`, backend)
  // The search index is built in the background when the server first starts: the shop is ready
  // once its listing answers.
  await waitForHttp(`${config.backendUrl}/store/listing`, backend, 600000, {
    "x-publishable-api-key": credentials.publishableKey,
  })
  await waitForHttp(`${nextUrl}/`, storefront)
  if (pageCacheService) await waitForHttp(`${config.storefrontUrl}/robots.txt`, pageCacheService.current)
  for (const [index, port] of backendProcesses.workerPorts.entries()) {
    await waitForHttp(`http://localhost:${port}/health`, backendProcesses.workers[index].current)
  }

  const stack = {
    storefrontUrl: config.storefrontUrl,
    backendUrl: config.backendUrl,
    adminUrl: `${config.backendUrl}/app`,
    // Next itself, behind the page cache (the same as storefrontUrl without one): for the bench and the tests.
    storefrontOriginUrl: nextUrl,
    pageCache: pageCacheService ? "varnish" : null,
    databaseUrl: database.databaseUrl,
    dataDir: config.dataDir,
    publishableKey: credentials.publishableKey,
    redisUrl: redis?.url ?? null,
    cacheRedisUrl: redis?.cacheUrl || null,
    topology: plan,
    // For the reliability tests: the balancers' pids (their instances are their children) and the rest.
    processes: {
      backend: backend.child.pid,
      workers: backendProcesses.workers.map((worker, index) => ({ pid: worker.current.child.pid, port: backendProcesses.workerPorts[index] })),
      storefront: storefront.child.pid,
      varnish: pageCacheService?.current.child.pid ?? null,
      redis: redis?.supervised?.current.child.pid ?? null,
      cacheRedis: redis?.cacheSupervised?.current.child.pid ?? null,
    },
    readySeconds: Number(seconds()),
  }
  fs.writeFileSync(config.stackFile, JSON.stringify(stack, null, 2) + "\n")
  console.log(
    [
      "",
      `Leafline is ready (${seconds()} s)${config.dev ? " — development mode, hot reload on" : ""}`,
      `  Storefront   ${stack.storefrontUrl}`,
      `  Store API    ${stack.backendUrl}/store`,
      `  Back office  ${stack.adminUrl}   (login: ${config.credentialsFile})`,
      `  Processes    ${describeTopology(plan)}${redis ? ` (${describeRedis(redis)})` : ""}`,
      `  Page cache   ${pageCacheService ? `Varnish in front of the storefront (Next on ${nextUrl})` : "none"}`,
      `  Logs         ${backendLog.file}, ${storefrontLog.file}`,
      `               (${consoleLogNote()})`,
      ...(newLogin ? [newLogin] : []),
      "Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  )
}

/** What of the logs the console shows, and how to see more. */
function consoleLogNote() {
  const level = consoleLogLevel()
  const more = level === "warn" ? "; LOG_LEVEL=info shows more of the back end's" : `, and the back end's lines at LOG_LEVEL=${level}`
  return `their warnings and errors are shown above${more}`
}

/**
 * The queues' Redis (REDIS_URL's, else Debian's redis-server as a child, started again if it stops) and the
 * cache's beside it (CACHE_REDIS_URL's, else a second child evicting at its maxmemory; none beside a
 * REDIS_URL without one, see docs/operations.md), or none, said in one line. Not in development mode, which runs one
 * process of each.
 */
async function prepareRedis() {
  if (config.redisUrl) {
    await waitForRedis(config.redisUrl)
    if (config.cacheRedisUrl) await waitForRedis(config.cacheRedisUrl)
    else log("CACHE_REDIS_URL unset: the back end keeps its caches in REDIS_URL's Redis")
    return { url: config.redisUrl, cacheUrl: config.cacheRedisUrl, local: false, cacheLocal: false }
  }
  if (config.dev) return null
  if (process.env.LEAFLINE_REDIS === "off") {
    log("LEAFLINE_REDIS=off: one process each, no Redis")
    return null
  }
  const program = findRedisServer()
  if (!program) {
    log("No Redis (REDIS_URL unset, redis-server not installed): one process each; `apt-get install -y redis-server` gives the multi-process shop")
    return null
  }
  const queues = await startRedisChild(program, queuesRedis(config))
  log(`Redis ready (${program}, port ${config.redisPort}, files in the data folder) at ${seconds()} s`)
  if (config.cacheRedisUrl) {
    await waitForRedis(config.cacheRedisUrl)
    return { url: queues.url, cacheUrl: config.cacheRedisUrl, local: true, cacheLocal: false, supervised: queues.supervised }
  }
  const cache = await startRedisChild(program, cacheRedis(config))
  log(`Cache Redis ready (port ${config.cacheRedisPort}, at most ${config.cacheRedisMaxMemory}, least recently used out) at ${seconds()} s`)
  return { url: queues.url, cacheUrl: cache.url, local: true, cacheLocal: true, supervised: queues.supervised, cacheSupervised: cache.supervised }
}

/**
 * Varnish, the page cache in front of the storefront, when varnishd and its modules are installed (not in
 * development mode, where every edit must show); else one line saying what to install.
 */
function findPageCache() {
  if (config.dev) return null
  if (process.env.LEAFLINE_VARNISH === "off") {
    log("LEAFLINE_VARNISH=off: the storefront answers on its port itself, without a page cache")
    return null
  }
  const program = findVarnish()
  if (!program) log(`No Varnish: the storefront answers on its port itself, without a page cache; \`${INSTALL_VARNISH}\` gives it one`)
  return program
}

/** varnishd in front of Next at `nextHost`:`nextPort`, started again whenever it stops. */
function startPageCache(program, { nextHost, nextPort }, { pageCachePurgeSecret, clientAddressSecret }) {
  const role = varnishRole({
    dataDir: config.dataDir,
    port: config.storefrontPort,
    backendHost: nextHost,
    backendPort: nextPort,
    purgeSecret: pageCachePurgeSecret,
    clientAddressSecret,
  })
  return superviseService("varnish", () => startVarnishService(program, role, startService), log)
}

/** redis-server as `role` says, started again whenever it stops. */
async function startRedisChild(program, role) {
  const first = await startLocalRedis(program, role, startService)
  let started = false
  const supervised = superviseService(role.name, () => {
    if (!started) return (started = true), first.service
    return startService(role.name, program, first.args, { cwd: first.dir, env: {}, quiet: true })
  }, log)
  return { url: first.url, supervised }
}

const describeRedis = (redis) =>
  [
    `Redis ${redis.local ? "in the data folder" : "REDIS_URL"}`,
    redis.cacheUrl ? `cache Redis ${redis.cacheLocal ? `at most ${config.cacheRedisMaxMemory}` : "CACHE_REDIS_URL"}` : null,
  ]
    .filter(Boolean)
    .join(", ")

main().catch(fail)
