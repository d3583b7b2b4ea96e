import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shippingOptionHouses } from "../linked-houses"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../shop-workflows"
import { type V1ShippingOption, type V2CartShippingOption, v1ShippingOption } from "../views/shipping-option"

const OPTION_FIELDS = ["id", "name", "price_type", "provider_id", "data", "calculated_price.calculated_amount"]

/**
 * GET /store/shipping-options/:cart_id of v1: the options v2's GET /store/shipping-options?cart_id= answers,
 * through the same workflow of the shop (those of the tea houses whose teas the cart holds, priced for it by
 * Medusa's workflow), in v1's shape with their house. The view keeps none of the stock location the workflow
 * reads. An unknown cart is a 404.
 */
export async function readV1CartShippingOptions(scope: MedusaContainer, cartId: string): Promise<V1ShippingOption[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const options = await runShopWorkflow<Omit<V2CartShippingOption, "store_id">[]>(scope, SHOP_WORKFLOWS.listHouseShippingOptions, {
    cart_id: cartId,
    is_return: false,
    fields: OPTION_FIELDS,
  })
  if (!options.length) return []
  const [{ data: carts }, houses] = await Promise.all([
    query.graph({ entity: "cart", fields: ["region_id", "currency_code"], filters: { id: cartId } }),
    shippingOptionHouses(scope, options.map((option) => option.id)),
  ])
  const cart = carts[0] as { region_id: string; currency_code: string }
  return options.map((option) => v1ShippingOption({ ...option, store_id: houses.get(option.id) ?? null }, cart))
}
