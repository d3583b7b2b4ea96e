import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { formatOrderDate } from "./dates"

describe("formatOrderDate", () => {
  const zone = process.env.TZ
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it("formats dd-mm-yyyy", () => {
    expect(formatOrderDate("2026-03-07T10:00:00.000Z")).toBe("07-03-2026")
    expect(formatOrderDate(new Date(Date.UTC(2026, 11, 31, 12)))).toBe("31-12-2026")
  })

  describe("just after midnight UTC, east of Greenwich", () => {
    beforeEach(() => void (process.env.TZ = "Pacific/Auckland"))
    it("keeps the UTC day", () => {
      const lateInUtc = new Date("2026-02-28T23:30:00Z") // 1 March, 12:30 in Auckland
      expect(lateInUtc.getDate()).toBe(1)
      expect(formatOrderDate(lateInUtc)).toBe("28-02-2026")
      expect(formatOrderDate("2026-12-31T23:59:59Z")).toBe("31-12-2026")
    })
  })

  describe("just after midnight UTC, west of Greenwich", () => {
    beforeEach(() => void (process.env.TZ = "America/Los_Angeles"))
    it("keeps the UTC day", () => {
      const earlyInUtc = new Date("2026-03-01T00:30:00Z") // 28 February, 16:30 in Los Angeles
      expect(earlyInUtc.getDate()).toBe(28)
      expect(formatOrderDate(earlyInUtc)).toBe("01-03-2026")
      expect(formatOrderDate("2027-01-01T00:00:00.000Z")).toBe("01-01-2027")
    })
  })

  it("gives nothing for a value that is not a date", () => {
    expect(formatOrderDate("not a date")).toBe("")
  })
})
