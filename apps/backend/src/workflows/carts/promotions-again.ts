import { CartWorkflowEvents, PromotionActions } from "@medusajs/framework/utils"
import { parallelize, transform, when, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, refreshPaymentCollectionForCartWorkflow, releaseLockStep, updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { anyAutomaticPromotionStep } from "./steps/any-automatic-promotion"

/** What of a cart tells whether its promotions could change. */
type PromotedCart = {
  promotions?: ({ code?: string | null } | null)[] | null
  items?: ({ adjustments?: unknown[] | null } | null)[] | null
  shipping_methods?: ({ adjustments?: unknown[] | null } | null)[] | null
}

/**
 * Part of a cart workflow of ours: the cart's promotions worked out again over the whole cart, with its codes,
 * as Medusa's refresh ends. Without a code, an adjustment or an automatic promotion in the shop, Medusa's run
 * finds nothing to apply or remove: skipped, with the cart read it costs. Answers whether they ran.
 */
export function promotionsAgain(cartId: WorkflowData<string> | string, cart: WorkflowData<PromotedCart>) {
  const promoCodes = transform({ cart }, ({ cart }) => (cart.promotions ?? []).map((promotion) => promotion?.code).filter((code): code is string => !!code))
  const automatic = anyAutomaticPromotionStep()
  const promotionsMayChange = transform({ cart, promoCodes, automatic }, ({ cart, promoCodes, automatic }) => {
    const adjusted = [...(cart.items ?? []), ...(cart.shipping_methods ?? [])].some((line) => line?.adjustments?.length)
    return automatic || adjusted || promoCodes.length > 0
  })
  when("promotions-may-change", { promotionsMayChange }, ({ promotionsMayChange }) => promotionsMayChange).then(() => {
    updateCartPromotionsWorkflow.runAsStep({
      input: { cart_id: cartId as string, promo_codes: promoCodes, action: PromotionActions.REPLACE, force_refresh_payment_collection: false },
    })
  })
  return promotionsMayChange
}

/**
 * How a cart write of ours that holds the cart's lock ends (add item, the shipping method), as Medusa's refresh
 * does: the promotions again, the payment collection's amount following the cart's new total (read afresh there)
 * when it has one, the cart's update announced and its lock let go.
 */
export function promotionsAgainAndRelease(cartId: string, cart: WorkflowData<PromotedCart & { payment_collection?: { id: string } | null }>) {
  promotionsAgain(cartId, cart)
  when("cart-has-payment-collection", { cart }, ({ cart }) => !!cart.payment_collection).then(() => {
    refreshPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: cartId } })
  })
  parallelize(emitEventStep({ eventName: CartWorkflowEvents.UPDATED, data: { id: cartId } }), releaseLockStep({ key: cartId }))
}
