import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ALLOWANCE, type Drawn, REFILL_SECONDS, drawAllowance, tooManyFromClientMessage } from "./client-sign-in-allowance"

// rate-limiter-flexible's memory store, as the shop without Redis keeps the allowances, on a fake clock.
beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2025, 0, 1, 12) }))
afterEach(() => vi.useRealTimers())

let made = 0
const freshClient = () => `198.51.100.${++made}`
const drew = (drawn: Drawn | number) => typeof drawn !== "number"

describe("drawAllowance", () => {
  it("lets 30 failures go at once, then one more every 30 s, telling how long until the next", async () => {
    const client = freshClient()
    for (let i = 0; i < 30; i++) expect(drew(await drawAllowance(client))).toBe(true)
    expect(await drawAllowance(client)).toBe(30)
    vi.advanceTimersByTime(10_000)
    expect(await drawAllowance(client)).toBe(20)
    vi.advanceTimersByTime(20_000)
    expect(drew(await drawAllowance(client))).toBe(true)
    expect(await drawAllowance(client)).toBe(30)
    // Another client has an allowance of its own.
    expect(drew(await drawAllowance(freshClient()))).toBe(true)
  })

  it("lets a client that keeps failing fail once each REFILL_SECONDS", async () => {
    const client = freshClient()
    for (let i = 0; i < ALLOWANCE; i++) await drawAllowance(client)
    for (let i = 0; i < 10; i++) {
      const wait = (await drawAllowance(client)) as number
      expect(wait).toBeGreaterThan(0)
      vi.advanceTimersByTime(wait * 1000)
      expect(drew(await drawAllowance(client))).toBe(true)
      expect(await drawAllowance(client)).toBe(REFILL_SECONDS)
    }
  })

  it("is whole again ALLOWANCE * REFILL_SECONDS after it was first drawn on", async () => {
    const client = freshClient()
    for (let i = 0; i < ALLOWANCE; i++) await drawAllowance(client)
    vi.advanceTimersByTime(ALLOWANCE * REFILL_SECONDS * 1000)
    for (let i = 0; i < ALLOWANCE; i++) expect(drew(await drawAllowance(client))).toBe(true)
  })

  it("takes back what a sign-in that did not fail drew", async () => {
    const client = freshClient()
    for (let i = 0; i < 40; i++) await ((await drawAllowance(client)) as Drawn).giveBack()
    for (let i = 0; i < 30; i++) expect(drew(await drawAllowance(client))).toBe(true)
    expect(await drawAllowance(client)).toBe(30)
  })

  it("draws one after another when sign-ins are sent side by side", async () => {
    const client = freshClient()
    const drawn = await Promise.all(Array.from({ length: 40 }, () => drawAllowance(client)))
    expect(drawn.filter(drew)).toHaveLength(30)
  })
})

describe("tooManyFromClientMessage", () => {
  it("says how long to wait, and that it is the network's doing", () => {
    expect(tooManyFromClientMessage(30)).toBe("Too many failed sign-ins from your network. Try again in 30 seconds.")
  })
})
