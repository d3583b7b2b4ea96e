import { describe, expect, it } from "vitest"
import { DOCUMENT_TOTALS, v1Totals } from "./totals"

describe("v1Totals", () => {
  it("reads each v1 total from the v2 total of the same meaning, in the minor unit", () => {
    const v2 = { item_subtotal: 26.36, discount_subtotal: 2.64, shipping_subtotal: 4.45, tax_total: 2.82, item_tax_total: 2.37, shipping_tax_total: 0.45, total: 31, subtotal: 30.82 }
    expect(v1Totals(v2, DOCUMENT_TOTALS, "eur")).toEqual({
      subtotal: 2636,
      discount_total: 264,
      shipping_total: 445,
      tax_total: 282,
      item_tax_total: 237,
      shipping_tax_total: 45,
      total: 3100,
    })
  })

  it("answers 0 for a total v2 left out, as v1 did for an empty cart", () => {
    expect(v1Totals({ total: 1480 }, DOCUMENT_TOTALS, "jpy")).toEqual({
      subtotal: 0,
      discount_total: 0,
      shipping_total: 0,
      tax_total: 0,
      item_tax_total: 0,
      shipping_tax_total: 0,
      total: 1480,
    })
  })
})
