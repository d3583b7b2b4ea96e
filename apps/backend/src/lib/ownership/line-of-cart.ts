import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * A line item is reached only through the cart that holds it: Medusa's deleteLineItemsWorkflow deletes
 * the lines it is given whatever cart holds them, so without this check DELETE through one's own cart's
 * path would delete a line of anyone's cart. A line of another cart is the same 404 as an unknown one.
 */
export async function assertLineOfCart(scope: MedusaContainer, cartId: string, lineId: string) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "line_item", fields: ["id"], filters: { id: lineId, cart_id: cartId } })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Line item with id: ${lineId} was not found`)
}
