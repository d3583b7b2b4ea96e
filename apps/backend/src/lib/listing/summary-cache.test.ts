import { afterEach, describe, expect, it } from "vitest"
import { createListingSummaries, listingSummaries } from "./summary-cache"

const summary = (count: number) => ({ count, facets: { type: [], store: [], caffeine: [], origin: [], price: [] } })

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
