import { describe, expect, it } from "vitest"
import { DEFAULT_LOCK_LEASE_SECONDS, lockLeaseSeconds } from "./lock-lease"

describe("lockLeaseSeconds", () => {
  it("is 10 s unless LEAFLINE_LOCK_LEASE_SECONDS names a whole number of seconds from 3 to 60", () => {
    expect(lockLeaseSeconds({})).toBe(DEFAULT_LOCK_LEASE_SECONDS)
    expect(lockLeaseSeconds({ LEAFLINE_LOCK_LEASE_SECONDS: "5" })).toBe(5)
    expect(lockLeaseSeconds({ LEAFLINE_LOCK_LEASE_SECONDS: "60" })).toBe(60)
    for (const refused of ["", "2", "61", "4.5", "five", "-5"]) expect(lockLeaseSeconds({ LEAFLINE_LOCK_LEASE_SECONDS: refused })).toBe(10)
  })
})
