import { describe, expect, it } from "vitest"
import { redisCommand } from "../scripts/lib/redis.mjs"
import { startSearchFlood } from "../scripts/lib/search-flood.mjs"
import { report, shop, waitFor } from "./shop"

/**
 * The queues' Redis (Medusa's event bus, workflow engine and locks; our throttles and idempotency answers)
 * runs `noeviction`, as the queues need every key: full, it refuses writes and the shop takes no order. Each
 * new search makes a page (about 80 kB), which is only a cache: a flood of them must leave that Redis where it
 * was. Pages go into no Redis at all (the page cache, Varnish, keeps them); the cache's Redis, which holds the
 * back end's copies, stays under its `maxmemory`.
 * LEAFLINE_FLOOD_SEARCHES sets how many (5,000 for a longer run).
 */
const SEARCHES = Number(process.env.LEAFLINE_FLOOD_SEARCHES) || 300
/** What else the shop may write to the queues' Redis meanwhile (a scheduled job, a lock): far below a page a search. */
const NEW_KEYS_MARGIN = 20
const BYTES_MARGIN = 2 * 2 ** 20

/** Every key's name: the keys a flood made are those after it that were not there before (others expire meanwhile). */
async function keyNames(url: string): Promise<Set<string>> {
  const names = new Set<string>()
  let cursor = "0"
  do {
    const [next, batch] = (await redisCommand(url, "SCAN", cursor, "COUNT", "1000")) as [string, string[]]
    for (const name of batch) names.add(name)
    cursor = next
  } while (cursor !== "0")
  return names
}

async function redisUse(url: string) {
  const memory = String(await redisCommand(url, "INFO", "memory"))
  const stats = String(await redisCommand(url, "INFO", "stats"))
  const field = (text: string, name: string) => new RegExp(`^${name}:(\\S*)`, "m").exec(text)?.[1]
  return {
    keys: Number(await redisCommand(url, "DBSIZE")),
    bytes: Number(field(memory, "used_memory")),
    maxmemory: Number(field(memory, "maxmemory")),
    policy: field(memory, "maxmemory_policy"),
    evicted: Number(field(stats, "evicted_keys")),
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

describe("a flood of new searches", () => {
  it(
    `${SEARCHES} of them leave the queues' Redis where it was, and the cache's Redis under its maxmemory`,
    async () => {
      const { redisUrl, cacheRedisUrl, storefrontUrl } = shop()
      const queuesBefore = await redisUse(redisUrl!)
      const keysBefore = await keyNames(redisUrl!)
      const cacheBefore = cacheRedisUrl ? await redisUse(cacheRedisUrl) : null
      const flood = startSearchFlood(storefrontUrl)
      let flooded
      try {
        await waitFor(`${SEARCHES} new searches rendered`, () => flood.progress().rendered >= SEARCHES, SEARCHES * 500)
      } finally {
        flooded = await flood.stop()
      }
      // Whatever a render writes goes out a moment after the page.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const queuesAfter = await redisUse(redisUrl!)
      const newKeys = [...(await keyNames(redisUrl!))].filter((name) => !keysBefore.has(name))
      const cacheAfter = cacheRedisUrl ? await redisUse(cacheRedisUrl) : null
      report(
        `${flood.progress().rendered} new searches in ${flooded.seconds.toFixed(0)} s (${flooded.renderedPerSecond}/s, ` +
          `${flooded.refusedPerSecond}/s refused): the queues' Redis went from ${queuesBefore.keys} keys, ${mb(queuesBefore.bytes)} ` +
          `to ${queuesAfter.keys} keys (${newKeys.length} new), ${mb(queuesAfter.bytes)}` +
          (cacheBefore && cacheAfter
            ? `; the cache's Redis from ${cacheBefore.keys} keys, ${mb(cacheBefore.bytes)} to ${cacheAfter.keys} keys, ` +
              `${mb(cacheAfter.bytes)} of its ${mb(cacheAfter.maxmemory)} (${cacheAfter.evicted - cacheBefore.evicted} evicted)`
            : ""),
      )
      expect(newKeys.length, `keys new in the queues' Redis, e.g. ${newKeys.slice(0, 3).join(", ")}`).toBeLessThanOrEqual(NEW_KEYS_MARGIN)
      expect(queuesAfter.bytes - queuesBefore.bytes, "bytes the flood added to the queues' Redis").toBeLessThanOrEqual(BYTES_MARGIN)
      expect(queuesAfter.policy).toBe("noeviction")

      // The back end's copies stay in the cache's Redis, under its bound; the pages are in Varnish.
      expect(cacheBefore && cacheAfter, "the stack names the cache's Redis").toBeTruthy()
      expect(cacheAfter!.policy).toBe("allkeys-lru")
      expect(cacheAfter!.maxmemory).toBeGreaterThan(0)
      expect(cacheAfter!.bytes).toBeLessThanOrEqual(cacheAfter!.maxmemory)
      expect(shop().pageCache).toBe("varnish")
    },
    SEARCHES * 500 + 60_000,
  )
})
