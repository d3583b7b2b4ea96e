import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { listShippingOptionsForCartWorkflow } from "@medusajs/medusa/core-flows"
import { cartHouseShippingOptionIds } from "../../checkout/house-shipping-options"
import { shippingOptionHouses } from "../linked-houses"
import { type V1ShippingOption, type V2CartShippingOption, v1ShippingOption } from "@leafline/v1-store-api/lib/views/shipping-option"

const OPTION_FIELDS = ["id", "name", "price_type", "provider_id", "data", "calculated_price.calculated_amount"]

/**
 * GET /store/shipping-options/:cart_id of v1: the options v2's GET /store/shipping-options?cart_id= answers
 * (those of the tea houses whose teas the cart holds, priced for it by Medusa's workflow), in v1's shape
 * with their house. The view keeps none of the stock location the workflow reads. An unknown cart is a 404.
 */
export async function readV1CartShippingOptions(scope: MedusaContainer, cartId: string): Promise<V1ShippingOption[]> {
  const optionIds = await cartHouseShippingOptionIds(scope, cartId)
  if (!optionIds.length) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: carts }, { result: options }, houses] = await Promise.all([
    query.graph({ entity: "cart", fields: ["region_id", "currency_code"], filters: { id: cartId } }),
    listShippingOptionsForCartWorkflow(scope).run({ input: { cart_id: cartId, is_return: false, fields: OPTION_FIELDS, option_ids: optionIds } }),
    shippingOptionHouses(scope, optionIds),
  ])
  const cart = carts[0] as { region_id: string; currency_code: string }
  return (options as Omit<V2CartShippingOption, "store_id">[]).map((option) =>
    v1ShippingOption({ ...option, store_id: houses.get(option.id) ?? null }, cart),
  )
}
