import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { ROOT, STOREFRONT_DIR } from "./config.mjs"
import { fingerprint, readStamp, writeStamp } from "./build.mjs"
import { storefrontShowsOnConsole } from "./logs.mjs"
import { runCommand, startService } from "./processes.mjs"

// Resolved from the storefront: npm keeps its Next beside its React 19 (apps/storefront/node_modules), apart
// from the back end's React 18 at the root.
const NEXT_CLI = createRequire(path.join(STOREFRONT_DIR, "package.json")).resolve("next/dist/bin/next")
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
 * With several instances (`plan.storefronts`, with Redis), they share the port behind Node's cluster module;
 * they keep no pages (the page cache in front does, scripts/lib/varnish.mjs), so they share nothing else.
 * With a page cache (`pageCache`), Next listens on `pageCache.nextPort` of `localhost` alone, and believes
 * the client the cache names with CLIENT_ADDRESS_SECRET (varnish/leafline.vcl). Every instance's output goes to
 * `storefrontLog`; the console shows its warnings and errors.
 */
export async function startStorefront(config, publishableKey, { clientAddressSecret }, plan, storefrontLog, pageCache = null) {
  const nextPort = pageCache?.nextPort ?? config.storefrontPort
  const env = {
    NODE_ENV: config.dev ? "development" : "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_IGNORE_INCORRECT_LOCKFILE: "1",
    MEDUSA_BACKEND_URL: config.backendUrl,
    MEDUSA_PUBLISHABLE_KEY: publishableKey,
    STOREFRONT_URL: config.storefrontUrl,
    CLIENT_ADDRESS_SECRET: clientAddressSecret,
    LEAFLINE_TRUSTED_PROXIES: String(Number(process.env.LEAFLINE_TRUSTED_PROXIES) || 0),
  }
  // Loopback only behind the page cache, named `localhost`: Next's proxy (src/proxy.ts) calls every loopback
  // address so, and its router takes a proxy's rewrite for its own only on the origin it listens on (with
  // 127.0.0.1 it proxied each page to itself, round and round).
  const next = [NEXT_CLI, config.dev ? "dev" : "start", "--port", String(nextPort), ...(pageCache ? ["--hostname", "localhost"] : [])]
  const args = plan.multiProcess ? [CLUSTER_PRIMARY, "storefront", String(plan.storefronts), ...next] : next
  return startService("storefront", process.execPath, args, {
    cwd: STOREFRONT_DIR,
    env,
    quiet: config.quiet,
    log: storefrontLog,
    shows: storefrontShowsOnConsole,
    nice: config.appNice,
  })
}
