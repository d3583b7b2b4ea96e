import { describe, expect, it } from "vitest"
import { CACHE_TAGS, houseTag, teaTag } from "@leafline/shop-contract"
import { keptPageHeaders, pageCacheTags } from "./page-tags"

describe("the cache tags of a page", () => {
  it("tags each catalogue page with what it is built on, the tea houses of the footer on every one", () => {
    const every = [CACHE_TAGS.catalogue, CACHE_TAGS.houses]
    expect(pageCacheTags("/")).toEqual([...every, CACHE_TAGS.listing])
    expect(pageCacheTags("/teas")).toEqual([...every, CACHE_TAGS.listing])
    expect(pageCacheTags("/teas/")).toEqual([...every, CACHE_TAGS.listing])
    expect(pageCacheTags("/teas/silver-needle")).toEqual([...every, CACHE_TAGS.listing, teaTag("silver-needle")])
    expect(pageCacheTags("/tea-houses/misty-peak")).toEqual([...every, CACHE_TAGS.listing, houseTag("misty-peak")])
    expect(pageCacheTags("/favourites")).toEqual(every)
  })

  it("names a tea or house by its handle as the back end spells it", () => {
    expect(pageCacheTags("/teas/caf%C3%A9-blend")).toContain(teaTag("café-blend"))
  })

  it("never marks pages with a customer's data, nor paths that name no catalogue page", () => {
    for (const path of [
      "/account",
      "/account/orders/order_1",
      "/account/login",
      "/cart",
      "/checkout",
      "/order/lookup",
      "/order/confirmed/order_1",
      "/store/carts",
      "/auth/session",
      "/revalidate",
      "/teas/a/b",
      "/tea-houses",
      "/no-such-page",
      `/teas/${"a".repeat(201)}`,
      "/teas/%E0%A4%A",
    ]) {
      expect({ path, tags: pageCacheTags(path) }).toEqual({ path, tags: null })
      expect(keptPageHeaders(path)).toBeNull()
    }
  })

  it("gives the tags in an xkey header and the lifetime for the cache alone", () => {
    expect(keptPageHeaders("/teas/sencha")).toEqual({ xkey: "catalogue houses listing tea:sencha", "Surrogate-Control": "max-age=3600" })
  })
})
