import { describe, expect, it } from "vitest"
import { v1Address } from "./address"
import { v1Cart } from "./cart"
import { eurCart } from "./cart.fixture"
import { completionAnswer, v1Order } from "./order"
import { eurOrder, jpyOrder } from "./order.fixture"

const HOUSE = "sstore_01M8B1J7G4A1VVGSZQX837RWH1"
const shippingOptionStores = new Map([
  ["so_01M8B1J7MWV93CD74FBEFA4CMD", HOUSE],
  ["so_01M8B1J8GWEAEVJDYCGYCXNX65", HOUSE],
])

describe("v1Order", () => {
  it("answers a placed EUR order as v1 did, amounts in cents, an authorized payment awaiting its capture", () => {
    const [item] = eurOrder.items!
    const [method] = eurOrder.shipping_methods!
    expect(v1Order(eurOrder, { shippingOptionStores })).toEqual({
      object: "order",
      id: eurOrder.id,
      display_id: eurOrder.display_id,
      status: "pending",
      fulfillment_status: "not_fulfilled",
      payment_status: "awaiting",
      email: eurOrder.email,
      currency_code: "eur",
      region_id: eurOrder.region_id,
      customer_id: eurOrder.customer_id,
      cart_id: eurOrder.cart!.id,
      sales_channel_id: eurOrder.sales_channel_id,
      tax_rate: null,
      items: [
        {
          id: item.id,
          cart_id: eurOrder.cart!.id,
          order_id: eurOrder.id,
          title: "Alishan High Mountain Oolong",
          description: "50 g",
          thumbnail: item.thumbnail,
          is_return: false,
          is_giftcard: false,
          should_merge: true,
          allow_discounts: true,
          has_shipping: true,
          includes_tax: true,
          unit_price: 1450,
          variant_id: item.variant_id,
          variant: {
            id: item.variant_id,
            title: "50 g",
            sku: "ALISHAN-HIGH-MOUNTAIN-50G",
            product_id: item.product_id,
            product: { id: item.product_id, title: "Alishan High Mountain Oolong", handle: "alishan-high-mountain", thumbnail: item.thumbnail },
          },
          product_id: item.product_id,
          quantity: 2,
          fulfilled_quantity: 0,
          shipped_quantity: 0,
          returned_quantity: 0,
          adjustments: [
            { id: item.adjustments![0].id, item_id: item.id, description: "WELCOME10", discount_id: "promo_01M8B1JMKSNTRE9KW7JXM0XC4M", amount: 264, metadata: null },
          ],
          subtotal: 2636,
          discount_total: 264,
          tax_total: 237,
          total: 2610,
          original_total: 2900,
          metadata: {},
          store_id: HOUSE,
          created_at: item.created_at,
          updated_at: item.updated_at,
        },
      ],
      shipping_methods: [
        {
          id: method.id,
          shipping_option_id: "so_01M8B1J7MWV93CD74FBEFA4CMD",
          cart_id: eurOrder.cart!.id,
          order_id: eurOrder.id,
          shipping_option: { id: "so_01M8B1J7MWV93CD74FBEFA4CMD", name: "Standard shipping", region_id: eurOrder.region_id, amount: 490, store_id: HOUSE },
          price: 490,
          subtotal: 445,
          tax_total: 45,
          total: 490,
          includes_tax: true,
          data: {},
        },
      ],
      discounts: [
        {
          id: "promo_01M8B1JMKSNTRE9KW7JXM0XC4M",
          code: "WELCOME10",
          is_dynamic: false,
          is_disabled: false,
          rule_id: null,
          rule: { id: null, type: "percentage", description: "", value: 10, allocation: null, metadata: null },
          starts_at: null,
          ends_at: null,
          usage_limit: null,
          usage_count: 0,
          metadata: null,
        },
      ],
      gift_cards: [],
      shipping_address: v1Address(eurOrder.shipping_address!),
      billing_address: v1Address(eurOrder.billing_address!),
      metadata: null,
      created_at: eurOrder.created_at,
      updated_at: eurOrder.updated_at,
      subtotal: 2636,
      discount_total: 264,
      shipping_total: 445,
      tax_total: 282,
      item_tax_total: 237,
      shipping_tax_total: 45,
      total: 3100,
      paid_total: 0,
      refunded_total: 0,
      gift_card_total: 0,
      gift_card_tax_total: 0,
    })
  })

  it("answers a JPY order's amounts as they are, yen having no minor unit", () => {
    const order = v1Order(jpyOrder, { shippingOptionStores })
    expect(order).toMatchObject({ currency_code: "jpy", subtotal: 13000, discount_total: 0, shipping_total: 648, tax_total: 1092, total: 14740, discounts: [] })
    expect(order.items.map(({ unit_price, total, store_id }) => ({ unit_price, total, store_id }))).toEqual([{ unit_price: 4680, total: 14040, store_id: HOUSE }])
    expect(order.shipping_methods.map(({ price, shipping_option }) => ({ price, house: shipping_option.store_id }))).toEqual([{ price: 700, house: HOUSE }])
  })

  it("names v2's statuses v1 did not have by the nearest v1 status, and passes the others on", () => {
    const statuses = (status: string, payment_status: string, fulfillment_status: string) => {
      const { status: s, payment_status: p, fulfillment_status: f } = v1Order({ ...eurOrder, status, payment_status, fulfillment_status }, { shippingOptionStores })
      return [s, p, f]
    }
    expect(statuses("completed", "captured", "delivered")).toEqual(["completed", "captured", "shipped"])
    expect(statuses("canceled", "partially_captured", "partially_delivered")).toEqual(["canceled", "awaiting", "partially_shipped"])
    expect(statuses("draft", "partially_refunded", "partially_fulfilled")).toEqual(["pending", "partially_refunded", "partially_fulfilled"])
  })

  it("answers what was paid and refunded from the order's summary, in the minor unit", () => {
    const order = v1Order({ ...eurOrder, summary: { paid_total: 31, refunded_total: 4.9 } }, { shippingOptionStores })
    expect([order.paid_total, order.refunded_total]).toEqual([3100, 490])
  })

  it("answers no cart id for an order whose cart v2 did not name", () => {
    const order = v1Order({ ...eurOrder, cart: null }, { shippingOptionStores })
    expect([order.cart_id, order.items[0].cart_id, order.shipping_methods[0].cart_id]).toEqual([null, null, null])
  })
})

describe("completionAnswer", () => {
  it("answers a placed order as v1's { type: 'order', data }", () => {
    const order = v1Order(eurOrder, { shippingOptionStores })
    expect(completionAnswer({ order })).toEqual({ type: "order", data: order })
  })

  it("answers a cart that did not complete as v1's { type: 'cart', data } with its session's status", () => {
    const cart = v1Cart(eurCart, { region: null, shippingOptionStores })
    expect(completionAnswer({ cart })).toEqual({ type: "cart", data: cart, payment_status: "pending" })
    const unpaid = { ...cart, payment_sessions: [], payment_session: null }
    expect(completionAnswer({ cart: unpaid })).toEqual({ type: "cart", data: unpaid, payment_status: null })
  })
})
