import { describe, expect, it } from "vitest"
import { checkoutContext } from "../checkout"
import { call } from "../shoppers"

/**
 * Medusa's region lookup for a new cart answers "No regions found" for any failure, a database out of
 * reach included; the error handler asks again before it says so (lib/checkout/missing-region.ts). The
 * database restart itself is in reliability/faults.test.ts.
 */
describe("a new cart's region", () => {
  it("that does not exist is a 404 saying so, asked again against the real database", async () => {
    const { salesChannelId } = await checkoutContext()
    const answer = await call("POST", "/store/carts?fields=id", { body: { region_id: "reg_does_not_exist", sales_channel_id: salesChannelId } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(404)
    expect(answer.body).toMatchObject({ type: "not_found", message: "No regions found" })
  })

  it("that exists, or the store's default when none is named, makes the cart", async () => {
    const { regionId, salesChannelId } = await checkoutContext()
    const named = await call("POST", "/store/carts?fields=id,region_id", { body: { region_id: regionId, sales_channel_id: salesChannelId } })
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    expect(named.body.cart.region_id).toBe(regionId)
    const unnamed = await call("POST", "/store/carts?fields=id,region_id", { body: { sales_channel_id: salesChannelId } })
    expect(unnamed.status, JSON.stringify(unnamed.body)).toBe(200)
  })
})
