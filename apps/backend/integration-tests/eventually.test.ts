import { describe, expect, it } from "vitest"
import { eventually } from "./eventually"

// The shared poll of the integration and reliability tests; it needs no stack.
describe("eventually", () => {
  it("answers the first value for which the condition holds", async () => {
    let reads = 0
    expect(await eventually(() => ++reads, (n) => n >= 3, { interval: 10 })).toBe(3)
  })

  it("fails when the condition never holds, naming it and the last answer", async () => {
    await expect(eventually(async () => ({ count: 1 }), (body) => body.count === 2, { timeout: 200, interval: 20 })).rejects.toThrow(
      /Not within 0.2 s: \(body\) => body\.count === 2 \(the last answer: {"count":1}\)/,
    )
    await expect(eventually(() => false, (held) => held, { timeout: 100, interval: 20, what: "Redis stopped" })).rejects.toThrow(/Redis stopped/)
  })

  it("asks again after a read that throws, and fails with its error if it keeps throwing", async () => {
    let reads = 0
    const read = () => {
      if (++reads < 3) throw new Error("connection refused")
      return reads
    }
    expect(await eventually(read, () => true, { interval: 10 })).toBe(3)
    await expect(eventually(() => Promise.reject(new Error("connection refused")), () => true, { timeout: 100, interval: 20 })).rejects.toThrow("connection refused")
  })
})
