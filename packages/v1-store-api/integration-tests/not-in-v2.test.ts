import { describe, expect, it } from "vitest"
import { NOT_IN_V2 } from "../src/lib/not-in-v2"
import { customRoutes } from "../../../apps/backend/integration-tests/routes"
import { registerCustomer } from "../../../apps/backend/integration-tests/shoppers"
import { stack } from "../../../apps/backend/integration-tests/stack"
import { medusa, refusal } from "../../../apps/backend/integration-tests/v1-client"

// The v1 store paths v2 has no meaning for, called as the v1 client calls them: a 501 naming what replaces them.
describe("v1 paths that Medusa v2 does not have", () => {
  it("answer 501 with the v2 replacement, through the v1 client's own methods", async () => {
    const client = medusa()
    const { token } = await registerCustomer()
    const asCustomer = { Authorization: `Bearer ${token}` }
    const calls: [string, () => Promise<unknown>][] = [
      ["POST /v1/store/swaps", () => client.swaps.create({ order_id: "order_1", return_items: [], additional_items: [] } as never)],
      ["GET /v1/store/swaps/:cart_id", () => client.swaps.retrieveByCartId("cart_1")],
      ["GET /v1/store/order-edits/:id", () => client.orderEdits.retrieve("oe_1")],
      ["POST /v1/store/order-edits/:id/decline", () => client.orderEdits.decline("oe_1", { declined_reason: "no" })],
      ["POST /v1/store/order-edits/:id/complete", () => client.orderEdits.complete("oe_1")],
      ["GET /v1/store/gift-cards/:code", () => client.giftCards.retrieve("GIFT-1")],
      ["GET /v1/store/customers/me/payment-methods", () => client.customers.paymentMethods.list(asCustomer)],
      ["POST /v1/store/orders/batch/customer/token", () => client.orders.requestCustomerOrders({ order_ids: ["order_1"] }, asCustomer)],
      ["POST /v1/store/orders/customer/confirm", () => client.orders.confirmRequest({ token: "a.b.c" })],
      ["GET /v1/store/payment-collections/:id", () => client.paymentCollections.retrieve("paycol_1")],
      ["POST /v1/store/payment-collections/:id/sessions", () => client.paymentCollections.managePaymentSession("paycol_1", { provider_id: "manual" })],
      ["POST /v1/store/payment-collections/:id/sessions/batch", () => client.paymentCollections.managePaymentSessionsBatch("paycol_1", { sessions: [] } as never)],
      ["POST /v1/store/payment-collections/:id/sessions/batch/authorize", () => client.paymentCollections.authorizePaymentSessionsBatch("paycol_1", { session_ids: ["ps_1"] })],
      ["POST /v1/store/payment-collections/:id/sessions/:session_id", () => client.paymentCollections.refreshPaymentSession("paycol_1", "ps_1")],
      ["POST /v1/store/payment-collections/:id/sessions/:session_id/authorize", () => client.paymentCollections.authorizePaymentSession("paycol_1", "ps_1")],
      ["GET /v1/store/shipping-options", () => client.shippingOptions.list({ region_id: "reg_1", is_return: "false" } as never)],
    ]
    for (const [route, send] of calls) {
      const { status, body } = await refusal(send())
      expect(status, route).toBe(501)
      expect(body, route).toEqual({ type: "not_implemented", message: NOT_IN_V2[route] })
    }
    expect(calls.map(([route]) => route).sort()).toEqual(Object.keys(NOT_IN_V2).sort())
  })

  it("are among the routes the back end's fuzz and data-exposure tests sweep", () => {
    const swept = customRoutes().map((route) => `${route.method} ${route.path}`)
    expect(swept).toEqual(expect.arrayContaining(Object.keys(NOT_IN_V2)))
  })

  it("still need the shop's publishable key, as every /v1/store path does", async () => {
    const response = await fetch(`${stack().backendUrl}/v1/store/gift-cards/GIFT-1`)
    expect(response.status).toBe(400)
  })
})
