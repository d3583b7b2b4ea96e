import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { v1NewCartInput } from "../../../../lib/carts/cart-writes"
import type { V1CartAnswer } from "../../../../lib/carts/cart-answer"
import { readV1Cart } from "../../../../lib/carts/read-cart"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../../../../lib/shop-workflows"
import type { V1StoreCreateCartType } from "./validators"

/** POST /store/carts of v1: v2's POST /store/carts (the signed-in customer's cart, the shop's workflow), answered in v1's shape. */
export async function POST(req: MedusaStoreRequest<V1StoreCreateCartType>, res: MedusaResponse<V1CartAnswer>) {
  const cart = await runShopWorkflow<{ id: string }>(req.scope, SHOP_WORKFLOWS.createCart, v1NewCartInput(req.validatedBody, req.auth_context?.actor_id))
  res.json({ cart: await readV1Cart(req.scope, cart.id) })
}
