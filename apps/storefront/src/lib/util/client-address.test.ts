import { describe, expect, it } from "vitest"
import { clientAddress } from "./client-address"

describe("clientAddress", () => {
  it("is the connection's address with no proxy in front, whatever X-Forwarded-For claims", () => {
    expect(clientAddress(undefined, "203.0.113.7", 0)).toBe("203.0.113.7")
    expect(clientAddress("198.51.100.1", "203.0.113.7", 0)).toBe("203.0.113.7")
  })

  it("behind trusted proxies, is the address the farthest of them saw", () => {
    expect(clientAddress("198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1")
    // The client wrote the first entry itself.
    expect(clientAddress("6.6.6.6, 198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1")
    expect(clientAddress(["6.6.6.6, 198.51.100.1", "10.0.0.3"], "10.0.0.2", 2)).toBe("198.51.100.1")
  })

  it("never reads past the start of the chain", () => {
    expect(clientAddress(undefined, "10.0.0.2", 3)).toBe("10.0.0.2")
    expect(clientAddress("198.51.100.1", undefined, 5)).toBe("198.51.100.1")
  })
})
