import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { dismissRemoteLinkStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import CustomerFavoriteProducts from "../../links/customer-favorite-products"
import type { FavoriteProductInput } from "./add-favorite-product"

/**
 * Removes a product from a customer's favourites and returns the ids left. Removing one that is not a
 * favourite changes nothing; an unknown product is a 404 (an unpublished one can still be removed).
 */
export const removeFavoriteProductWorkflow = createWorkflow("remove-favorite-product", (input: FavoriteProductInput) => {
  useQueryGraphStep({
    entity: "product",
    fields: ["id"],
    filters: { id: input.product_id },
    options: { throwIfKeyNotFound: true },
  }).config({ name: "find-product" })

  const { data: favorites } = useQueryGraphStep({
    entity: CustomerFavoriteProducts.entryPoint,
    fields: ["product_id"],
    filters: { customer_id: input.customer_id },
  }).config({ name: "list-favorite-products" })

  const present = transform({ input, favorites }, ({ input, favorites }) =>
    favorites.some((favorite) => favorite.product_id === input.product_id)
      ? [{ [Modules.CUSTOMER]: { customer_id: input.customer_id }, [Modules.PRODUCT]: { product_id: input.product_id } }]
      : [],
  )
  dismissRemoteLinkStep(present)

  const favoriteProductIds = transform({ input, favorites }, ({ input, favorites }) =>
    favorites.map((favorite) => favorite.product_id as string).filter((id) => id !== input.product_id),
  )
  return new WorkflowResponse(favoriteProductIds)
})
