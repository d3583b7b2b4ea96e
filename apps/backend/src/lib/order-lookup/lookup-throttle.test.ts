import { describe, expect, it } from "vitest"
import { failedLookupNames, orderLookupThrottleKeys, tooManyLookupsMessage } from "./lookup-throttle"

describe("the order-lookup throttle's keys", () => {
  it("are per order number and client, and per client: never per order number alone", () => {
    const keys = orderLookupThrottleKeys(1005, "203.0.113.9")
    const otherClient = orderLookupThrottleKeys(1005, "198.51.100.7")
    const otherNumber = orderLookupThrottleKeys(1006, "203.0.113.9")
    expect(keys.number).not.toBe(otherClient.number)
    expect(keys.client).not.toBe(otherClient.client)
    expect(keys.number).not.toBe(otherNumber.number)
    expect(keys.client).toBe(otherNumber.client)
    expect(keys.number).not.toBe(keys.client)
    expect(orderLookupThrottleKeys(1005, "203.0.113.9")).toEqual(keys)
  })

  it("hold no address", () => {
    const keys = orderLookupThrottleKeys(1005, "203.0.113.9")
    expect(`${keys.number} ${keys.client}`).not.toMatch(/203|1005/)
  })

  it("name a failure by the email tried for the number, and by the number tried for the client", () => {
    const names = failedLookupNames(1005, "a@example.com")
    expect(failedLookupNames(1005, "a@example.com")).toEqual(names)
    expect(failedLookupNames(1005, "b@example.com").number).not.toBe(names.number)
    expect(failedLookupNames(1005, "b@example.com").client).toBe(names.client)
    expect(failedLookupNames(1006, "a@example.com").client).not.toBe(names.client)
    expect(`${names.number} ${names.client}`).not.toMatch(/example|1005/)
  })

  it("say how long to wait", () => {
    expect(tooManyLookupsMessage(30)).toBe("Too many order lookups that found nothing. Try again in 30 seconds.")
    expect(tooManyLookupsMessage(600)).toBe("Too many order lookups that found nothing. Try again in 10 minutes.")
  })
})
