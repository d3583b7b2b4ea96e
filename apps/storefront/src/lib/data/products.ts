import "server-only"
import type { HttpTypes } from "@medusajs/types"
import type { ShopperRegion } from "./regions"
import { fetchCatalogue } from "./fetch"

/** What a product card shows: no more, so responses stay small and cacheable. */
const CARD_FIELDS =
  "id,title,handle,subtitle,thumbnail,created_at,type.id,type.value,variants.id,variants.title,*variants.calculated_price"

export async function listProductCards(
  { region, countryCode }: ShopperRegion,
  query: { limit: number; order?: string; type_id?: string[] },
): Promise<HttpTypes.StoreProduct[]> {
  const { products } = await fetchCatalogue<HttpTypes.StoreProductListResponse>("/store/products", {
    ...query,
    region_id: region.id,
    country_code: countryCode,
    fields: CARD_FIELDS,
  })
  return products
}
