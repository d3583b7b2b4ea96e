import { afterEach, describe, expect, it } from "vitest"
import { listingSummaries } from "./summary-cache"

const summary = (count: number) => ({ count, facets: { type: [], store: [], caffeine: [], origin: [], price: [] }, typoTolerance: false })

afterEach(() => listingSummaries.clear())

describe("listingSummaries", () => {
  it("keeps a summary for 30 seconds", () => {
    listingSummaries.set("q", summary(3), 1000)
    expect(listingSummaries.get("q", 30_999)?.count).toBe(3)
    expect(listingSummaries.get("q", 31_000)).toBeUndefined()
    expect(listingSummaries.size).toBe(0)
  })

  it("forgets everything when cleared", () => {
    listingSummaries.set("a", summary(1))
    listingSummaries.set("b", summary(2))
    listingSummaries.clear()
    expect(listingSummaries.get("a")).toBeUndefined()
  })

  it("holds at most 500 queries, dropping the oldest", () => {
    for (let i = 0; i < 501; i++) listingSummaries.set(`q${i}`, summary(i))
    expect(listingSummaries.size).toBe(500)
    expect(listingSummaries.get("q0")).toBeUndefined()
    expect(listingSummaries.get("q500")?.count).toBe(500)
  })
})
