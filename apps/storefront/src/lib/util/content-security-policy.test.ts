import { describe, expect, it } from "vitest"
import { contentSecurityPolicy } from "./content-security-policy"

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1)

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ backendUrl: "https://api.leafline.example/store/" })

  it("lets the page talk to the shop only, and show images from the shop and its back end only", () => {
    expect(directive(policy, "connect-src")).toEqual(["'self'"])
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "blob:", "https://api.leafline.example"])
    expect(directive(policy, "default-src")).toEqual(["'self'"])
  })

  it("takes scripts from the shop only, without eval, and forbids framing and plugins", () => {
    expect(directive(policy, "script-src")).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"])
    expect(directive(policy, "object-src")).toEqual(["'none'"])
  })

  it("allows eval and the reload socket in development only", () => {
    const dev = contentSecurityPolicy({ backendUrl: "http://localhost:9000", dev: true })
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'")
    expect(directive(dev, "connect-src")).toEqual(["'self'", "ws:"])
  })
})
