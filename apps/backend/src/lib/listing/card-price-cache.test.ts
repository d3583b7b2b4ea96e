import InMemoryCacheService from "@medusajs/cache-inmemory/dist/services/inmemory-cache"
import { describe, expect, it } from "vitest"
import { cardPricesKey, forgetCardPrices, keepCardPrices, readCardPrices } from "./card-price-cache"

const europe = { regionId: "reg_eu", countryCode: "de" }
const variants = (amount: number) => [{ id: `variant-${amount}`, calculated_price: { calculated_amount: amount } }]

describe("card prices", () => {
  it("are kept per tea, region and country", () => {
    expect(cardPricesKey("prod_1", europe)).not.toBe(cardPricesKey("prod_1", { ...europe, countryCode: "fr" }))
    expect(cardPricesKey("prod_1", europe)).not.toBe(cardPricesKey("prod_1", { ...europe, regionId: "reg_us" }))
    expect(cardPricesKey("prod_1", europe)).not.toBe(cardPricesKey("prod_2", europe))
    expect(cardPricesKey("prod_1", { regionId: "reg_eu" })).toBe("leafline:card-prices:prod_1:reg_eu:-")
  })

  it("are read back only for the teas, region and country they were kept for", async () => {
    const cache = new InMemoryCacheService({}, {})
    await keepCardPrices(cache, new Map([["prod_1", variants(10)], ["prod_2", variants(20)]]), europe)
    const read = await readCardPrices(cache, ["prod_1", "prod_2", "prod_3"], europe)
    expect([...read.keys()]).toEqual(["prod_1", "prod_2"])
    expect(read.get("prod_2")).toEqual(variants(20))
    expect((await readCardPrices(cache, ["prod_1"], { ...europe, countryCode: "fr" })).size).toBe(0)
  })

  it("are all forgotten at once, and nothing else in the cache is", async () => {
    const cache = new InMemoryCacheService({}, {})
    await keepCardPrices(cache, new Map([["prod_1", variants(10)]]), europe)
    await keepCardPrices(cache, new Map([["prod_1", variants(11)]]), { regionId: "reg_us", countryCode: "us" })
    await cache.set("leafline:listing-scope", { regions: [] })
    await forgetCardPrices(cache)
    expect((await readCardPrices(cache, ["prod_1"], europe)).size).toBe(0)
    expect((await readCardPrices(cache, ["prod_1"], { regionId: "reg_us", countryCode: "us" })).size).toBe(0)
    expect(await cache.get("leafline:listing-scope")).toEqual({ regions: [] })
  })
})
