import { describe, expect, it } from "vitest"
import {
  EMPTY_LISTING_QUERY,
  changeListing,
  activeFilterCount,
  headerSearchValue,
  listingSearch,
  parseFilter,
  parseListingQuery,
  parsePrice,
  toggleFilter,
} from "./listing-query"

describe("parseListingQuery", () => {
  it("reads every parameter of a shared listing URL", () => {
    const query = parseListingQuery(
      new URLSearchParams("sort=cheap&price=5-20&category=ptyp_1&page=3&filter=caffeine:low,origin:Japan&q=oolong"),
    )
    expect(query).toEqual({
      sort: "cheap",
      price: { min: 5, max: 20 },
      category: "ptyp_1",
      page: 3,
      filter: { caffeine: ["low"], origin: ["Japan"] },
      q: "oolong",
    })
  })
  it("reads Next's searchParams object, taking the first of repeated values", () => {
    expect(parseListingQuery({ sort: ["newest", "cheap"], page: "2" })).toMatchObject({ sort: "newest", page: 2 })
  })
  it("falls back to the defaults for values it cannot use", () => {
    expect(parseListingQuery({ sort: "random", page: "0", price: "cheap", filter: "colour:red" })).toEqual(
      EMPTY_LISTING_QUERY,
    )
    expect(parseListingQuery({ page: "2.5" }).page).toBe(1)
    expect(parseListingQuery({ page: "-1" }).page).toBe(1)
  })
  it("drops a kind, a filter value or a search longer than anything the shop names, or truncates it", () => {
    const long = "x".repeat(8000)
    expect(parseListingQuery({ category: long, filter: `origin:${long},origin:Japan`, q: long })).toEqual({
      ...EMPTY_LISTING_QUERY,
      filter: { origin: ["Japan"] },
      q: "x".repeat(200),
    })
    expect(parseListingQuery({ category: "p".repeat(64) }).category).toBe("p".repeat(64))
    expect(parseListingQuery({ filter: `origin:${"y".repeat(101)}` }).filter).toEqual({})
  })
})

describe("parsePrice", () => {
  it("takes min-max, with decimals", () => {
    expect(parsePrice("4.5-12.90")).toEqual({ min: 4.5, max: 12.9 })
  })
  it("gives an empty side the default 0 or 100", () => {
    expect(parsePrice("10-")).toEqual({ min: 10, max: 100 })
    expect(parsePrice("-30")).toEqual({ min: 0, max: 30 })
  })
  it("swaps an inverted range and ignores nonsense", () => {
    expect(parsePrice("20-5")).toEqual({ min: 5, max: 20 })
    for (const raw of ["", "-", "abc", "1-2-3", "5.123-6", "-5-10"]) expect(parsePrice(raw)).toBeNull()
  })
})

describe("parseFilter", () => {
  it("groups values by key, once each, and drops unknown keys and empty values", () => {
    expect(parseFilter("caffeine:low, caffeine:none,caffeine:low,origin:Sri Lanka,colour:red,store:,x")).toEqual({
      caffeine: ["low", "none"],
      origin: ["Sri Lanka"],
    })
  })
})

describe("listingSearch", () => {
  it("leaves the defaults out", () => {
    expect(listingSearch(EMPTY_LISTING_QUERY)).toBe("")
  })
  it("writes what parseListingQuery reads back", () => {
    const query = {
      sort: "expensive" as const,
      price: { min: 4.5, max: 12 },
      category: "ptyp_1",
      page: 2,
      filter: { origin: ["Sri Lanka"], caffeine: ["low", "none"] },
      q: "earl grey",
    }
    const search = listingSearch(query)
    expect(search).toBe(
      "?q=earl+grey&category=ptyp_1&sort=expensive&price=4.5-12&filter=caffeine%3Alow%2Ccaffeine%3Anone%2Corigin%3ASri+Lanka&page=2",
    )
    expect(parseListingQuery(new URLSearchParams(search))).toEqual({
      ...query,
      filter: { caffeine: ["low", "none"], origin: ["Sri Lanka"] },
    })
  })
})

describe("changing the listing", () => {
  const onPage3 = { ...EMPTY_LISTING_QUERY, page: 3 }
  it("starts again at page 1 after any change but the page", () => {
    expect(changeListing(onPage3, { sort: "cheap" }).page).toBe(1)
    expect(changeListing(onPage3, { page: 4 }).page).toBe(4)
  })
  it("toggles a filter value on and off", () => {
    const on = toggleFilter({}, "caffeine", "low")
    expect(on).toEqual({ caffeine: ["low"] })
    expect(toggleFilter(toggleFilter(on, "caffeine", "none"), "caffeine", "low")).toEqual({ caffeine: ["none"] })
    expect(toggleFilter(on, "caffeine", "low")).toEqual({})
  })
  it("counts the choices that narrow the listing, not the sort or the page", () => {
    expect(activeFilterCount(EMPTY_LISTING_QUERY)).toBe(0)
    expect(activeFilterCount({ ...EMPTY_LISTING_QUERY, sort: "cheap", page: 2 })).toBe(0)
    expect(activeFilterCount({ ...EMPTY_LISTING_QUERY, filter: { store: ["s1"], caffeine: ["low", "none"] } })).toBe(3)
    expect(activeFilterCount({ ...EMPTY_LISTING_QUERY, q: "sencha", price: { min: 0, max: 5 }, category: "t" })).toBe(3)
  })
})

describe("the header's search box", () => {
  it("shows the listing's search, its spaces tidied as the listing reads them", () => {
    expect(headerSearchValue("/teas", "?q=oolong")).toBe("oolong")
    expect(headerSearchValue("/teas/", "?sort=cheap&q=%20earl%20%20grey%20")).toBe("earl grey")
    expect(headerSearchValue("/teas", "?q=100%25%20%2F%20oolong")).toBe("100% / oolong")
  })

  it("is empty elsewhere and on a listing without a search", () => {
    expect(headerSearchValue("/teas", "?sort=cheap")).toBe("")
    expect(headerSearchValue("/teas/sencha-kyoto", "?q=oolong")).toBe("")
    expect(headerSearchValue("/tea-houses/kyoto-leaf", "?q=green")).toBe("")
    expect(headerSearchValue("/", "")).toBe("")
  })
})
