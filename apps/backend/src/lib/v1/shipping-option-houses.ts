import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import SellerStoreShippingOption from "../../links/seller-store-shipping-option"

/** The tea house of each shipping option named (v2's shipping methods do not carry it): option id → house id. */
export async function shippingOptionHouses(scope: MedusaContainer, optionIds: (string | null | undefined)[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(optionIds.filter((id): id is string => !!id))]
  const houses = new Map<string, string | null>(ids.map((id) => [id, null]))
  if (!ids.length) return houses
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: SellerStoreShippingOption.entryPoint,
    fields: ["shipping_option_id", "seller_store_id"],
    filters: { shipping_option_id: ids },
  })
  for (const link of data as { shipping_option_id: string; seller_store_id: string }[]) houses.set(link.shipping_option_id, link.seller_store_id)
  return houses
}
