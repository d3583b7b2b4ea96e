import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1CartShippingOptions } from "../../../../../lib/carts/cart-shipping-options"
import type { V1ShippingOption } from "../../../../../lib/views/shipping-option"

/** GET /store/shipping-options/:cart_id of v1: v2's GET /store/shipping-options?cart_id= in v1's shape. */
export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ shipping_options: V1ShippingOption[] }>) {
  res.json({ shipping_options: await readV1CartShippingOptions(req.scope, req.params.cart_id) })
}
