import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import CustomerFavoriteProducts from "../../../links/customer-favorite-products"

/** The customer's favourites as they stand, for a favourites workflow to change. */
export const listFavoriteProductsStep = (customerId: string) =>
  useQueryGraphStep({
    entity: CustomerFavoriteProducts.entryPoint,
    fields: ["product_id"],
    filters: { customer_id: customerId },
  }).config({ name: "list-favorite-products" })
