import InMemoryCacheService from "@medusajs/cache-inmemory/dist/services/inmemory-cache"
import { describe, expect, it } from "vitest"
import { cardPriceShelf, forgetCardPrices } from "./card-price-cache"

const europe = { regionId: "reg_eu", countryCode: "de" }
const variants = (amount: number) => [{ id: `variant-${amount}`, calculated_price: { calculated_amount: amount } }]

describe("card prices", () => {
  it("are read back only for the teas, region and country they were kept for", async () => {
    const cache = new InMemoryCacheService({}, {})
    await (await cardPriceShelf(cache, europe)).keep(new Map([["prod_1", variants(10)], ["prod_2", variants(20)]]))
    const read = await (await cardPriceShelf(cache, europe)).read(["prod_1", "prod_2", "prod_3"])
    expect([...read.keys()]).toEqual(["prod_1", "prod_2"])
    expect(read.get("prod_2")).toEqual(variants(20))
    expect((await (await cardPriceShelf(cache, { ...europe, countryCode: "fr" })).read(["prod_1"])).size).toBe(0)
    expect((await (await cardPriceShelf(cache, { regionId: "reg_us", countryCode: "de" })).read(["prod_1"])).size).toBe(0)
  })

  it("are all forgotten at once, and nothing else in the cache is", async () => {
    const cache = new InMemoryCacheService({}, {})
    await (await cardPriceShelf(cache, europe)).keep(new Map([["prod_1", variants(10)]]))
    await (await cardPriceShelf(cache, { regionId: "reg_us", countryCode: "us" })).keep(new Map([["prod_1", variants(11)]]))
    await cache.set("leafline:listing-scope", { regions: [] })
    await forgetCardPrices(cache)
    expect((await (await cardPriceShelf(cache, europe)).read(["prod_1"])).size).toBe(0)
    expect((await (await cardPriceShelf(cache, { regionId: "reg_us", countryCode: "us" })).read(["prod_1"])).size).toBe(0)
    expect(await cache.get("leafline:listing-scope")).toEqual({ regions: [] })
  })

  it("priced before a change but kept after it are never read", async () => {
    const cache = new InMemoryCacheService({}, {})
    const before = await cardPriceShelf(cache, europe)
    await forgetCardPrices(cache)
    await before.keep(new Map([["prod_1", variants(10)]]))
    expect((await (await cardPriceShelf(cache, europe)).read(["prod_1"])).size).toBe(0)
    await forgetCardPrices(cache)
    const after = await cardPriceShelf(cache, europe)
    await after.keep(new Map([["prod_1", variants(12)]]))
    expect((await (await cardPriceShelf(cache, europe)).read(["prod_1"])).get("prod_1")).toEqual(variants(12))
  })
})
