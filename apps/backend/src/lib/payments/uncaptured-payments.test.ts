import { describe, expect, it } from "vitest"
import { uncapturedPayments } from "./uncaptured-payments"

describe("uncapturedPayments", () => {
  it("takes the whole of a payment nothing was captured of", () => {
    expect(uncapturedPayments([{ id: "pay_1", amount: "33.9", captures: [] }])).toEqual([{ id: "pay_1", amount: 33.9 }])
  })

  it("takes what is left of a partly captured payment, and nothing of a wholly captured one", () => {
    expect(
      uncapturedPayments([
        { id: "pay_1", amount: 33.9, captures: [{ amount: 10.1 }] },
        { id: "pay_2", amount: 19.4, captures: [{ amount: "9.7" }, { amount: 9.7 }] },
      ]),
    ).toEqual([{ id: "pay_1", amount: 23.8 }])
  })

  it("leaves canceled payments alone", () => {
    expect(uncapturedPayments([{ id: "pay_1", amount: 1200, canceled_at: "2026-11-26T00:00:00Z" }])).toEqual([])
  })

  it("reads a payment without captures as uncaptured", () => {
    expect(uncapturedPayments([{ id: "pay_1", amount: 1200, captures: null }])).toEqual([{ id: "pay_1", amount: 1200 }])
  })
})
