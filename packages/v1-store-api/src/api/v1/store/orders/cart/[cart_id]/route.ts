import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { orderIdOfCart, readV1Order } from "../../../../../../lib/orders/read-order"
import type { V1Order } from "../../../../../../lib/views/order"

/**
 * v1's `GET /store/orders/cart/:cart_id` → `{ order }`: the order placed from the cart, for those who may
 * reach both (the back end's ownership middleware for this path, which answers someone else's cart or order
 * with the same 404 as a cart without an order).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ order: V1Order }>) {
  const orderId = await orderIdOfCart(req.scope, req.params.cart_id)
  if (!orderId) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order of cart ${req.params.cart_id} was not found`)
  res.json({ order: await readV1Order(req.scope, orderId) })
}
