import { describe, expect, it } from "vitest"
import { formatBrewTemperature, formatGrams, formatSteepTime } from "./brewing"

describe("brewing guide", () => {
  it("reads steep times as a tea drinker says them", () => {
    expect(formatSteepTime(45)).toBe("45 s")
    expect(formatSteepTime(120)).toBe("2 min")
    expect(formatSteepTime(90)).toBe("1 min 30 s")
  })
  it("gives the temperature in both scales and grams without noise", () => {
    expect(formatBrewTemperature(80)).toBe("80 °C (176 °F)")
    expect(formatBrewTemperature(100)).toBe("100 °C (212 °F)")
    expect(formatGrams(2.5)).toBe("2.5 g")
    expect(formatGrams(3)).toBe("3 g")
    expect(formatGrams(2.25)).toBe("2.3 g")
  })
})
