import { describe, expect, it } from "vitest"
import { clientAddressKey } from "./client-headers"

describe("clientAddressKey", () => {
  it("spells an IPv4 address that came over IPv6 as IPv4, as the other path sees it", () => {
    expect(clientAddressKey("::ffff:127.0.0.1")).toBe("127.0.0.1")
    expect(clientAddressKey("::FFFF:192.0.2.7")).toBe("192.0.2.7")
    expect(clientAddressKey("0:0:0:0:0:ffff:192.0.2.7")).toBe("192.0.2.7")
    expect(clientAddressKey("127.0.0.1")).toBe("127.0.0.1")
  })

  it("drops brackets, ports and zones, and writes IPv6 in lower case", () => {
    expect(clientAddressKey("[2001:DB8::1]")).toBe("2001:db8::1")
    expect(clientAddressKey("[2001:db8::1]:443")).toBe("2001:db8::1")
    expect(clientAddressKey("[::ffff:198.51.100.4]:80")).toBe("198.51.100.4")
    expect(clientAddressKey("198.51.100.4:8080")).toBe("198.51.100.4")
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80::1")
    expect(clientAddressKey(" 203.0.113.9 ")).toBe("203.0.113.9")
  })

  it("leaves an IPv6 address that only looks similar alone", () => {
    expect(clientAddressKey("::1")).toBe("::1")
    expect(clientAddressKey("2001:db8::ffff:1.2.3.4")).toBe("2001:db8::ffff:1.2.3.4")
    expect(clientAddressKey("unknown")).toBe("unknown")
  })
})
