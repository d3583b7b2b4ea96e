import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { createProductsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { TeaDetailsBody } from "../../api/admin/products/validators"
import { applyTeaDetails, restoreTeaDetails } from "../tea-details/apply-tea-details"
import type { TeaDetailsInput } from "../tea-details/types"

// Staff can send a tea's house, attributes and rating with the product itself, as `additional_data`
// on Medusa's product routes (validated in api/admin/products/middlewares.ts); they then belong to
// the same workflow and are rolled back with it.
const toItems = (productIds: string[], data: TeaDetailsBody | undefined): TeaDetailsInput[] =>
  data && (data.store_id || data.tea_attributes || data.rating)
    ? productIds.map((product_id) => ({
        product_id,
        store_id: data.store_id,
        attributes: data.tea_attributes,
        rating: data.rating,
      }))
    : []

createProductsWorkflow.hooks.productsCreated(
  async ({ products, additional_data }, { container }) => {
    const previous = await applyTeaDetails(container, toItems(products.map((p) => p.id), additional_data as TeaDetailsBody))
    return new StepResponse(undefined, previous)
  },
  async (previous, { container }) => {
    if (previous) await restoreTeaDetails(container, previous)
  },
)

updateProductsWorkflow.hooks.productsUpdated(
  async ({ products, additional_data }, { container }) => {
    const previous = await applyTeaDetails(container, toItems(products.map((p) => p.id), additional_data as TeaDetailsBody))
    return new StepResponse(undefined, previous)
  },
  async (previous, { container }) => {
    if (previous) await restoreTeaDetails(container, previous)
  },
)
