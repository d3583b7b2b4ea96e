import { asValue } from "@medusajs/framework/awilix"
import { createMedusaContainer, Modules } from "@medusajs/framework/utils"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateCartsStep } from "@medusajs/medusa/core-flows"
import { describe, expect, it } from "vitest"

/**
 * patches/@medusajs+core-flows+2.21.2.patch, its part on updateCartsStep: the step read the cart addresses the update
 * names by id (to put them back if the workflow fails) even when it names none, a query for nothing (`where 1 = 0`):
 * one statement of every email and addresses update, and of every completion (which only marks the cart completed).
 */
function cartModuleRecordingAddressReads(reads: unknown[]) {
  return {
    listCarts: async () => [],
    listAddresses: async (filters: unknown) => {
      reads.push(filters)
      return []
    },
    updateAddresses: async () => [],
    updateCarts: async (data: unknown[]) => data,
  }
}

const updateCartsWorkflow = createWorkflow("test-patched-update-carts", (input: { carts: Record<string, unknown>[] }) =>
  new WorkflowResponse(updateCartsStep(input.carts as never)),
)

async function addressReadsOf(carts: Record<string, unknown>[]) {
  const reads: unknown[] = []
  const container = createMedusaContainer()
  container.register(Modules.CART, asValue(cartModuleRecordingAddressReads(reads)))
  await updateCartsWorkflow(container).run({ input: { carts } })
  return reads
}

describe("updateCartsStep (patched)", () => {
  it("reads no address when the update names none by id", async () => {
    expect(await addressReadsOf([{ id: "cart_1", completed_at: new Date() }])).toEqual([])
    expect(await addressReadsOf([{ id: "cart_1", email: "a@example.com", shipping_address: { city: "Lyon", country_code: "fr" } }])).toEqual([])
  })

  it("reads the addresses it names by id, to put them back if the workflow fails", async () => {
    expect(await addressReadsOf([{ id: "cart_1", shipping_address: { id: "caaddr_1", city: "Lyon" } }])).toEqual([{ id: ["caaddr_1"] }])
  })
})
