import { describe, expect, it } from "vitest"
import { formatFilterParam, formatPriceParam, readFilterParam, readPriceParam } from "./index"

describe("price parameter", () => {
  it("reads min-max, an empty side taking the default bound", () => {
    expect(readPriceParam("5-20")).toEqual({ min: 5, max: 20 })
    expect(readPriceParam(" 4.5-12.90 ")).toEqual({ min: 4.5, max: 12.9 })
    expect(readPriceParam("-20")).toEqual({ min: 0, max: 20 })
    expect(readPriceParam("5-")).toEqual({ min: 5, max: 100 })
  })

  it("says how to write it otherwise", () => {
    for (const raw of ["cheap", "-", "5", "1-2-3", "a-5", "5.123-6", "-5-10"]) {
      expect(readPriceParam(raw)).toEqual({ error: expect.stringContaining("price must be min-max") })
    }
    expect(readPriceParam("20-5")).toEqual({ error: "price: the minimum (20) is above the maximum (5)" })
  })

  it("writes a range back as it reads", () => {
    expect(formatPriceParam({ min: 4.5, max: 12.9 })).toBe("4.5-12.9")
    expect(readPriceParam(formatPriceParam({ min: 0.1 + 0.2, max: 10 }))).toEqual({ min: 0.3, max: 10 })
  })
})

describe("filter parameter", () => {
  it("reads key:value pairs, values of a key together and once", () => {
    expect(readFilterParam("caffeine:low, origin:Japan,caffeine:none,caffeine:low")).toEqual({
      filters: { caffeine: ["low", "none"], origin: ["Japan"] },
      errors: [],
    })
  })

  it("names each pair it cannot use, and keeps the others", () => {
    const { filters, errors } = readFilterParam("colour:green,caffeine,store:sstore_1,constructor:x")
    expect(filters).toEqual({ store: ["sstore_1"] })
    expect(errors).toEqual([
      "filter: unknown key 'colour'; use caffeine, origin, store, flavour",
      "filter: 'caffeine' is not key:value (e.g. caffeine:low)",
      "filter: unknown key 'constructor'; use caffeine, origin, store, flavour",
    ])
  })

  it("writes filters in a fixed key order", () => {
    expect(formatFilterParam({ origin: ["Japan"], caffeine: ["low"] })).toBe("caffeine:low,origin:Japan")
  })

  it("writes a key's values in one order, whatever order they came in", () => {
    const filters = { caffeine: ["medium", "high", "low"], origin: ["Taiwan", "Japan"] }
    expect(formatFilterParam(filters)).toBe("caffeine:high,caffeine:low,caffeine:medium,origin:Japan,origin:Taiwan")
    expect(filters.caffeine).toEqual(["medium", "high", "low"])
  })
})
