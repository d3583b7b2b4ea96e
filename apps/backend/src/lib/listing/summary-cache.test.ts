import { afterEach, describe, expect, it } from "vitest"
import { createListingPages, createListingSummaries, listingPageKey, listingSummaries, listingSummaryKey } from "./summary-cache"

const summary = (count: number) => ({ count, facets: { type: [], store: [], caffeine: [], origin: [], price: [], price_span: null } })

afterEach(() => listingSummaries.clear())

describe("listingSummaries", () => {
  it("keeps a summary for 30 seconds", () => {
    let clock = 1000
    const summaries = createListingSummaries(() => clock)
    summaries.set("q", summary(3))
    clock = 31_000
    expect(summaries.get("q")?.count).toBe(3)
    clock = 31_001
    expect(summaries.get("q")).toBeUndefined()
    expect(summaries.size).toBe(0)
  })

  it("counts the 30 seconds from when a summary was kept, not last read", () => {
    let clock = 1000
    const summaries = createListingSummaries(() => clock)
    summaries.set("q", summary(3))
    clock = 21_000
    expect(summaries.get("q")?.count).toBe(3)
    clock = 31_001
    expect(summaries.get("q")).toBeUndefined()
  })

  it("forgets everything when cleared", () => {
    listingSummaries.set("a", summary(1))
    listingSummaries.set("b", summary(2))
    listingSummaries.clear()
    expect(listingSummaries.get("a")).toBeUndefined()
  })

  it("holds at most 500 queries, dropping the least recently read", () => {
    for (let i = 0; i < 500; i++) listingSummaries.set(`q${i}`, summary(i))
    expect(listingSummaries.get("q0")?.count).toBe(0) // read again: now the most recent
    listingSummaries.set("q500", summary(500))
    expect(listingSummaries.size).toBe(500)
    expect(listingSummaries.get("q0")?.count).toBe(0)
    expect(listingSummaries.get("q1")).toBeUndefined()
    expect(listingSummaries.get("q500")?.count).toBe(500)
  })
})

describe("listingPages", () => {
  it("keeps a page per query, sort and page number, for as long as a summary", () => {
    let clock = 1000
    const pages = createListingPages(() => clock)
    const query = listingSummaryKey("g1", { filters: { $and: [] }, q: "oolong", currency: "eur" })
    pages.set(listingPageKey(query, "rating", 1), [{ id: "prod_1" }])
    expect(pages.get(listingPageKey(query, "rating", 1))).toEqual([{ id: "prod_1" }])
    expect(pages.get(listingPageKey(query, "rating", 2))).toBeUndefined()
    expect(pages.get(listingPageKey(query, "cheap", 1))).toBeUndefined()
    expect(pages.get(listingPageKey(listingSummaryKey("g2", { filters: { $and: [] }, q: "oolong", currency: "eur" }), "rating", 1))).toBeUndefined()
    clock = 31_001
    expect(pages.get(listingPageKey(query, "rating", 1))).toBeUndefined()
  })
})
