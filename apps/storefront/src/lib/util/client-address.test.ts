import { describe, expect, it } from "vitest"
import { clientAddress } from "./client-address"

const from = (forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedProxies: number, vouched?: string) =>
  clientAddress({ forwardedFor, socketAddress, trustedProxies, vouched })

describe("clientAddress", () => {
  it("is the connection's address with no proxy in front, whatever X-Forwarded-For claims", () => {
    expect(from(undefined, "203.0.113.7", 0)).toBe("203.0.113.7")
    expect(from("198.51.100.1", "203.0.113.7", 0)).toBe("203.0.113.7")
  })

  it("behind trusted proxies, is the address the farthest of them saw", () => {
    expect(from("198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1")
    // The client wrote the first entry itself.
    expect(from("6.6.6.6, 198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1")
    expect(from(["6.6.6.6, 198.51.100.1", "10.0.0.3"], "10.0.0.2", 2)).toBe("198.51.100.1")
  })

  it("never reads past the start of the chain", () => {
    expect(from(undefined, "10.0.0.2", 3)).toBe("10.0.0.2")
    expect(from("198.51.100.1", undefined, 5)).toBe("198.51.100.1")
  })

  it("is the client the page cache vouched for, before any X-Forwarded-For", () => {
    expect(from("6.6.6.6", "127.0.0.1", 0, "198.51.100.1")).toBe("198.51.100.1")
    expect(from("6.6.6.6", "127.0.0.1", 1, "198.51.100.1")).toBe("198.51.100.1")
  })

  it("is spelled as the back end spells the connections it takes itself", () => {
    expect(from(undefined, "::ffff:127.0.0.5", 0)).toBe("127.0.0.5")
    expect(from("[2001:DB8::1]:443", "10.0.0.2", 1)).toBe("2001:db8::1")
    expect(from(undefined, "127.0.0.1", 0, "::ffff:192.0.2.9")).toBe("192.0.2.9")
  })
})
