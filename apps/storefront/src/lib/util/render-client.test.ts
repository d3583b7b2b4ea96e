import { describe, expect, it } from "vitest"
import { renderClient } from "./render-client"

describe("renderClient", () => {
  it("counts an IPv4 client by its address, written plainly or as IPv6", () => {
    expect(renderClient("203.0.113.7")).toBe("203.0.113.7")
    expect(renderClient("::ffff:203.0.113.7")).toBe("203.0.113.7")
  })

  it("counts an IPv6 client by its /64, however the address is written", () => {
    expect(renderClient("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64")
    expect(renderClient("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64")
    expect(renderClient("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(renderClient("::1")).toBe("0:0:0:0::/64")
  })

  it("keeps what is no address as it is, and a missing one as unknown", () => {
    expect(renderClient("not:an::address::")).toBe("not:an::address::")
    expect(renderClient(null)).toBe("unknown")
  })
})
