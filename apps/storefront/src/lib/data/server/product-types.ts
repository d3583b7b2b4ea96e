import "server-only"
import type { HttpTypes } from "@medusajs/types"
import { readCatalogue } from "./read-catalogue"

/** The featured tea types: the header's navigation, the home page's tiles and the listing's categories. */
export async function listFeaturedTypes(): Promise<HttpTypes.StoreProductType[]> {
  const { product_types } = await readCatalogue<HttpTypes.StoreProductTypeListResponse>("/store/product-types", {
    // Without `fields` the route answers with every type's products.
    fields: "id,value,metadata",
    is_featured: true,
    order: "value",
    limit: 50,
  })
  return product_types
}
