import fs from "node:fs"
import path from "node:path"
import { ROOT, STOREFRONT_DIR } from "./config.mjs"
import { fingerprint, readStamp, writeStamp } from "./build.mjs"
import { freePort } from "./ports.mjs"
import { storefrontShowsOnConsole } from "./logs.mjs"
import { runCommand, startService } from "./processes.mjs"

const NEXT_CLI = path.join(ROOT, "node_modules/next/dist/bin/next")
const BUILD_STAMP = path.join(STOREFRONT_DIR, ".next/.leafline-build")
const SOURCE_INPUTS = [
  "src",
  "public",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "../../package-lock.json",
  "../../packages/shop-contract/src",
  "../../packages/store-fields/src",
  "../../scripts/lib/next-patches.mjs",
]

/** `next build`, skipped when the sources have not changed since the last one. */
export async function buildStorefront(log) {
  const current = fingerprint(STOREFRONT_DIR, SOURCE_INPUTS)
  if (fs.existsSync(path.join(STOREFRONT_DIR, ".next/BUILD_ID")) && readStamp(BUILD_STAMP) === current) {
    log("Storefront: build is up to date")
    return
  }
  log("Storefront: building (next build)")
  await runCommand("storefront build", process.execPath, [NEXT_CLI, "build"], {
    cwd: STOREFRONT_DIR,
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_IGNORE_INCORRECT_LOCKFILE: "1" },
    quiet: true,
  })
  writeStamp(BUILD_STAMP, current)
}

const CLUSTER_PRIMARY = path.join(ROOT, "scripts/lib/cluster-primary.mjs")

/**
 * The back end's address and the publishable key are read at run time, so one build serves any data folder.
 * With Redis, `plan.storefronts` instances of the one build share the port behind Node's cluster module,
 * their revalidations through the queues' Redis and their pages through the cache's (src/lib/server/page-cache.cjs).
 * Otherwise (one instance, not in development) a second process of the same build, the renderer, listens on
 * a loopback port of its own: the storefront serves what its page cache holds and hands every page it would
 * have to render to the renderer, which offers the page back to its cache (src/middleware.ts,
 * src/lib/server/page-cache.cjs). A render then never holds up a cached page on the storefront's one
 * thread. Every instance's output goes to `storefrontLog`; the console shows its warnings and errors. Returns
 * the storefront and the renderer (null when there is none).
 */
/**
 * With a page cache in front (`pageCache`, scripts/lib/varnish.mjs), Next listens on `pageCache.nextPort` of the
 * loopback alone, and counts the cache among the proxies that append the client to X-Forwarded-For.
 */
export async function startStorefront(config, publishableKey, { revalidateSecret, storefrontClientSecret, rendererSecret }, plan, redis, storefrontLog, pageCache = null) {
  const nextPort = pageCache?.nextPort ?? config.storefrontPort
  const trustedProxies = (Number(process.env.LEAFLINE_TRUSTED_PROXIES) || 0) + (pageCache ? 1 : 0)
  const env = {
    NODE_ENV: config.dev ? "development" : "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_IGNORE_INCORRECT_LOCKFILE: "1",
    MEDUSA_BACKEND_URL: config.backendUrl,
    MEDUSA_PUBLISHABLE_KEY: publishableKey,
    STOREFRONT_URL: config.storefrontUrl,
    STOREFRONT_REVALIDATE_SECRET: revalidateSecret,
    STOREFRONT_CLIENT_SECRET: storefrontClientSecret,
    LEAFLINE_TRUSTED_PROXIES: String(trustedProxies),
    ...(plan.multiProcess && redis?.url ? { REDIS_URL: redis.url } : {}),
    ...(plan.multiProcess && redis?.cacheUrl ? { CACHE_REDIS_URL: redis.cacheUrl } : {}),
  }
  const next = [NEXT_CLI, config.dev ? "dev" : "start", "--port", String(nextPort), ...(pageCache ? ["--hostname", "127.0.0.1"] : [])]
  const start = (name, args, extraEnv, command = process.execPath) =>
    startService(name, command, args, {
      cwd: STOREFRONT_DIR,
      env: { ...env, ...extraEnv },
      quiet: config.quiet,
      log: storefrontLog,
      shows: storefrontShowsOnConsole,
    })
  if (plan.multiProcess) {
    return { storefront: start("storefront", [CLUSTER_PRIMARY, "storefront", String(plan.storefronts), ...next]), renderer: null }
  }
  if (!plan.renderer) return { storefront: start("storefront", next), renderer: null }
  const rendererPort = await freePort()
  const rendererUrl = `http://127.0.0.1:${rendererPort}`
  // At a lower priority (nice 10, every thread): on a busy machine the cached pages and the back end's answers,
  // which renders wait on, go first (ten shoppers' new searches rendered 4-8 % more a second so).
  const renderer = start(
    "storefront renderer",
    ["-n", "10", process.execPath, NEXT_CLI, "start", "--port", String(rendererPort), "--hostname", "127.0.0.1"],
    { LEAFLINE_STOREFRONT_ROLE: "renderer", LEAFLINE_STOREFRONT_FRONT_URL: `http://127.0.0.1:${nextPort}`, LEAFLINE_RENDERER_SECRET: rendererSecret },
    "nice",
  )
  const storefront = start("storefront", next, { LEAFLINE_RENDERER_URL: rendererUrl, LEAFLINE_RENDERER_SECRET: rendererSecret })
  return { storefront, renderer: { service: renderer, url: rendererUrl } }
}
