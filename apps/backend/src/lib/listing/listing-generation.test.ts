import InMemoryCacheService from "@medusajs/cache-inmemory/dist/services/inmemory-cache"
import { describe, expect, it } from "vitest"
import { forgetListing, listingGeneration } from "./listing-generation"
import { createListingSummaries, listingSummaryKey } from "./summary-cache"

const summary = (count: number) => ({ count, facets: { type: [], store: [], caffeine: [], origin: [], price: [], price_span: null } })
const query = { filters: { status: "published" }, q: "sencha", currency: "eur" }

/**
 * Several server processes and one worker share the Cache Module (Redis); each server keeps its counts in
 * its own memory. Here two servers are two summary maps, and the worker's subscriber is forgetListing on
 * the one cache they share.
 */
describe("the listing's generation", () => {
  it("is the same for every process that shares the cache, until a change renews it", async () => {
    const shared = new InMemoryCacheService({}, {})
    const first = await listingGeneration(shared)
    expect(await listingGeneration(shared)).toBe(first)
    await forgetListing(shared)
    const second = await listingGeneration(shared)
    expect(second).not.toBe(first)
    expect(await listingGeneration(shared)).toBe(second)
  })

  it("keeps a server from reading counts it kept before a change that the worker handled", async () => {
    const shared = new InMemoryCacheService({}, {})
    const [serverA, serverB] = [createListingSummaries(), createListingSummaries()]
    const key = async () => listingSummaryKey(await listingGeneration(shared), query)
    serverA.set(await key(), summary(3))
    serverB.set(await key(), summary(3))
    expect(serverA.get(await key())?.count).toBe(3)

    await forgetListing(shared) // the worker, after writing the index
    expect(serverA.get(await key())).toBeUndefined()
    expect(serverB.get(await key())).toBeUndefined()
    serverA.set(await key(), summary(4))
    expect(serverA.get(await key())?.count).toBe(4)
  })

  it("keeps a count computed before a change, but kept after it, from ever being read", async () => {
    const shared = new InMemoryCacheService({}, {})
    const server = createListingSummaries()
    const startedUnder = await listingGeneration(shared) // a request starts, and searches the old index
    await forgetListing(shared) // meanwhile the worker writes the index and renews
    server.set(listingSummaryKey(startedUnder, query), summary(3))
    expect(server.get(listingSummaryKey(await listingGeneration(shared), query))).toBeUndefined()
  })
})
