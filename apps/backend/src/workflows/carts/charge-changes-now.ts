import { filterObjectByKeys, PromotionActions } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, type WorkflowData, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  getActionsToComputeFromPromotionsStep,
  getItemTaxLinesStep,
  getPromotionCodesToApply,
  getVariantPriceSetsStep,
} from "@medusajs/medusa/core-flows"
import { chargeChanges, type ChargesNow, type HeldItem, type HeldShippingMethod } from "../../lib/checkout/charge-changes"
import type { CartWithCodes } from "../../lib/checkout/promotion-codes-in-force"
import { cartFieldsForPricingContext, cartFieldsForRefreshSteps, completeCartFields } from "@leafline/medusa-internals"
import { pricedShippingOptions } from "./priced-shipping-options"
import { codesInForceStep } from "./steps/codes-in-force"

/** What a cart is read with to be priced again (chargeChangesNow): what Medusa's cart refresh reads, so the modules are
 * asked with the same context the refresh gives them, and what the check and the session need. */
export const CART_FIELDS_TO_PRICE = [...cartFieldsForRefreshSteps, "items.variant.product.status", "payment_collection.payment_sessions.provider_id"]
// What the completion's validate hook checks (workflows/hooks/complete-cart-validate.ts): each tea's channels, each
// tea's and shipping option's house.
const COMPLETION_CHECK_FIELDS = [
  "items.variant.id", "items.variant.product.title", "items.variant.product.sales_channels.id",
  "items.product.seller_store.id", "items.product.seller_store.name",
  "shipping_methods.shipping_option.seller_store.id", "shipping_methods.shipping_option.seller_store.name",
]
/** What the completion reads the cart with, once: what Medusa's completion makes the order of, what pricing it again asks, and what its checks need. */
export const COMPLETION_CART_FIELDS = [...new Set([...completeCartFields, ...CART_FIELDS_TO_PRICE, ...COMPLETION_CHECK_FIELDS])]

type Item = HeldItem & { quantity: number; variant?: { product?: { status?: string } | null } | null }
export type HeldCart = {
  id: string
  completed_at?: string | Date | null
  total: number
  currency_code: string
  region_id: string
  region?: Record<string, unknown> | null
  customer?: { id: string } | null
  items?: (Item | null)[] | null
  shipping_methods?: (HeldShippingMethod & { data?: Record<string, unknown> | null })[] | null
  promotions?: ({ code?: string | null } | null)[] | null
  payment_collection?: { id: string; payment_sessions?: ({ provider_id: string } | null)[] | null } | null
}

const itemsOf = (cart: HeldCart) => (cart.items ?? []).filter((i): i is Item => !!i)
const isOpen = (cart: HeldCart) => !cart.completed_at

/** Each item's pricing input, built as Medusa's refresh builds it (get-variants-and-items-with-prices). */
function itemPricingInputs(cart: HeldCart) {
  const baseContext = {
    ...filterObjectByKeys(cart, cartFieldsForPricingContext),
    customer: cart.customer,
    region: cart.region,
    currency_code: cart.currency_code ?? cart.region?.currency_code,
    region_id: cart.region_id,
    customer_id: (cart as { customer_id?: string }).customer_id,
  }
  return itemsOf(cart)
    .filter((item) => item.variant_id)
    .map((item) => ({
      id: item.id,
      variantId: item.variant_id as string,
      context: { ...baseContext, quantity: item.quantity, is_custom_price: !!item.unit_price },
    }))
}

/**
 * What placing the order would change in an open cart's charges (lib/checkout/charge-changes.ts), asked of Medusa's
 * modules without writing anything: each tea's price, each shipping option's price for the cart, the taxes and the
 * promotions' discounts now. Empty when all match what the cart holds (nearly always). Composed into
 * chargeChangesNowWorkflow below, from a cart read with `readWith` (at least CART_FIELDS_TO_PRICE): the options of
 * its methods are priced from it, not from a read of their own (priced-shipping-options.ts).
 */
export function chargeChangesNow(held: WorkflowData<HeldCart>, readWith: string[]) {
  const shippingOptions = when("shipping-to-check", { held }, ({ held }) => isOpen(held) && !!held.shipping_methods?.length).then(() =>
    pricedShippingOptions(
      transform({ held }, ({ held }) => ({
        cart: held,
        readWith,
        is_return: false,
        options: (held.shipping_methods ?? []).map((m) => ({ id: m.shipping_option_id as string, data: m.data ?? undefined })),
      })),
    ),
  )
  const prices = when("prices-to-check", { held }, ({ held }) => isOpen(held) && itemPricingInputs(held).length > 0).then(() =>
    getVariantPriceSetsStep(transform({ held }, ({ held }) => ({ data: itemPricingInputs(held) }))),
  )
  const taxes = when("taxes-to-check", { held }, ({ held }) => isOpen(held)).then(() =>
    getItemTaxLinesStep(
      transform({ held }, ({ held }) => ({
        orderOrCart: held as never,
        items: itemsOf(held) as never,
        shipping_methods: (held.shipping_methods ?? []) as never,
      })),
    ),
  )
  const promotionCodes = when("promotions-to-list", { held }, ({ held }) => isOpen(held)).then(() =>
    getPromotionCodesToApply({
      cart: held as never,
      promo_codes: transform({ held }, ({ held }) => (held.promotions ?? []).map((p) => p?.code).filter((c): c is string => !!c)),
      action: PromotionActions.REPLACE,
    }),
  )
  const promotionActions = when("promotions-to-check", { held }, ({ held }) => isOpen(held)).then(() =>
    getActionsToComputeFromPromotionsStep({ computeActionContext: held as never, promotionCodesToApply: promotionCodes as never }),
  )

  return transform({ held, shippingOptions, prices, taxes, promotionActions }, (now) => {
    if (!isOpen(now.held)) return [] as string[]
    const chargesNow: ChargesNow = {
      prices: (now.prices ?? {}) as ChargesNow["prices"],
      shippingOptions: (now.shippingOptions ?? []) as ChargesNow["shippingOptions"],
      itemTaxLines: (now.taxes?.lineItemTaxLines ?? []) as ChargesNow["itemTaxLines"],
      shippingTaxLines: (now.taxes?.shippingMethodsTaxLines ?? []) as ChargesNow["shippingTaxLines"],
      promotionActions: (now.promotionActions ?? []) as ChargesNow["promotionActions"],
    }
    const items = itemsOf(now.held).map((item) => ({ ...item, product_status: item.variant?.product?.status ?? null }))
    return chargeChanges(items, now.held.shipping_methods ?? [], chargesNow)
  })
}

/**
 * What an open cart's held codes and charges come to now, before its order is placed: a code that no longer applies
 * is refused, named (codesInForceStep); then the changes placing the order would make (chargeChangesNow), from the
 * cart as the completion read it (COMPLETION_CART_FIELDS). It writes
 * nothing and is not stored: the completion (workflows/carts/complete-cart.ts) runs it inside one step of its own
 * (steps/charges-now.ts), so its six steps are not checkpoints of the stored completion (each one a copy of the
 * whole run to Redis and PostgreSQL), a process that dies in it has written nothing, and only the list of changes
 * is kept in the completion's run.
 */
export const chargeChangesNowWorkflow = createWorkflow("leafline-charge-changes-now", (input: WorkflowData<{ cart: HeldCart & CartWithCodes }>) => {
  const cart = transform({ input }, ({ input }) => input.cart)
  codesInForceStep({ cart })
  return new WorkflowResponse(chargeChangesNow(cart, COMPLETION_CART_FIELDS))
})
