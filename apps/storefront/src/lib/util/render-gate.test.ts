import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { type Admission, RenderGate, type RenderGatePolicy } from "./render-gate"

const POLICY: RenderGatePolicy = { atOnce: 2, perSecond: 4, perClientAtOnce: 1, perClientWaiting: 2, maxWaiting: 10, maxWaitMs: 2000 }

/** An admission asked for now, with what it has resolved to so far. */
function ask(gate: RenderGate, client: string) {
  const asked: { result?: Admission } = {}
  void gate.admit(client).then((result) => (asked.result = result))
  return asked
}

const started = (asked: { result?: Admission }) => asked.result?.admitted === true
const release = (asked: { result?: Admission }) => (asked.result as { release: () => void }).release()

describe("RenderGate", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("lets each client render one page at a time, the next waiting until the first is done", async () => {
    const gate = new RenderGate(POLICY)
    const first = ask(gate, "a")
    const second = ask(gate, "a")
    await vi.advanceTimersByTimeAsync(0)
    expect([started(first), started(second)]).toEqual([true, false])
    release(first)
    await vi.advanceTimersByTimeAsync(0)
    expect(started(second)).toBe(true)
  })

  it("refuses a client's request when its queue is full, with when to come back", async () => {
    const gate = new RenderGate(POLICY)
    const asks = [ask(gate, "a"), ask(gate, "a"), ask(gate, "a"), ask(gate, "a")]
    await vi.advanceTimersByTimeAsync(0)
    expect(asks.map(started)).toEqual([true, false, false, false])
    expect(asks[3].result).toMatchObject({ admitted: false, reason: "client queue full" })
    expect((asks[3].result as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1)
  })

  it("runs at most `atOnce` renders in total, whoever asks", async () => {
    const gate = new RenderGate(POLICY)
    const asks = ["a", "b", "c"].map((client) => ask(gate, client))
    await vi.advanceTimersByTimeAsync(0)
    expect(asks.map(started)).toEqual([true, true, false])
    release(asks[0])
    await vi.advanceTimersByTimeAsync(0)
    expect(started(asks[2])).toBe(true)
  })

  it("starts at most `perSecondWhileBusy` a second while the storefront is busy, `perSecond` again once it is not", async () => {
    let busy = true
    const open = { ...POLICY, atOnce: 100, perSecond: 8, perSecondWhileBusy: 2, perClientAtOnce: 100, perClientWaiting: 100, maxWaiting: 100, maxWaitMs: 10_000 }
    const gate = new RenderGate(open, () => busy)
    const asks = Array.from({ length: 20 }, () => ask(gate, "a"))
    await vi.advanceTimersByTimeAsync(0)
    expect(asks.filter(started)).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(asks.filter(started)).toHaveLength(4)
    busy = false
    await vi.advanceTimersByTimeAsync(1000)
    expect(asks.filter(started).length).toBeGreaterThanOrEqual(11)
    busy = true
    const before = asks.filter(started).length
    await vi.advanceTimersByTimeAsync(1000)
    expect(asks.filter(started).length - before).toBeLessThanOrEqual(2)
  })

  it("starts at most `perSecond` renders a second, however fast they finish", async () => {
    const gate = new RenderGate({ ...POLICY, atOnce: 100, perClientAtOnce: 100, perClientWaiting: 100, maxWaiting: 100, maxWaitMs: 10_000 })
    const asks = Array.from({ length: 12 }, () => ask(gate, "a"))
    await vi.advanceTimersByTimeAsync(0)
    expect(asks.filter(started)).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(1000)
    expect(asks.filter(started)).toHaveLength(8)
    await vi.advanceTimersByTimeAsync(1000)
    expect(asks.filter(started)).toHaveLength(12)
  })

  it("gives a free slot to the clients in turn, so a new client does not wait behind a busy one's queue", async () => {
    const gate = new RenderGate({ ...POLICY, atOnce: 1, perClientAtOnce: 1, perClientWaiting: 5, perSecond: 100 })
    const busy = [ask(gate, "busy"), ask(gate, "busy"), ask(gate, "busy")]
    await vi.advanceTimersByTimeAsync(0)
    const shopper = ask(gate, "shopper")
    release(busy[0])
    await vi.advanceTimersByTimeAsync(0)
    expect([started(busy[1]), started(shopper)]).toEqual([false, true])
    release(shopper)
    await vi.advanceTimersByTimeAsync(0)
    expect(started(busy[1])).toBe(true)
  })

  it("remembers who rendered last after they go idle, so asking again does not jump the turn", async () => {
    const gate = new RenderGate({ ...POLICY, atOnce: 1, perSecond: 100 })
    const busyFirst = ask(gate, "busy")
    await vi.advanceTimersByTimeAsync(0)
    release(busyFirst)
    const other = ask(gate, "other")
    await vi.advanceTimersByTimeAsync(0)
    // While another client renders, the busy one asks again, before a shopper who never rendered.
    const busyAgain = ask(gate, "busy")
    const shopper = ask(gate, "shopper")
    release(other)
    await vi.advanceTimersByTimeAsync(0)
    expect([started(shopper), started(busyAgain)]).toEqual([true, false])
  })

  it("refuses a request that waited longer than `maxWaitMs`, and forgets it", async () => {
    const gate = new RenderGate(POLICY)
    const first = ask(gate, "a")
    const second = ask(gate, "a")
    await vi.advanceTimersByTimeAsync(POLICY.maxWaitMs)
    expect(second.result).toMatchObject({ admitted: false, reason: "waited too long" })
    release(first)
    expect(gate.load()).toEqual({ running: 0, waiting: 0, clients: 0 })
  })

  it("refuses anyone once `maxWaiting` requests wait in total", async () => {
    const gate = new RenderGate({ ...POLICY, atOnce: 1, maxWaiting: 2 })
    const asks = ["a", "b", "c", "d"].map((client) => ask(gate, client))
    await vi.advanceTimersByTimeAsync(0)
    expect(asks.map((a) => a.result?.admitted)).toEqual([true, undefined, undefined, false])
    expect(asks[3].result).toMatchObject({ reason: "queue full" })
    expect(gate.load().clients).toBe(3)
  })

  it("starts a prefetch only when the client has no render and no one waits, and never queues it", async () => {
    const gate = new RenderGate(POLICY)
    const prefetch = gate.admitNow("a")
    expect(prefetch.admitted).toBe(true)
    expect(gate.admitNow("a")).toMatchObject({ admitted: false, reason: "busy" })
    const page = ask(gate, "a")
    await vi.advanceTimersByTimeAsync(0)
    expect(gate.admitNow("b")).toMatchObject({ admitted: false, reason: "busy" })
    ;(prefetch as { release: () => void }).release()
    await vi.advanceTimersByTimeAsync(0)
    expect(started(page)).toBe(true)
    expect(gate.load().waiting).toBe(0)
  })

  it("counts a release once, however often it is called", async () => {
    const gate = new RenderGate(POLICY)
    const first = ask(gate, "a")
    await vi.advanceTimersByTimeAsync(0)
    release(first)
    release(first)
    expect(gate.load().running).toBe(0)
  })
})
