import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { dismissRemoteLinkStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { type FavoriteProductInput, favouriteLink } from "../../lib/favourites/favourite-link"
import { listFavoriteProductsStep } from "./steps/list-favorite-products"

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

  const { data: favorites } = listFavoriteProductsStep(input.customer_id)

  const present = transform({ input, favorites }, ({ input, favorites }) =>
    favorites.some((favorite) => favorite.product_id === input.product_id)
      ? [favouriteLink(input)]
      : [],
  )
  dismissRemoteLinkStep(present)

  const favoriteProductIds = transform({ input, favorites }, ({ input, favorites }) =>
    favorites.map((favorite) => favorite.product_id as string).filter((id) => id !== input.product_id),
  )
  return new WorkflowResponse(favoriteProductIds)
})
