import path from "node:path"
import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { httpSecrets } from "./src/lib/config/http-secrets"
import { EVICTABLE_CACHE } from "./src/lib/cache/evictable-cache"
import { lockLeaseSeconds } from "./src/lib/locking/lock-lease"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

// scripts/start.mjs sets these; the fallbacks let `medusa` commands run by hand in development.
const backendUrl = process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"
const storefrontUrl = process.env.STOREFRONT_URL || "http://localhost:8000"
const dataDir = process.env.LEAFLINE_DATA_DIR || path.resolve(__dirname, "../../.data")
// The queues' Redis (noeviction: the event bus, the workflow engine, locks, sessions, throttle counts and
// idempotency answers need every key) and the cache's (evicting at its maxmemory: what is only a copy). Without
// CACHE_REDIS_URL the copies go to REDIS_URL's Redis: they are few and short-lived, and the processes must share
// them (the storefront's pages, which are many, are then not shared at all; see the README).
const redisUrl = process.env.REDIS_URL
const cacheRedisUrl = process.env.CACHE_REDIS_URL || redisUrl

const corsOrigins = [storefrontUrl, backendUrl].join(",")

// Emails (orders, shipments, returns, refunds, password changes and resets; src/subscribers/*-email.ts and
// password-reset.ts) go out on the "email" channel: through SendGrid when it is configured, otherwise
// into the data folder's outbox, one JSON file per message. A channel takes exactly one provider.
const sendgridApiKey = process.env.SENDGRID_API_KEY
if (sendgridApiKey && !process.env.SENDGRID_FROM) {
  throw new Error("SENDGRID_FROM (the sender address) must be set with SENDGRID_API_KEY.")
}
const emailProvider = sendgridApiKey
  ? {
      resolve: "@medusajs/medusa/notification-sendgrid",
      id: "sendgrid",
      options: { channels: ["email"], api_key: sendgridApiKey, from: process.env.SENDGRID_FROM },
    }
  : {
      resolve: "./src/modules/local-outbox",
      id: "local-outbox",
      options: { channels: ["email"], outbox_dir: path.join(dataDir, "outbox") },
    }

// In production Medusa marks the session cookie Secure, which a browser never sends back over plain
// HTTP: the back office could not keep a login on http://localhost. Behind TLS (MEDUSA_BACKEND_URL
// https://...) Medusa's defaults stay.
const cookieOptions = backendUrl.startsWith("https://") ? undefined : { secure: false, sameSite: "lax" as const }

// Medusa's Caching Module (2.21, behind its `caching` feature flag): the cart and checkout workflows keep
// what they re-read on every call (regions, variants, shipping options' types, sales channels' stock
// locations, promotion codes) and forget an entry when an event names an entity it holds (Medusa's
// modules emit one for each change). Off unless MEDUSA_FF_CACHING=true: the flag is Medusa's work in
// progress, and here it saved about a tenth of a checkout's database statements but no measurable CPU (see
// the README). Its in-memory provider serves one process; with Redis the Redis provider serves them all
// (in the cache's Redis, as Medusa's own defaults put it in CACHE_REDIS_URL's), which several processes need:
// on the Redis event bus one process sees each event, so an in-memory entry in the others would never be
// forgotten.
const cachingEnabled = ["true", "1"].includes((process.env.MEDUSA_FF_CACHING ?? "").toLowerCase())
const cachingModule = {
  resolve: "@medusajs/medusa/caching",
  options: cacheRedisUrl
    ? {
        providers: [
          {
            resolve: "@medusajs/medusa/caching-redis",
            id: "caching-redis",
            is_default: true,
            options: { redisUrl: cacheRedisUrl },
          },
        ],
      }
    : // Copies in and out, as the Redis provider's JSON does. Its default hands every caller the one cached
      // object, and Medusa 2.21.2's useQueryGraphStep rewrites the result it is given (`isList: false`:
      // `result.data = result.data[0]`), so the second cart taken over by one customer, or the second cart
      // moved to one region, read `undefined` and failed.
      { in_memory: { enable: true, useClones: true } },
}

// Medusa's Redis modules, so several server and worker instances can share one Redis. The deprecated Cache
// Module stays beside the Caching Module: our idempotency answers and throttle counts use its key/value API
// (Modules.CACHE), which the Caching Module does not offer, and they must be shared and kept.
const redisModules = redisUrl
  ? [
      { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl } },
      { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
      { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          // A lock taken with `execute` (Medusa's stock reservations, our locks) is renewed while its holder
          // lives; this is how long it outlives a holder that died (patches/README.md): 10 s (lock-lease.ts), not
          // 60 s during which every checkout of the teas a dead reservation held was refused. The Redis provider
          // is constructed with the module's options, not its own, so it is read from here.
          defaultLockExpiration: lockLeaseSeconds(),
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl },
            },
          ],
        },
      },
    ]
  : []

// The Cache Module a second time, for what is only a copy (lib/cache/evictable-cache.ts): the cache's Redis.
const evictableCacheModule = cacheRedisUrl
  ? { key: EVICTABLE_CACHE, resolve: "@medusajs/medusa/cache-redis", options: { redisUrl: cacheRedisUrl } }
  : { key: EVICTABLE_CACHE, resolve: "@medusajs/medusa/cache-inmemory" }

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    workerMode: (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server") || "shared",
    http: {
      storeCors: process.env.STORE_CORS || corsOrigins,
      adminCors: process.env.ADMIN_CORS || corsOrigins,
      authCors: process.env.AUTH_CORS || corsOrigins,
      ...httpSecrets(process.env),
    },
    cookieOptions,
  },
  featureFlags: { caching: cachingEnabled },
  admin: {
    path: "/app",
    storefrontUrl,
  },
  // The v1 store API (/v1/store, for clients built on Medusa v1): a plugin of its own workspace,
  // packages/v1-store-api, which npm start and npm test compile (docs/decisions/v1-layer.md).
  plugins: [{ resolve: "@leafline/v1-store-api", options: {} }],
  modules: [
    { resolve: "./src/modules/seller" },
    { resolve: "./src/modules/tea" },
    { resolve: "./src/modules/sessions" },
    {
      // Uploaded files (the seeded tea art, staff uploads) live in the data folder, not in the build
      // output, so a rebuild never loses them; src/api/uploads serves them.
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            options: {
              upload_dir: path.join(dataDir, "uploads"),
              private_upload_dir: path.join(dataDir, "uploads"),
              backend_url: `${backendUrl}/uploads`,
            },
          },
        ],
      },
    },
    {
      // Declaring the module replaces Medusa's default one, so its "feed" provider (the back office's
      // notification drawer: import and export results) is declared again beside ours.
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/notification-local",
            id: "local",
            options: { name: "Local Notification Provider", channels: ["feed"] },
          },
          emailProvider,
        ],
      },
    },
    ...redisModules,
    evictableCacheModule,
    ...(cachingEnabled ? [cachingModule] : []),
  ],
})
