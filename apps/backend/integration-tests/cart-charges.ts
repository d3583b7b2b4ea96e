// What a cart is charged, for the oracles that run two identical carts through our workflow and through
// Medusa's own and compare them cent for cent.

/** The cart fields `cartCharges` compares. */
export const CART_CHARGE_FIELDS = [
  "id", "currency_code", "total", "subtotal", "tax_total", "discount_total", "discount_tax_total", "item_total",
  "item_subtotal", "item_tax_total", "shipping_total", "shipping_subtotal", "shipping_tax_total", "original_total",
  "original_tax_total", "*items", "items.tax_lines.*", "items.adjustments.*", "*shipping_methods",
  "shipping_methods.tax_lines.*", "shipping_methods.adjustments.*", "payment_collection.amount",
  "payment_collection.currency_code", "promotions.code",
]
const TOTALS = [
  "currency_code", "total", "subtotal", "tax_total", "discount_total", "discount_tax_total", "item_total", "item_subtotal",
  "item_tax_total", "shipping_total", "shipping_subtotal", "shipping_tax_total", "original_total", "original_tax_total",
] as const
const LINE_TOTALS = ["total", "subtotal", "tax_total", "discount_total", "original_total"] as const

export type Rec = Record<string, any>
export const pick = (record: Rec, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]))
/** Tax lines as two identical carts or orders share them. */
export const taxLines = (lines: Rec[] | undefined) =>
  (lines ?? []).map((line) => pick(line, ["code", "rate", "description", "provider_id"])).sort((a, b) => `${a.code}`.localeCompare(`${b.code}`))
/** Discounts as two identical carts or orders share them. */
export const adjustments = (lines: Rec[] | undefined) =>
  (lines ?? []).map((line) => pick(line, ["code", "amount", "promotion_id", "is_tax_inclusive"])).sort((a, b) => `${a.code}`.localeCompare(`${b.code}`))

/** What the cart charges: totals, lines, shipping methods, payment collection and codes, without the ids two carts cannot share. */
export function cartCharges(cart: Rec) {
  return {
    ...pick(cart, TOTALS),
    items: (cart.items as Rec[])
      .map((item) => ({ ...pick(item, ["variant_id", "quantity", "unit_price", "is_tax_inclusive", ...LINE_TOTALS]), tax_lines: taxLines(item.tax_lines), adjustments: adjustments(item.adjustments) }))
      .sort((a: Rec, b: Rec) => a.variant_id.localeCompare(b.variant_id)),
    shipping_methods: (cart.shipping_methods as Rec[])
      .map((method) => ({
        ...pick(method, ["shipping_option_id", "name", "amount", "is_tax_inclusive", "data", ...LINE_TOTALS]),
        tax_lines: taxLines(method.tax_lines),
        adjustments: adjustments(method.adjustments),
      }))
      .sort((a: Rec, b: Rec) => a.shipping_option_id.localeCompare(b.shipping_option_id)),
    payment_collection: cart.payment_collection ? pick(cart.payment_collection, ["amount", "currency_code"]) : null,
    promotions: (cart.promotions as Rec[]).map((promotion) => promotion.code).sort(),
  }
}
