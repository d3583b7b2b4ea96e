import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { assertReachable } from "../../../../../../lib/ownership/only-its-customer"
import { orderIdOfCart, readV1Order } from "../../../../../../lib/v1/read-order"
import type { V1Order } from "@leafline/v1-store-api/lib/views/order"

/**
 * v1's `GET /store/orders/cart/:cart_id` → `{ order }`: the order placed from the cart, for those who may
 * reach both (lib/ownership). An unknown cart, one without an order and one of someone else answer the same 404.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ order: V1Order }>) {
  const cartId = req.params.cart_id
  const notFound = () => new MedusaError(MedusaError.Types.NOT_FOUND, `Order of cart ${cartId} was not found`)
  const orderId = await orderIdOfCart(req.scope, cartId)
  if (!orderId) throw notFound()
  try {
    await assertReachable(req, "cart", cartId)
    await assertReachable(req, "order", orderId)
  } catch (error) {
    if ((error as MedusaError).type === MedusaError.Types.NOT_FOUND) throw notFound()
    throw error
  }
  res.json({ order: await readV1Order(req.scope, orderId) })
}
