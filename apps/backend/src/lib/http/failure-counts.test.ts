import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { FailureCounts, type Turn } from "./failure-counts"
import { WINDOW_SECONDS } from "./failure-throttle"

// rate-limiter-flexible's memory store, as the shop without Redis keeps the counts, on a fake clock.
beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2025, 0, 1, 12) }))
afterEach(() => vi.useRealTimers())

let made = 0
const freshCounts = () => new FailureCounts(`test-${++made}`)

/** One attempt under `keys`: its turns, or the seconds it was told to wait. */
async function attempt(counts: FailureCounts, keys: string[]) {
  return counts.begin(keys)
}

/** One attempt under `key` that fails (named `name`), or the seconds it was told to wait. */
async function failOnce(counts: FailureCounts, key: string, name?: string): Promise<number> {
  const turns = await attempt(counts, [key])
  if (typeof turns === "number") return turns
  await counts.fail(turns[0], name)
  return 0
}

const turnsOf = (taken: Turn[] | number) => {
  if (typeof taken === "number") throw new Error(`told to wait ${taken} s`)
  return taken
}

describe("FailureCounts", () => {
  it("lets five failures go at once, then waits 30 s, and twice as long after each further failure, up to 15 minutes", async () => {
    const counts = freshCounts()
    for (let i = 0; i < 5; i++) expect(await failOnce(counts, "k")).toBe(0)
    const waits = []
    for (let i = 0; i < 7; i++) {
      // Told to wait for the last failure's wait; a refused attempt counts nothing.
      const wait = await failOnce(counts, "k")
      waits.push(wait)
      vi.advanceTimersByTime((wait - 1) * 1000)
      expect(await failOnce(counts, "k")).toBe(1)
      vi.advanceTimersByTime(1000)
      expect(await failOnce(counts, "k")).toBe(0)
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900])
  })

  it("numbers attempts sent side by side one after another: of ten at once, five run and five wait", async () => {
    const counts = freshCounts()
    const taken = await Promise.all(Array.from({ length: 10 }, () => attempt(counts, ["k"])))
    expect(taken.filter((turns) => typeof turns !== "number")).toHaveLength(5)
    expect(taken.filter((turns) => typeof turns === "number")).toHaveLength(5)
  })

  it("gives an attempt that counted nothing back, and lets go of the wait it held", async () => {
    const counts = freshCounts()
    for (let i = 0; i < 4; i++) await failOnce(counts, "k")
    const [running] = turnsOf(await attempt(counts, ["k"]))
    expect(typeof (await attempt(counts, ["k"]))).toBe("number")
    await counts.giveBack(running)
    const [again] = turnsOf(await attempt(counts, ["k"]))
    expect(again.attempt).toBe(5)
  })

  it("counts a named failure once: the same one again changes nothing", async () => {
    const counts = freshCounts()
    for (const name of ["a", "b", "a", "c", "b", "d"]) expect(await failOnce(counts, "k", name)).toBe(0)
    expect(await failOnce(counts, "k", "e")).toBe(0)
    expect(await failOnce(counts, "k", "f")).toBe(30)
  })

  it("forgets a key's failures and its wait", async () => {
    const counts = freshCounts()
    for (let i = 0; i < 5; i++) await failOnce(counts, "k")
    expect(await failOnce(counts, "k")).toBe(30)
    for (let i = 0; i < 4; i++) await failOnce(counts, "other")
    const [turn] = turnsOf(await attempt(counts, ["other"]))
    await counts.forget(turn)
    for (let i = 0; i < 5; i++) expect(await failOnce(counts, "other")).toBe(0)
  })

  it("keeps keys apart, and under two keys gives the longest wait and takes no turn", async () => {
    const counts = freshCounts()
    for (let i = 0; i < 5; i++) await failOnce(counts, "cart")
    vi.advanceTimersByTime(10_000)
    for (let i = 0; i < 4; i++) await failOnce(counts, "client")
    expect(await attempt(counts, ["client", "cart"])).toBe(20)
    // The client's count took nothing from that: its fifth failure goes at once.
    expect(await failOnce(counts, "client")).toBe(0)
    expect(await attempt(counts, ["cart", "client"])).toBe(30)
  })

  it("forgets a count WINDOW_SECONDS after its first failure, or past the free ones, after the wait that followed the last", async () => {
    const counts = freshCounts()
    for (let i = 0; i < 4; i++) await failOnce(counts, "free")
    vi.advanceTimersByTime(WINDOW_SECONDS * 1000)
    for (let i = 0; i < 5; i++) expect(await failOnce(counts, "free")).toBe(0)
    expect(await failOnce(counts, "free")).toBe(30)

    for (let i = 0; i < 5; i++) await failOnce(counts, "k")
    vi.advanceTimersByTime(30_000)
    expect(await failOnce(counts, "k")).toBe(0)
    // Long after the count's first failure, a second before the window that follows the last one's wait ends.
    vi.advanceTimersByTime((60 + WINDOW_SECONDS - 1) * 1000)
    expect(await failOnce(counts, "k")).toBe(0)
    expect(await failOnce(counts, "k")).toBe(120)
    vi.advanceTimersByTime((120 + WINDOW_SECONDS) * 1000)
    for (let i = 0; i < 5; i++) expect(await failOnce(counts, "k")).toBe(0)
  })

  it("forgets the failures counted by a given time (a password reset), not those after it", async () => {
    const counts = freshCounts()
    for (let i = 0; i < 3; i++) await failOnce(counts, "free")
    for (let i = 0; i < 6; i++) await failOnce(counts, "waiting")
    const resetAt = Date.now()
    vi.advanceTimersByTime(1000)
    for (let i = 0; i < 6; i++) await failOnce(counts, "after")
    for (const key of ["free", "waiting", "after"]) await counts.forgetIfFailedBy(key, resetAt)
    for (let i = 0; i < 5; i++) expect(await failOnce(counts, "free")).toBe(0)
    expect(await failOnce(counts, "waiting")).toBe(0)
    expect(await failOnce(counts, "after")).toBe(30)
  })
})
