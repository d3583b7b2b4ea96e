import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import SellerStoreProduct from "../../links/seller-store-product"

/**
 * The tea house of each product named: product id → house id. Read through the link table, as a line's
 * own fields come whole only (`*items`) and Query then drops them when a relation under the line is named too.
 */
export async function productHouses(scope: MedusaContainer, productIds: (string | null | undefined)[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(productIds.filter((id): id is string => !!id))]
  const houses = new Map<string, string | null>(ids.map((id) => [id, null]))
  if (!ids.length) return houses
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: SellerStoreProduct.entryPoint,
    fields: ["product_id", "seller_store_id"],
    filters: { product_id: ids },
  })
  for (const link of data as { product_id: string; seller_store_id: string }[]) houses.set(link.product_id, link.seller_store_id)
  return houses
}
