import InMemoryCacheService from "@medusajs/cache-inmemory/dist/services/inmemory-cache"
import { describe, expect, it } from "vitest"
import { cardPriceShelf } from "./card-price-cache"
import { forgetListing, listingGeneration } from "./listing-generation"

const europe = { regionId: "reg_eu", countryCode: "de" }
const variants = (amount: number) => [{ id: `variant-${amount}`, calculated_price: { calculated_amount: amount } }]

/** A shelf as a request sees it: under the listing's generation as the request starts. */
const shelfNow = async (cache: InMemoryCacheService, scope = europe) => cardPriceShelf(cache, await listingGeneration(cache), scope)

describe("card prices", () => {
  it("are read back only for the teas, region and country they were kept for", async () => {
    const cache = new InMemoryCacheService({}, {})
    await (await shelfNow(cache)).keep(new Map([["prod_1", variants(10)], ["prod_2", variants(20)]]))
    const read = await (await shelfNow(cache)).read(["prod_1", "prod_2", "prod_3"])
    expect([...read.keys()]).toEqual(["prod_1", "prod_2"])
    expect(read.get("prod_2")).toEqual(variants(20))
    expect((await (await shelfNow(cache, { ...europe, countryCode: "fr" })).read(["prod_1"])).size).toBe(0)
    expect((await (await shelfNow(cache, { regionId: "reg_us", countryCode: "de" })).read(["prod_1"])).size).toBe(0)
  })

  it("are all forgotten at once with the listing's generation, and nothing else in the cache is", async () => {
    const cache = new InMemoryCacheService({}, {})
    await (await shelfNow(cache)).keep(new Map([["prod_1", variants(10)]]))
    await (await shelfNow(cache, { regionId: "reg_us", countryCode: "us" })).keep(new Map([["prod_1", variants(11)]]))
    await cache.set("cart:cart_1", "v1")
    await forgetListing(cache)
    expect((await (await shelfNow(cache)).read(["prod_1"])).size).toBe(0)
    expect((await (await shelfNow(cache, { regionId: "reg_us", countryCode: "us" })).read(["prod_1"])).size).toBe(0)
    expect(await cache.get("cart:cart_1")).toBe("v1")
  })

  it("priced before a change but kept after it are never read", async () => {
    const cache = new InMemoryCacheService({}, {})
    const before = await shelfNow(cache)
    await forgetListing(cache)
    await before.keep(new Map([["prod_1", variants(10)]]))
    expect((await (await shelfNow(cache)).read(["prod_1"])).size).toBe(0)
    await forgetListing(cache)
    const after = await shelfNow(cache)
    await after.keep(new Map([["prod_1", variants(12)]]))
    expect((await (await shelfNow(cache)).read(["prod_1"])).get("prod_1")).toEqual(variants(12))
  })
})
