import type { CreateCartWorkflowInputDTO, MedusaContainer } from "@medusajs/framework/types"
import { PromotionActions } from "@medusajs/framework/utils"
import {
  transferCartCustomerWorkflow,
  updateCartPromotionsWorkflow,
  updateLineItemInCartWorkflow,
} from "@medusajs/medusa/core-flows"
import {
  type V1CartUpdate,
  type V2CartUpdate,
  addressOfUpdate,
  assertOwnCustomerId,
  currentShippingAddress,
  v2CartUpdate,
} from "./update-cart"

// Each write runs the workflow v2's route for the same path runs (Medusa's, node_modules/@medusajs/medusa/dist/api/store/carts, or ours),
// so its hooks (sold in the channel, stock, prices, promotions) hold as they do on /store.

export interface V1NewCart {
  region_id?: string
  sales_channel_id?: string
  country_code?: string
  items?: { variant_id: string; quantity: number }[]
}

/**
 * POST /store/carts: the input of the workflow v2's POST /store/carts runs (workflows/carts/create-cart.ts) for
 * the signed-in customer's cart (or a guest's).
 */
export function v1NewCartInput(body: V1NewCart, actorId: string | undefined): CreateCartWorkflowInputDTO {
  return {
    region_id: body.region_id,
    sales_channel_id: body.sales_channel_id,
    items: body.items,
    customer_id: actorId,
    ...(body.country_code ? { shipping_address: { country_code: body.country_code.toLowerCase() } } : {}),
  }
}

/**
 * POST /store/carts/:id: v2's POST /store/carts/:id with v1's fields translated (update-cart.ts), or null when
 * it changes none of them; v1's `customer_id` is the signed-in customer's own only (giveV1CartToCustomer).
 * The route runs the update through the workflow v2's route runs (workflows/carts/update-cart.ts).
 */
export async function v1CartUpdate(scope: MedusaContainer, cartId: string, body: V1CartUpdate, actorId: string | undefined): Promise<V2CartUpdate | null> {
  assertOwnCustomerId(body.customer_id, actorId)
  const [shipping, billing, currentShipping] = await Promise.all([
    addressOfUpdate(scope, body.shipping_address, actorId, "shipping_address"),
    addressOfUpdate(scope, body.billing_address, actorId, "billing_address"),
    body.country_code && body.shipping_address === undefined ? currentShippingAddress(scope, cartId) : null,
  ])
  const update = v2CartUpdate(body, { shipping, billing, currentShipping })
  return Object.keys(update).length ? update : null
}

/** v1's `customer_id` (already checked to be the signed-in customer's): v2's POST /store/carts/:id/customer. */
export async function giveV1CartToCustomer(scope: MedusaContainer, cartId: string, customerId: string) {
  await transferCartCustomerWorkflow(scope).run({ input: { id: cartId, customer_id: customerId } })
}

/** DELETE /store/carts/:id/discounts/:code: v2's DELETE /store/carts/:id/promotions with that one code. */
export async function removeV1DiscountCode(scope: MedusaContainer, cartId: string, code: string) {
  await updateCartPromotionsWorkflow(scope).run({
    input: { cart_id: cartId, promo_codes: [code], action: PromotionActions.REMOVE, force_refresh_payment_collection: true },
  })
}

/** POST /store/carts/:id/line-items/:line_id: a quantity of 0 removes the line, as in v1 and v2. */
export async function updateV1LineItem(
  scope: MedusaContainer,
  cartId: string,
  lineId: string,
  update: { quantity: number; metadata?: Record<string, unknown> },
) {
  await updateLineItemInCartWorkflow(scope).run({ input: { cart_id: cartId, item_id: lineId, update } })
}
