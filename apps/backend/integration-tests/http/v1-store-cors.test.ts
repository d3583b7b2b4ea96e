import { describe, expect, it } from "vitest"
import { stack } from "../stack"

// A v1 storefront in a browser calls /v1/store from its own origin: CORS as Medusa applies it to /store.
const preflight = (path: string, origin: string) =>
  fetch(`${stack().backendUrl}${path}`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-publishable-api-key" },
  })

describe("CORS on the v1 store API", () => {
  it("answers the storefront's preflight before the key check, as /store does", async () => {
    const { storefrontUrl } = stack()
    const [v1, v2] = await Promise.all([preflight("/v1/store/products/search", storefrontUrl), preflight("/store/carts", storefrontUrl)])
    expect(v1.status).toBe(204)
    expect(v1.headers.get("access-control-allow-origin")).toBe(storefrontUrl)
    expect(v1.headers.get("access-control-allow-credentials")).toBe("true")
    for (const header of ["access-control-allow-origin", "access-control-allow-credentials", "access-control-allow-methods"]) {
      expect(v1.headers.get(header), header).toBe(v2.headers.get(header))
    }
  })

  it("lets the storefront's page read an answer, and no other origin", async () => {
    const { backendUrl, publishableKey, storefrontUrl } = stack()
    const read = (origin: string) => fetch(`${backendUrl}/v1/store/regions`, { headers: { origin, "x-publishable-api-key": publishableKey } })
    const [own, other] = await Promise.all([read(storefrontUrl), read("https://other-shop.example")])
    expect(own.status).toBe(200)
    expect(own.headers.get("access-control-allow-origin")).toBe(storefrontUrl)
    expect(other.headers.get("access-control-allow-origin")).toBeNull()
    expect((await preflight("/v1/store/carts", "https://other-shop.example")).headers.get("access-control-allow-origin")).toBeNull()
  })
})
