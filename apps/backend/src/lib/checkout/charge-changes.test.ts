import { describe, expect, it } from "vitest"
import { chargeChanges, type ChargesNow, type HeldItem, type HeldShippingMethod } from "./charge-changes"

const item = (over: Partial<HeldItem> = {}): HeldItem => ({
  id: "item_1",
  variant_id: "variant_1",
  unit_price: 11.8,
  is_tax_inclusive: true,
  is_custom_price: false,
  product_status: "published",
  adjustments: [],
  tax_lines: [{ rate: 19, code: "DE", tax_rate_id: "txr_de" }],
  ...over,
})
const method = (over: Partial<HeldShippingMethod> = {}): HeldShippingMethod => ({
  id: "ship_1",
  shipping_option_id: "so_1",
  amount: 4.9,
  is_tax_inclusive: true,
  adjustments: [],
  tax_lines: [{ rate: 19, code: "DE", tax_rate_id: "txr_de" }],
  ...over,
})
const now = (over: Partial<ChargesNow> = {}): ChargesNow => ({
  prices: { item_1: { calculated_amount: 11.8, is_calculated_price_tax_inclusive: true } },
  shippingOptions: [{ id: "so_1", calculated_price: { calculated_amount: 4.9, is_calculated_price_tax_inclusive: true } }],
  itemTaxLines: [{ line_item_id: "item_1", rate: 19, code: "DE", rate_id: "txr_de" }],
  shippingTaxLines: [{ shipping_line_id: "ship_1", rate: 19, code: "DE", rate_id: "txr_de" }],
  promotionActions: [],
  ...over,
})

describe("chargeChanges", () => {
  it("finds none when the modules charge what the cart holds", () => {
    expect(chargeChanges([item()], [method()], now())).toEqual([])
  })

  it("ignores float noise far below a cent, and the order of tax lines", () => {
    const twoRates = [{ rate: 7, code: "A" }, { rate: 19, code: "B" }]
    expect(
      chargeChanges([item({ unit_price: 11.800000000001, tax_lines: twoRates })], [method()], now({
        itemTaxLines: [{ line_item_id: "item_1", rate: 19, code: "B" }, { line_item_id: "item_1", rate: 7, code: "A" }],
      })),
    ).toEqual([])
  })

  it("sees a tea's price raised or lowered, a price gone, and a change in tax inclusion", () => {
    expect(chargeChanges([item()], [method()], now({ prices: { item_1: { calculated_amount: 12.5 } } }))).toHaveLength(1)
    expect(chargeChanges([item()], [method()], now({ prices: { item_1: { calculated_amount: 9, is_calculated_price_tax_inclusive: true } } }))).toHaveLength(1)
    expect(chargeChanges([item()], [method()], now({ prices: {} }))[0]).toMatch(/now none/)
    expect(chargeChanges([item()], [method()], now({ prices: { item_1: { calculated_amount: 11.8, is_calculated_price_tax_inclusive: false } } }))[0]).toMatch(/tax inclusion/)
  })

  it("leaves a custom price alone, but not a tea no longer published", () => {
    expect(chargeChanges([item({ is_custom_price: true, unit_price: 3 })], [method()], now({ prices: {} }))).toEqual([])
    expect(chargeChanges([item({ product_status: "draft" })], [method()], now())[0]).toMatch(/no longer sold/)
    expect(chargeChanges([item({ product_status: null })], [method()], now())[0]).toMatch(/no longer sold/)
  })

  it("sees a shipping option's new price, and one no longer offered for the cart", () => {
    expect(chargeChanges([item()], [method()], now({ shippingOptions: [{ id: "so_1", calculated_price: { calculated_amount: 5.9, is_calculated_price_tax_inclusive: true } }] }))).toHaveLength(1)
    expect(chargeChanges([item()], [method()], now({ shippingOptions: [] }))[0]).toMatch(/shipping ship_1/)
  })

  it("sees a tax rate changed, added or taken away, on items and on shipping", () => {
    expect(chargeChanges([item()], [method()], now({ itemTaxLines: [{ line_item_id: "item_1", rate: 7, code: "DE", rate_id: "txr_de" }] }))).toHaveLength(1)
    expect(chargeChanges([item()], [method()], now({ itemTaxLines: [] }))).toHaveLength(1)
    expect(chargeChanges([item()], [method()], now({ itemTaxLines: [{ line_item_id: "item_1", rate: 19, code: "DE", rate_id: "txr_other" }] }))).toHaveLength(1)
    expect(chargeChanges([item({ tax_lines: [] })], [method()], now())).toHaveLength(1)
    expect(chargeChanges([item()], [method()], now({ shippingTaxLines: [] }))[0]).toMatch(/shipping ship_1: tax/)
  })

  it("takes the promotions' removal of what the cart holds as given and compares what they add", () => {
    const held = item({ adjustments: [{ code: "TEN", amount: 1.18 }] })
    const actions = [
      { action: "removeItemAdjustment", item_id: "item_1", code: "TEN" },
      { action: "addItemAdjustment", item_id: "item_1", code: "TEN", amount: 1.1800000000000002 },
    ]
    expect(chargeChanges([held], [method()], now({ promotionActions: actions }))).toEqual([])
  })

  it("sees a discount changed, ended, newly applied (an automatic promotion) or a budget exceeded", () => {
    const held = item({ adjustments: [{ code: "TEN", amount: 1.18 }] })
    const remove = { action: "removeItemAdjustment", item_id: "item_1", code: "TEN" }
    expect(chargeChanges([held], [method()], now({ promotionActions: [remove, { action: "addItemAdjustment", item_id: "item_1", code: "TEN", amount: 2.36 }] }))).toHaveLength(1)
    expect(chargeChanges([held], [method()], now({ promotionActions: [remove] }))[0]).toMatch(/discounts changed/)
    expect(chargeChanges([item()], [method()], now({ promotionActions: [{ action: "addShippingMethodAdjustment", shipping_method_id: "ship_1", code: "FREESHIP", amount: 4.9 }] }))[0]).toMatch(/shipping ship_1: discounts/)
    expect(chargeChanges([item()], [method()], now({ promotionActions: [{ action: "campaignBudgetExceeded", code: "TEN" }] }))[0]).toMatch(/campaignBudgetExceeded/)
  })

  it("sees a discount for something the cart does not hold", () => {
    expect(chargeChanges([item()], [method()], now({ promotionActions: [{ action: "addItemAdjustment", item_id: "item_2", code: "X", amount: 1 }] }))[0]).toMatch(/not in the cart/)
  })
})
