import { createMedusaContainer, Modules } from "@medusajs/framework/utils"
import { asValue } from "@medusajs/framework/awilix"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { getItemTaxLinesStep } from "@medusajs/medusa/core-flows"
import { describe, expect, it } from "vitest"

/**
 * patches/@medusajs+core-flows+2.21.2.patch, its part on getItemTaxLinesStep: the step asked the Tax Module for a cart's
 * lines and for its shipping methods in two calls, each reading the tax regions and rates again (three statements a
 * call); the module takes both in one call and answers each line's tax lines by its key (`line_item_id`,
 * `shipping_line_id`), so the step asks once.
 */
const cart = {
  id: "cart_1",
  currency_code: "eur",
  region: { automatic_taxes: true },
  shipping_address: { country_code: "de" },
  items: [],
}
const items = [{ id: "item_1", product_id: "prod_1", product_type_id: null, quantity: 2, unit_price: 10 }]
const shippingMethods = [{ id: "sm_1", shipping_option_id: "so_1", amount: 5 }]

function taxModuleRecordingCalls(calls: unknown[][]) {
  return {
    getTaxLines: async (lines: Record<string, unknown>[]) => {
      calls.push(lines)
      return lines.map((line) =>
        "shipping_option_id" in line
          ? { shipping_line_id: line.id, rate: 19, code: "de", name: "USt.", provider_id: "tp_system" }
          : { line_item_id: line.id, rate: 7, code: "de-tea", name: "USt. ermäßigt", provider_id: "tp_system" },
      )
    },
  }
}

const taxLinesWorkflow = createWorkflow("test-patched-item-tax-lines", (input: { items: unknown[]; shipping_methods: unknown[] }) =>
  new WorkflowResponse(getItemTaxLinesStep({ orderOrCart: cart as never, items: input.items as never, shipping_methods: input.shipping_methods as never })),
)

async function taxLinesOf(input: { items: unknown[]; shipping_methods: unknown[] }) {
  const calls: unknown[][] = []
  const container = createMedusaContainer()
  container.register(Modules.TAX, asValue(taxModuleRecordingCalls(calls)))
  const { result } = await taxLinesWorkflow(container).run({ input })
  return { calls, result: result as unknown as { lineItemTaxLines: Record<string, unknown>[]; shippingMethodsTaxLines: Record<string, unknown>[] } }
}

describe("getItemTaxLinesStep (patched)", () => {
  it("asks the Tax Module once for a cart's lines and shipping methods, and answers each one's tax lines", async () => {
    const { calls, result } = await taxLinesOf({ items, shipping_methods: shippingMethods })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toHaveLength(2)
    expect(result.lineItemTaxLines).toEqual([expect.objectContaining({ line_item_id: "item_1", rate: 7 })])
    expect(result.shippingMethodsTaxLines).toEqual([expect.objectContaining({ shipping_line_id: "sm_1", rate: 19 })])
  })

  it("asks for the lines alone, or the shipping methods alone, as before", async () => {
    const lines = await taxLinesOf({ items, shipping_methods: [] })
    expect(lines.calls).toHaveLength(1)
    expect(lines.result).toEqual({ lineItemTaxLines: [expect.objectContaining({ line_item_id: "item_1" })], shippingMethodsTaxLines: [] })
    const shipping = await taxLinesOf({ items: [], shipping_methods: shippingMethods })
    expect(shipping.calls).toHaveLength(1)
    expect(shipping.result).toEqual({ lineItemTaxLines: [], shippingMethodsTaxLines: [expect.objectContaining({ shipping_line_id: "sm_1" })] })
  })
})
