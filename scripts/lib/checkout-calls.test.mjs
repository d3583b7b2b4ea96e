import { describe, expect, it } from "vitest"
import { callRunFigures, summariseCallRuns, timedCall } from "./checkout-calls.mjs"

const timing = (call, ms, route = `route of ${call}`) => ({ call, route, ms })

describe("timedCall", () => {
  it("records the call's name, route and time once it answers, and answers what it answered", async () => {
    const timings = []
    const answer = await timedCall(timings, "create cart", "POST /store/carts", async () => ({ cart: { id: "c1" } }))
    expect(answer).toEqual({ cart: { id: "c1" } })
    expect(timings).toEqual([{ call: "create cart", route: "POST /store/carts", ms: expect.any(Number) }])
    expect(timings[0].ms).toBeGreaterThanOrEqual(0)
  })

  it("with a meter, records what the back end used between a reading before and one after the call", async () => {
    const timings = []
    let readings = 0
    const meter = { read: async () => ({ reading: ++readings, statements: readings * 10, cpuMs: new Map([[1, readings * 7]]) }) }
    await timedCall(timings, "add item", "POST /x", async () => ({}), meter)
    expect(timings).toEqual([{ call: "add item", route: "POST /x", ms: expect.any(Number), statements: 9, cpuMs: 7 }])
  })

  it("records nothing for a call that fails, and lets the failure through", async () => {
    const timings = []
    await expect(timedCall(timings, "complete", "POST /x", async () => Promise.reject(new Error("409")))).rejects.toThrow("409")
    expect(timings).toEqual([])
  })
})

describe("callRunFigures", () => {
  it("gives each call its count and p50/p95, in the order the calls were first made", () => {
    const times = Array.from({ length: 20 }, (_, i) => i + 1)
    const timings = [timing("create cart", 5), ...times.map((ms) => timing("add item", ms)), timing("create cart", 7)]
    expect(callRunFigures(timings)).toEqual([
      { call: "create cart", route: "route of create cart", count: 2, p50: 5, p95: 7 },
      { call: "add item", route: "route of add item", count: 20, p50: 10, p95: 19 },
    ])
  })

  it("gives each metered call its mean statements and CPU ms", () => {
    const timings = [
      { call: "complete", route: "POST /c", ms: 300, statements: 100, cpuMs: 200 },
      { call: "complete", route: "POST /c", ms: 320, statements: 110, cpuMs: 260 },
    ]
    expect(callRunFigures(timings)).toEqual([{ call: "complete", route: "POST /c", count: 2, p50: 300, p95: 320, statements: 105, cpuMs: 230 }])
  })

  it("gives nothing for a run with no call timed", () => {
    expect(callRunFigures([])).toEqual([])
  })
})

describe("summariseCallRuns", () => {
  it("summarises each call over the runs: median and spread", () => {
    const runs = [
      [{ call: "a", route: "GET /a", count: 20, p50: 10, p95: 30 }, { call: "b", route: "POST /b", count: 20, p50: 100, p95: 200 }],
      [{ call: "a", route: "GET /a", count: 20, p50: 12, p95: 20 }, { call: "b", route: "POST /b", count: 20, p50: 90, p95: 260 }],
      [{ call: "a", route: "GET /a", count: 20, p50: 11, p95: 25 }, { call: "b", route: "POST /b", count: 20, p50: 95, p95: 210 }],
    ]
    const [a, b] = summariseCallRuns(runs)
    expect(a).toMatchObject({ call: "a", route: "GET /a", count: { median: 20, min: 20, max: 20 }, p50: { median: 11, min: 10, max: 12 }, p95: { median: 25, min: 20, max: 30 } })
    expect(b).toMatchObject({ call: "b", route: "POST /b", p50: { median: 95, min: 90, max: 100 }, p95: { median: 210, min: 200, max: 260 } })
  })

  it("keeps a call only some runs made, with no time for the others", () => {
    const rows = summariseCallRuns([[{ call: "a", route: "GET /a", count: 1, p50: 4, p95: 4 }], [{ call: "b", route: "GET /b", count: 2, p50: 6, p95: 8 }]])
    expect(rows.map((r) => r.call)).toEqual(["a", "b"])
    expect(rows[0].count).toEqual({ median: 0.5, min: 0, max: 1, runs: [1, 0] })
    expect(rows[0].p50).toEqual({ median: 4, min: 4, max: 4, runs: [4, Number.NaN] })
  })
})
