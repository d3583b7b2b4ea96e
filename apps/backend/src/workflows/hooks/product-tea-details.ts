import type { MedusaContainer } from "@medusajs/framework/types"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { createProductsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { applyTeaDetails, restoreTeaDetails } from "../../lib/tea-details/apply-tea-details"
import type { TeaDetailsData, TeaDetailsInput } from "../../lib/tea-details/types"

// Staff can send a tea's house, attributes and rating with the product itself, as `additional_data`
// on Medusa's product routes (validated in api/admin/products/middlewares.ts); they then belong to
// the same workflow and are rolled back with it.
const toItems = (productIds: string[], data: TeaDetailsData | undefined): TeaDetailsInput[] =>
  data && (data.store_id || data.tea_attributes || data.rating)
    ? productIds.map((product_id) => ({
        product_id,
        store_id: data.store_id,
        attributes: data.tea_attributes,
        rating: data.rating,
      }))
    : []

type HookInput = { products: { id: string }[]; additional_data?: Record<string, unknown> }
type Previous = Awaited<ReturnType<typeof applyTeaDetails>>

async function applyAdditionalData({ products, additional_data }: HookInput, { container }: { container: MedusaContainer }) {
  const previous = await applyTeaDetails(container, toItems(products.map((p) => p.id), additional_data as TeaDetailsData))
  return new StepResponse(undefined, previous)
}

async function undoAdditionalData(previous: Previous | undefined, { container }: { container: MedusaContainer }) {
  if (previous) await restoreTeaDetails(container, previous)
}

createProductsWorkflow.hooks.productsCreated(applyAdditionalData, undoAdditionalData)
updateProductsWorkflow.hooks.productsUpdated(applyAdditionalData, undoAdditionalData)
