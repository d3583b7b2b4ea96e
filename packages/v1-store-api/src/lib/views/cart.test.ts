import { describe, expect, it } from "vitest"
import { v1Address } from "./address"
import { v1Cart } from "./cart"
import { eurCart, jpyCart, jpyCartWithoutCheckout } from "./cart.fixture"

const HOUSE = "sstore_01M8B1J7G4A1VVGSZQX837RWH1"
const region = { id: "region-as-the-region-view-answers-it" }
const shippingOptionStores = new Map([
  ["so_01M8B1J7MWV93CD74FBEFA4CMD", HOUSE],
  ["so_01M8B1J8GWEAEVJDYCGYCXNX65", HOUSE],
])

describe("v1Cart", () => {
  it("answers a EUR cart with a promotion code and a manual payment session as v1 did, amounts in cents", () => {
    const [item] = eurCart.items!
    const [method] = eurCart.shipping_methods!
    const [session] = eurCart.payment_collection!.payment_sessions!
    const v1Session = {
      id: session.id,
      cart_id: eurCart.id,
      provider_id: "pp_system_default",
      is_selected: true,
      is_initiated: true,
      status: "pending",
      data: {},
      amount: 3100,
      payment_authorized_at: null,
      idempotency_key: null,
      created_at: null,
      updated_at: null,
    }
    expect(v1Cart(eurCart, { region, shippingOptionStores })).toEqual({
      object: "cart",
      id: eurCart.id,
      email: eurCart.email,
      type: "default",
      region_id: eurCart.region_id,
      region,
      sales_channel_id: eurCart.sales_channel_id,
      customer_id: eurCart.customer_id,
      items: [
        {
          id: item.id,
          cart_id: eurCart.id,
          order_id: null,
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
          fulfilled_quantity: null,
          shipped_quantity: null,
          returned_quantity: null,
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
      shipping_address_id: eurCart.shipping_address!.id,
      shipping_address: v1Address(eurCart.shipping_address!),
      billing_address_id: eurCart.billing_address!.id,
      billing_address: v1Address(eurCart.billing_address!),
      shipping_methods: [
        {
          id: method.id,
          shipping_option_id: "so_01M8B1J7MWV93CD74FBEFA4CMD",
          cart_id: eurCart.id,
          order_id: null,
          shipping_option: { id: "so_01M8B1J7MWV93CD74FBEFA4CMD", name: "Standard shipping", region_id: eurCart.region_id, amount: 490, store_id: HOUSE },
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
          rule_id: "proappmet_01M8B1JMKTF24E5VW1KAAC8SFB",
          rule: { id: "proappmet_01M8B1JMKTF24E5VW1KAAC8SFB", type: "percentage", description: "", value: 10, allocation: null, metadata: null },
          starts_at: null,
          ends_at: null,
          usage_limit: null,
          usage_count: 0,
          metadata: null,
        },
      ],
      gift_cards: [],
      payment_sessions: [v1Session],
      payment_session: v1Session,
      payment_id: null,
      payment: null,
      payment_authorized_at: null,
      idempotency_key: null,
      context: {},
      metadata: null,
      completed_at: null,
      created_at: eurCart.created_at,
      updated_at: eurCart.updated_at,
      subtotal: 2636,
      discount_total: 264,
      shipping_total: 445,
      tax_total: 282,
      item_tax_total: 237,
      shipping_tax_total: 45,
      total: 3100,
      gift_card_total: 0,
      gift_card_tax_total: 0,
      refunded_total: 0,
    })
  })

  it("answers a JPY cart's amounts as they are, yen having no minor unit", () => {
    const cart = v1Cart(jpyCart, { region, shippingOptionStores })
    expect(cart.items.map(({ unit_price, quantity, subtotal, tax_total, total, store_id }) => ({ unit_price, quantity, subtotal, tax_total, total, store_id }))).toEqual([
      { unit_price: 4680, quantity: 3, subtotal: 13000, tax_total: 1040, total: 14040, store_id: HOUSE },
    ])
    expect(cart.shipping_methods.map(({ price, subtotal, tax_total, total, shipping_option }) => ({ price, subtotal, tax_total, total, house: shipping_option.store_id }))).toEqual([
      { price: 700, subtotal: 648, tax_total: 52, total: 700, house: HOUSE },
    ])
    expect(cart).toMatchObject({ subtotal: 13000, discount_total: 0, shipping_total: 648, tax_total: 1092, total: 14740, discounts: [], customer_id: jpyCart.customer_id })
    expect(cart.payment_session).toMatchObject({ provider_id: "pp_system_default", amount: 14740, is_selected: true, status: "pending" })
  })

  it("answers a cart without shipping or payment yet: items not shipped, no sessions, no selected session", () => {
    const cart = v1Cart(jpyCartWithoutCheckout, { region, shippingOptionStores })
    expect(cart.items.map((item) => item.has_shipping)).toEqual([false])
    expect(cart).toMatchObject({ shipping_methods: [], payment_sessions: [], payment_session: null, shipping_total: 0, total: 14040 })
  })

  it("selects the session v2 would complete with: the first it can still process", () => {
    const [session] = eurCart.payment_collection!.payment_sessions!
    const sessions = [
      { ...session, id: "payses_failed", status: "error" as const },
      { ...session, id: "payses_taken", status: "captured" as const },
    ]
    const cart = v1Cart({ ...eurCart, payment_collection: { payment_sessions: sessions } }, { region, shippingOptionStores })
    expect(cart.payment_sessions.map(({ id, is_selected, status }) => ({ id, is_selected, status }))).toEqual([
      { id: "payses_failed", is_selected: false, status: "error" },
      { id: "payses_taken", is_selected: true, status: "authorized" },
    ])
    expect(cart.payment_session?.id).toBe("payses_taken")
  })

  it("answers a fixed promotion's value in the minor unit and leaves out promotions without a code", () => {
    const fixed = { id: "promo_fixed", code: "FIVEOFF", application_method: { id: "proappmet_fixed", type: "fixed" as const, value: 5, currency_code: "eur" } }
    const automatic = { id: "promo_auto", code: null, application_method: { id: "proappmet_auto", type: "percentage" as const, value: 5 } }
    const cart = v1Cart({ ...eurCart, promotions: [fixed, automatic] }, { region, shippingOptionStores })
    expect(cart.discounts.map(({ code, rule }) => ({ code, type: rule?.type, value: rule?.value }))).toEqual([{ code: "FIVEOFF", type: "fixed", value: 500 }])
  })

  it("names no tea house for a shipping option it was not told about", () => {
    expect(v1Cart(eurCart, { region, shippingOptionStores: new Map() }).shipping_methods[0].shipping_option.store_id).toBeNull()
  })
})
