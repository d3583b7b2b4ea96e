import { describe, expect, it } from "vitest"
import { callTable, checkoutCallTables, loadTable } from "./bench-table.mjs"

const figure = (median, min = median, max = median) => ({ median, min, max, runs: [] })
const row = (name, p95, rate = 12.3) => ({
  name,
  requestsPerSecond: figure(rate),
  p50: figure(100),
  p95: figure(p95, p95 - 10, p95 + 10),
  p99: figure(400),
  errors: figure(1),
  non2xx: figure(0),
})

describe("loadTable", () => {
  it("lines the groups' rows up under one header, skipping absent groups", () => {
    const lines = loadTable([["api", [row("cart retrieve", 50)]], ["page", undefined], ["checkout", [row("checkout 1 house, 1 shopper", 900, 0.64)]]]).split("\n").map((l) => l.trimEnd())
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^\s+target\s+conns\s+req\/s\s+of static\s+p50 ms\s+p95 ms\s+p99 ms\s+errors$/)
    expect(lines[2]).toMatch(/^api\s+cart retrieve\s+12\s+100\s+50 \(40–60\)\s+400\s+1$/)
    expect(lines[3]).toMatch(/^checkout\s+checkout 1 house, 1 shopper\s+0\.6\s+100\s+900 \(890–910\)/)
    const column = lines[0].indexOf("p95 ms")
    expect([lines[2].indexOf("50 (40"), lines[3].indexOf("900 (")]).toEqual([column, column])
  })

  it("shows the connections and a page's share of the static file's rate when known", () => {
    const page = { ...row("home /", 20, 700), connections: 10, shareOfStatic: 0.2 }
    const slow = { ...row("listing searched", 300, 30), connections: 10, shareOfStatic: 0.0123 }
    const lines = loadTable([["page", [page, slow]]]).split("\n").map((l) => l.trimEnd())
    expect(lines[2]).toMatch(/^page\s+home \/\s+10\s+700\s+20 %\s+100\s+20/)
    expect(lines[3]).toMatch(/^page\s+listing searched\s+10\s+30\s+1\.2 %/)
  })
})

describe("callTable", () => {
  it("gives each call its route, how many a checkout makes and p50/p95 with their spread", () => {
    const calls = [
      { call: "create cart", route: "POST /store/carts", count: figure(20), p50: figure(41.4), p95: figure(60, 55, 70) },
      { call: "payment providers", route: "GET /store/payment-providers", count: figure(10), p50: figure(8), p95: figure(9) },
    ]
    const lines = callTable("checkout 1 house, 1 shopper", calls, 20).split("\n").map((l) => l.trimEnd())
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^checkout 1 house, 1 shopper\s+route\s+per checkout\s+p50 ms\s+p95 ms$/)
    expect(lines[2]).toMatch(/^create cart\s+POST \/store\/carts\s+1\s+41\s+60 \(55–70\)$/)
    expect(lines[3]).toMatch(/^payment providers\s+GET \/store\/payment-providers\s+0\.5\s+8\s+9$/)
  })

  it("adds the back end's statements and CPU ms a call when the calls were metered", () => {
    const calls = [{ call: "complete", route: "POST /store/carts/:id/complete", count: figure(20), p50: figure(366), p95: figure(400), statements: figure(110), cpuMs: figure(250, 240, 260) }]
    const lines = callTable("checkout 1 house, 1 shopper", calls, 20).split("\n").map((l) => l.trimEnd())
    expect(lines[0]).toMatch(/p95 ms\s+statements\s+CPU ms$/)
    expect(lines[2]).toMatch(/^complete\s+POST \/store\/carts\/:id\/complete\s+1\s+366\s+400\s+110\s+250 \(240–260\)$/)
  })
})

describe("checkoutCallTables", () => {
  it("prints the calls of the one-shopper cases only", () => {
    const calls = [{ call: "create cart", route: "POST /store/carts", count: figure(20), p50: figure(40), p95: figure(60) }]
    const rows = [
      { ...row("checkout 1 house, 1 shopper", 900), shoppers: 1, sequences: 20, calls },
      { ...row("checkout 1 house, 10 shoppers", 9000), shoppers: 10, sequences: 50, calls },
    ]
    const text = checkoutCallTables(rows)
    expect(text).toMatch(/^checkout 1 house, 1 shopper\s+route/)
    expect(text).not.toContain("10 shoppers")
    expect(checkoutCallTables(undefined)).toBe("")
  })

  it("titles a case with what the back end used a checkout, when measured", () => {
    const calls = [{ call: "create cart", route: "POST /store/carts", count: figure(20), p50: figure(40), p95: figure(60) }]
    const measured = { ...row("checkout 1 house, 1 shopper", 900), shoppers: 1, sequences: 20, calls, cpuMsPerCheckout: figure(950, 900, 990), statementsPerCheckout: figure(520) }
    expect(checkoutCallTables([measured])).toMatch(/^checkout 1 house, 1 shopper; a checkout: back-end CPU 950 \(900–990\) ms, 520 statements\s+route/)
  })
})
