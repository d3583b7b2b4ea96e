import { toMinorUnits } from "../minor-units"

/**
 * v1's totals, in the currency's minor unit, read from v2's: each v1 name maps to the v2 total that means
 * the same (v1's subtotal, discount and shipping are before tax, like v2's `*_subtotal`). A total v2 did not
 * answer is 0, as v1 answered for an empty cart.
 */
export function v1Totals<V1Name extends string>(
  source: object,
  v2NameOf: Record<V1Name, string>,
  currencyCode: string,
): Record<V1Name, number> {
  const totals = {} as Record<V1Name, number>
  for (const v1Name of Object.keys(v2NameOf) as V1Name[]) {
    totals[v1Name] = toMinorUnits((source as Record<string, unknown>)[v2NameOf[v1Name]] ?? 0, currencyCode)
  }
  return totals
}

/** A cart's or an order's totals, v1 name → v2 name. */
export const DOCUMENT_TOTALS = {
  subtotal: "item_subtotal",
  discount_total: "discount_subtotal",
  shipping_total: "shipping_subtotal",
  tax_total: "tax_total",
  item_tax_total: "item_tax_total",
  shipping_tax_total: "shipping_tax_total",
  total: "total",
} as const

/** A cart's or an order's totals as v2 answers them. */
export type V2DocumentTotals = { [V2Name in (typeof DOCUMENT_TOTALS)[keyof typeof DOCUMENT_TOTALS]]?: number }

/** The v2 fields of a cart's or an order's totals. */
export const V2_DOCUMENT_TOTAL_FIELDS = Object.values(DOCUMENT_TOTALS).join(",")

/** A line item's totals, v1 name → v2 name. */
export const LINE_ITEM_TOTALS = {
  subtotal: "subtotal",
  discount_total: "discount_subtotal",
  tax_total: "tax_total",
  total: "total",
  original_total: "original_total",
} as const

/** A shipping method's totals, v1 name → v2 name (v1's `price` is the method's amount). */
export const SHIPPING_METHOD_TOTALS = {
  price: "amount",
  subtotal: "subtotal",
  tax_total: "tax_total",
  total: "total",
} as const
