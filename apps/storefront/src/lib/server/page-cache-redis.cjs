// The page cache's links to Redis, shared by every storefront instance of the shop. The times tags were
// revalidated (a hash, tag -> ms) and the channel announcing them are in the queues' Redis (REDIS_URL), which
// never evicts: a dropped tag time would let a page made before its revalidation be served again. The entries
// each instance renders are in the cache's Redis (CACHE_REDIS_URL), which drops its least recently used keys
// when full; without it they stay in each instance. Redis is a second level behind each instance's own
// memory, never in the way of a page: a command that fails or times out answers as a miss, an outage is
// logged once, and each link reconnects by itself.
// Plain CommonJS, required by lib/server/page-cache.cjs.
const Redis = require("ioredis")
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external")
const {
  encodeEntry,
  decodeEntry,
  revalidationMessage,
  readRevalidationMessage,
  readTagTimes,
  redisKeys,
} = require("./page-cache-entries.cjs")

/** An entry expires a day after it was written, or sooner when the cache's Redis is full. */
const ENTRY_TTL_MS = 24 * 60 * 60 * 1000
/** A bigger entry stays in the instance that made it: a tea page is about 120 kB stored, a catalogue fetch less. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024
/** Redis on the same network answers in a millisecond; a local miss is followed by a render anyway. */
const COMMAND_TIMEOUT_MS = 500
/** After a failed command, this instance leaves Redis alone for a while rather than wait on it per request. */
const BACK_OFF_MS = 2000

/**
 * Records a tag's revalidation time in Next's own tag manifest, the one its cache checks every entry against
 * (FileSystemCache.get): entries of this instance made at or before it are stale from now on. Keeps the later
 * of two times, so a message that arrives late never makes a tag look fresher.
 */
function noteRevalidated(tag, at) {
  const known = tagsManifest.get(tag)
  if (!(typeof known === "number" && known >= at)) tagsManifest.set(tag, at)
}

/** Sets each tag's time to ARGV[1] unless Redis already holds a later one (two instances, one tag, out of order). */
const KEEP_LATEST = `
for i = 2, #ARGV do
  local known = tonumber(redis.call('HGET', KEYS[1], ARGV[i]))
  if not known or known < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], ARGV[i], ARGV[1]) end
end
return 1`

/**
 * Whether a link to Redis is usable, and its outages told once: one line when Redis goes away (refused,
 * dropped, too slow), one when it answers again, never one per request. An error Redis answers with (out of
 * memory, say) is no outage: each kind is logged once. After a failure the link is left alone for a while.
 */
function linkHealth(which, shares, log) {
  let down = false
  let pausedUntil = 0
  const answeredErrors = new Set()
  return {
    failed(error) {
      if (error instanceof Redis.ReplyError) {
        const kind = String(error.message).split(" ")[0]
        if (!answeredErrors.has(kind)) log.warn(`page cache: ${which} refused a command (${error.message}); what it was for stays in this instance only`)
        answeredErrors.add(kind)
        return
      }
      pausedUntil = Date.now() + BACK_OFF_MS
      if (down) return
      down = true
      log.warn(`page cache: ${which} unavailable (${error?.message || error}); each instance serves from its own memory until it is back`)
    },
    answered() {
      if (!down) return
      down = false
      log.info(`page cache: ${which} is back; ${shares} shared again`)
    },
    usable: (client) => client.status === "ready" && Date.now() >= pausedUntil,
    resume() {
      pausedUntil = 0
    },
  }
}

/**
 * Connects to Redis and keeps this instance's tag times in step with the others' through `url` (the queues'
 * Redis), and shares entries through `entriesUrl` (the cache's; none: entries are not shared). `read` and
 * `write` never throw nor wait longer than a command's timeout; `revalidated` records and announces tags this
 * instance was told of (and announces them later if Redis is down then).
 */
