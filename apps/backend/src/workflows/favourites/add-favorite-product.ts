import { ProductStatus } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { type FavoriteProductInput, favouriteLink } from "../../lib/favourites/favourite-link"
import { listFavoriteProductsStep } from "./steps/list-favorite-products"

/** Adds a product to a customer's favourites (once) and returns the customer's favourite product ids. */
export const addFavoriteProductWorkflow = createWorkflow("add-favorite-product", (input: FavoriteProductInput) => {
  // Only a product the shop sells can be favoured: an unknown or unpublished one is a 404.
  useQueryGraphStep({
    entity: "product",
    fields: ["id"],
    filters: { id: input.product_id, status: ProductStatus.PUBLISHED },
    options: { throwIfKeyNotFound: true },
  }).config({ name: "find-published-product" })

  const { data: favorites } = listFavoriteProductsStep(input.customer_id)

  // Links only what is missing, so a rollback never dismisses a favourite that was there before.
  const missing = transform({ input, favorites }, ({ input, favorites }) =>
    favorites.some((favorite) => favorite.product_id === input.product_id)
      ? []
      : [favouriteLink(input)],
  )
  createRemoteLinkStep(missing)

  const favoriteProductIds = transform({ input, favorites }, ({ input, favorites }) => [
    ...new Set([...favorites.map((favorite) => favorite.product_id as string), input.product_id]),
  ])
  return new WorkflowResponse(favoriteProductIds)
})
