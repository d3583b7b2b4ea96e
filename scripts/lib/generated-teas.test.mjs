import { describe, expect, it } from "vitest"
import { generatedTea, random } from "./generated-teas.mjs"

const context = { typeIds: ["ptyp_a", "ptyp_b"], storeIds: ["sstore_a", "sstore_b"], salesChannelIds: ["sc_1"], shippingProfileId: "sp_1" }

describe("generated teas", () => {
  it("are the same for the same number, and differ between numbers", () => {
    expect(generatedTea(7, context)).toEqual(generatedTea(7, context))
    expect(generatedTea(7, context).title).not.toBe(generatedTea(8, context).title)
    expect(random(1)()).toBe(random(1)())
  })

  it("have unique handles and SKUs, three sizes priced in five currencies, and tea details", () => {
    const tea = generatedTea(41, context)
    expect(tea.handle).toBe("generated-tea-42")
    expect(tea.variants.map((v) => v.sku)).toEqual(["GEN-42-50G", "GEN-42-100G", "GEN-42-250G"])
    for (const variant of tea.variants) {
      expect(variant.prices.map((p) => p.currency_code).sort()).toEqual(["chf", "eur", "gbp", "jpy", "usd"])
      for (const price of variant.prices) expect(price.amount).toBeGreaterThan(0)
    }
    const eur = tea.variants.map((v) => v.prices.find((p) => p.currency_code === "eur").amount)
    expect(eur).toEqual([...eur].sort((a, b) => a - b))
    expect(context.storeIds).toContain(tea.additional_data.store_id)
    expect(["none", "low", "medium", "high"]).toContain(tea.additional_data.tea_attributes.caffeine)
  })
})