function connectSharedCache({ url, entriesUrl = null, buildId, backendUrl, publishableKey, log = console }) {
  const keys = redisKeys({ buildId, backendUrl, publishableKey })
  const options = {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // A command sent while the link is down fails at once; one in flight when it drops is not resent.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
    // Subscribed again by hand on each connection, then the tag times reloaded (see `sync`).
    autoResubscribe: false,
    connectionName: "leafline-storefront-page-cache",
  }
  const client = new Redis(url, options)
  const subscriber = new Redis(url, options)
  client.defineCommand("keepLatestTagTimes", { numberOfKeys: 1, lua: KEEP_LATEST })
  const entries = entriesUrl ? new Redis(entriesUrl, { ...options, connectionName: "leafline-storefront-page-entries" }) : null

  const health = linkHealth("Redis", "revalidations are", log)
  const entriesHealth = linkHealth("the cache's Redis", "pages are", log)
  const { failed, answered } = health

  // Entries are read from Redis only while this instance knows every tag time Redis knows: subscribed to the
  // announcements, then the hash read (in that order, so none falls between). Each new subscription (after
  // any drop of the link) reads the hash again, so a revalidation announced while this instance could not
  // hear it is still applied before an entry is read from Redis again.
  let subscription = 0
  let subscribed = false
  let loadedFor = -1
  let loading = false
  const synced = () => subscribed && loadedFor === subscription
  async function sync() {
    if (loading || !subscribed || client.status !== "ready") return
    const loadingFor = subscription
    loading = true
    try {
      for (const [tag, at] of readTagTimes(await client.hgetall(keys.tags))) noteRevalidated(tag, at)
      loadedFor = loadingFor
      answered()
    } catch (error) {
      failed(error)
      setTimeout(sync, BACK_OFF_MS).unref()
      return
    } finally {
      loading = false
    }
    // Subscribed again while the hash was read: what was announced in between may be missing.
    if (subscribed && loadedFor !== subscription) sync()
  }

  // Tags revalidated here that Redis has not recorded yet (it was down or too slow): recorded and announced
  // when it is back (a new connection), or tried again every 2 s while the link stays up.
  const unannounced = new Map()
  let retry = null
  async function announce() {
    if (!unannounced.size || client.status !== "ready") return
    const byTime = new Map()
    for (const [tag, at] of unannounced) byTime.set(at, [...(byTime.get(at) || []), tag])
    for (const [at, tags] of byTime) {
      try {
        await client.keepLatestTagTimes(keys.tags, at, ...tags)
        await client.publish(keys.channel, revalidationMessage(tags, at))
        for (const tag of tags) if (unannounced.get(tag) === at) unannounced.delete(tag)
        answered()
      } catch (error) {
        failed(error)
        retry ??= setTimeout(() => {
          retry = null
          announce()
        }, BACK_OFF_MS).unref()
        return
      }
    }
  }

  client.on("error", failed)
  subscriber.on("error", failed)
  subscriber.on("close", () => {
    subscribed = false
  })
  client.on("ready", () => {
    health.resume()
    announce().then(sync)
  })
  entries?.on("error", entriesHealth.failed)
  entries?.on("ready", entriesHealth.resume)
  subscriber.on("ready", () => {
    subscriber.subscribe(keys.channel).then(
      () => {
        subscription += 1
        subscribed = true
        sync()
      },
      (error) => failed(error),
    )
  })
  subscriber.on("message", (channel, message) => {
    if (channel !== keys.channel) return
    const revalidation = readRevalidationMessage(message)
    if (revalidation) for (const tag of revalidation.tags) noteRevalidated(tag, revalidation.at)
  })

  let oversizeLogged = false
  let encodeLogged = false

  return {
    /** The entry (`{ value, lastModified, cacheControl? }`) another instance, or this one, stored; or null. */
    async read(key) {
      if (!entries || !synced() || !entriesHealth.usable(entries)) return null
      try {
        const text = await entries.get(keys.entry(key))
        entriesHealth.answered()
        return text === null ? null : decodeEntry(text)
      } catch (error) {
        entriesHealth.failed(error)
        return null
      }
    },

    /** Stores an entry (and a page's cacheControl) for the other instances; does not wait for Redis. */
    write(key, entry, cacheControl) {
      if (!entries || !entriesHealth.usable(entries)) return
      let text
      try {
        text = encodeEntry(entry, cacheControl)
      } catch (error) {
        if (!encodeLogged) log.warn(`page cache: ${key} kept in this instance only: ${error.message}`)
        encodeLogged = true
        return
      }
      if (Buffer.byteLength(text) > MAX_ENTRY_BYTES) {
        if (!oversizeLogged) log.warn(`page cache: ${key} kept in this instance only: over ${MAX_ENTRY_BYTES / 1024 / 1024} MB`)
        oversizeLogged = true
        return
      }
      entries.set(keys.entry(key), text, "PX", ENTRY_TTL_MS).then(entriesHealth.answered, entriesHealth.failed)
    },

    /** Tags this instance revalidated at `at`: applied here, recorded in Redis and announced to the others. */
    async revalidated(tags, at) {
      for (const tag of tags) {
        noteRevalidated(tag, at)
        unannounced.set(tag, Math.max(unannounced.get(tag) || 0, at))
      }
      await announce()
    },

    /** Closes the links (tests, scripts); the storefront keeps them for its life. */
    disconnect() {
      client.disconnect()
      subscriber.disconnect()
      entries?.disconnect()
    },
  }
}

module.exports = { connectSharedCache, noteRevalidated, ENTRY_TTL_MS, MAX_ENTRY_BYTES }
