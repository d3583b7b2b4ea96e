import { describe, expect, it } from "vitest"
import { formatFigure, loadRunFigures, median, parseBenchArgs, percentile, summarise, summariseRuns } from "./bench-stats.mjs"

describe("percentile", () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i) // 1..100, unsorted
  it("takes the nearest rank", () => {
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile(values, 100)).toBe(100)
    expect(percentile([7], 95)).toBe(7)
  })
  it("is NaN without values", () => {
    expect(percentile([], 50)).toBeNaN()
  })
})

describe("median and summarise", () => {
  it("gives the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
  it("keeps the spread and every run", () => {
    expect(summarise([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, runs: [30, 10, 20] })
  })
  it("leaves runs without a value out of the statistics, not out of the record", () => {
    expect(summarise([9500, Number.NaN, 9600])).toMatchObject({ median: 9550, min: 9500, max: 9600 })
    expect(summarise([Number.NaN]).median).toBeNaN()
  })
})

describe("load runs", () => {
  it("turns response times into requests per second and percentiles", () => {
    const latencies = Array.from({ length: 200 }, (_, i) => i + 1)
    expect(loadRunFigures({ latencies, durationSeconds: 10 })).toEqual({
      requestsPerSecond: 20,
      p50: 100,
      p95: 190,
      p99: 198,
      errors: 0,
      non2xx: 0,
    })
  })
  it("summarises each figure over the runs", () => {
    const run = (rps) => ({ requestsPerSecond: rps, p50: 10, p95: 20, p99: 30, errors: 0, non2xx: 0 })
    const summary = summariseRuns([run(100), run(120), run(90)])
    expect(summary.requestsPerSecond).toMatchObject({ median: 100, min: 90, max: 120 })
    expect(summary.p95.median).toBe(20)
  })
})

describe("parseBenchArgs", () => {
  it("defaults to every group, the seeded catalogue and full runs", () => {
    expect(parseBenchArgs([])).toEqual({ products: 0, only: ["pages", "flood", "api", "checkout", "lighthouse"], quick: false, cluster: false })
  })
  it("reads --products, --only, --quick and --cluster", () => {
    expect(parseBenchArgs(["--products", "1000", "--only", "api,pages", "--quick", "--cluster"])).toEqual({
      products: 1000,
      only: ["api", "pages"],
      quick: true,
      cluster: true,
    })
  })
  it("refuses what it does not know, saying what it takes", () => {
    expect(() => parseBenchArgs(["--products", "many"])).toThrow("--products takes a number")
    expect(() => parseBenchArgs(["--only", "speed"])).toThrow("--only takes pages, flood, api, checkout, lighthouse")
    expect(() => parseBenchArgs(["--fast"])).toThrow("unknown option '--fast'")
  })
})

describe("formatFigure", () => {
  it("prints the median with its spread", () => {
    expect(formatFigure({ median: 412, min: 398.4, max: 430 })).toBe("412 (398–430)")
    expect(formatFigure({ median: 0.5, min: 0.5, max: 0.5 }, 2)).toBe("0.50")
  })
})
