import { Modules } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { captureTransactionsOf, orderFromCart, orderLinksOf, promotionUsageOf } from "./cart-to-order"

const cart = {
  id: "cart_1",
  email: "shopper@example.com",
  currency_code: "eur",
  sales_channel_id: "sc_1",
  region: { id: "reg_1" },
  customer: { id: "cus_1" },
  shipping_address: { id: "addr_1", country_code: "de" },
  billing_address: null,
  items: [
    {
      id: "item_1",
      variant_id: "var_1",
      variant: { id: "var_1", product: { id: "prod_1" } },
      title: "Sencha",
      quantity: 2,
      unit_price: 5,
      is_tax_inclusive: true,
      tax_lines: [{ id: "tl_1", code: "DE", rate: 19, rate_id: "txr_1" }],
      adjustments: [{ id: "adj_1", code: "WELCOME10", amount: 1, promotion_id: "promo_1" }],
    },
  ],
  shipping_methods: [
    { id: "sm_1", name: "Standard", amount: 4.9, shipping_option_id: "so_1", tax_lines: [], adjustments: [{ id: "adj_2", code: "FREESHIP", amount: 4.9, promotion_id: "promo_2" }] },
  ],
  promotions: [{ id: "promo_1" }, { id: "promo_2" }],
  payment_collection: { id: "pay_col_1" },
}

describe("orderFromCart", () => {
  it("is the order Medusa's completion makes of the cart: its lines, shipping, codes, addresses without their ids", () => {
    const order = orderFromCart(cart)
    expect(order).toMatchObject({ region_id: "reg_1", customer_id: "cus_1", sales_channel_id: "sc_1", status: "pending", email: "shopper@example.com" })
    expect(order.shipping_address).toEqual({ country_code: "de" })
    expect(order.billing_address).toBeNull()
    expect(order.promo_codes).toEqual(["WELCOME10", "FREESHIP"])
    expect(order.items[0]).toMatchObject({ variant_id: "var_1", quantity: 2, unit_price: 5, is_tax_inclusive: true })
    expect(order.items[0].adjustments).toEqual([expect.objectContaining({ code: "WELCOME10", amount: 1, promotion_id: "promo_1" })])
    expect(order.shipping_methods[0]).toMatchObject({ name: "Standard", amount: 4.9, shipping_option_id: "so_1" })
  })
})

describe("promotionUsageOf", () => {
  it("is every discount of the cart, with who used it", () => {
    expect(promotionUsageOf(cart)).toEqual({
      computedActions: [
        { code: "WELCOME10", amount: 1 },
        { code: "FREESHIP", amount: 4.9 },
      ],
      registrationContext: { customer_id: "cus_1", customer_email: "shopper@example.com" },
    })
  })
})

describe("orderLinksOf", () => {
  it("links the order to its cart, each promotion and the payment collection", () => {
    const order = { [Modules.ORDER]: { order_id: "order_1" } }
    expect(orderLinksOf(cart, "order_1")).toEqual([
      { ...order, [Modules.CART]: { cart_id: "cart_1" } },
      { ...order, [Modules.PROMOTION]: { promotion_id: "promo_1" } },
      { ...order, [Modules.PROMOTION]: { promotion_id: "promo_2" } },
      { ...order, [Modules.PAYMENT]: { payment_collection_id: "pay_col_1" } },
    ])
  })
})

describe("captureTransactionsOf", () => {
  it("records what the payment captured, and nothing for a payment only authorised", () => {
    const payment = { currency_code: "eur", captures: [{ id: "capt_1", amount: 10 }] }
    expect(captureTransactionsOf(payment, "order_1")).toEqual([{ order_id: "order_1", amount: 10, currency_code: "eur", reference: "capture", reference_id: "capt_1" }])
    expect(captureTransactionsOf({ currency_code: "eur" }, "order_1")).toEqual([])
  })
})
