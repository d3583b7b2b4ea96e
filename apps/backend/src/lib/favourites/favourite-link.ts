import { Modules } from "@medusajs/framework/utils"

export type FavoriteProductInput = { customer_id: string; product_id: string }

/** The link that makes a product one of a customer's favourites (links/customer-favorite-products.ts). */
export const favouriteLink = ({ customer_id, product_id }: FavoriteProductInput) => ({
  [Modules.CUSTOMER]: { customer_id },
  [Modules.PRODUCT]: { product_id },
})
