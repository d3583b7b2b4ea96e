import "server-only"
import type { HttpTypes } from "@medusajs/types"
import { fetchCatalogue } from "./fetch"

export async function listProductTypes(): Promise<HttpTypes.StoreProductType[]> {
  const { product_types } = await fetchCatalogue<HttpTypes.StoreProductTypeListResponse>("/store/product-types", {
    fields: "id,value,metadata",
    order: "value",
    limit: 50,
  })
  return product_types
}
