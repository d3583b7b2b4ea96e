import { filterObjectByKeys, PromotionActions } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createPaymentSessionsWorkflow,
  getActionsToComputeFromPromotionsStep,
  getItemTaxLinesStep,
  getPromotionCodesToApply,
  getVariantPriceSetsStep,
  listShippingOptionsForCartWithPricingWorkflow,
  refreshCartItemsWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { chargeChanges, type ChargesNow, type HeldItem, type HeldShippingMethod, type RepricedCart } from "../../lib/checkout/charge-changes"

// What Medusa's cart refresh reads a cart with (core-flows' cartFieldsForRefreshSteps, not exported), so the
// modules are asked with the same context the refresh gives them; and what the check and the session need.
const MEDUSA_REFRESH_FIELDS = [
  "id", "email", "currency_code", "quantity", "subtotal", "original_item_total", "item_total", "locale", "total",
  "original_item_subtotal", "item_subtotal", "shipping_subtotal", "region_id", "metadata", "completed_at",
  "sales_channel_id", "region.*", "items.*", "items.product.id", "items.product.is_giftcard",
  "items.product.collection_id", "items.product.categories.id", "items.product.tags.id", "items.product.type_id",
  "items.product.weight", "items.variant.id", "items.variant.product.id", "items.variant.product.shipping_profile.id",
  "items.variant.weight", "items.variant.length", "items.variant.height", "items.variant.width",
  "items.variant.material", "items.adjustments.*", "items.tax_lines.*", "shipping_address.*", "shipping_methods.*",
  "shipping_methods.adjustments.*", "shipping_methods.tax_lines.*", "shipping_methods.shipping_option.shipping_option_type_id",
  "shipping_methods.shipping_option.shipping_profile_id", "customer.*", "customer.groups.*", "promotions.id",
  "promotions.code", "payment_collection.id", "payment_collection.raw_amount", "payment_collection.amount",
  "payment_collection.currency_code", "payment_collection.payment_sessions.id",
]
const CART_FIELDS = [...MEDUSA_REFRESH_FIELDS, "items.variant.product.status", "payment_collection.payment_sessions.provider_id"]
// The cart's fields Medusa puts in the pricing context (core-flows' cartFieldsForPricingContext).
const PRICING_CONTEXT_FIELDS = [
  "id", "sales_channel_id", "currency_code", "region_id", "shipping_address.city", "shipping_address.country_code",
  "shipping_address.province", "shipping_address.postal_code", "item_total", "total", "locale", "customer.id",
  "email", "customer.groups.id",
]
const TOTAL_FIELDS = ["id", "total", "payment_collection.id", "payment_collection.payment_sessions.provider_id"]

type Item = HeldItem & { quantity: number; variant?: { product?: { status?: string } | null } | null }
type HeldCart = {
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
    ...filterObjectByKeys(cart, PRICING_CONTEXT_FIELDS),
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
 * Prices an open cart as the shop prices it now. First it asks Medusa's modules, without writing, what they
 * charge now: each tea's price, each shipping option's price for the cart, the taxes and the promotions'
 * discounts. When all match what the cart holds (nearly always), nothing is written. Otherwise Medusa's own
 * refresh rewrites the cart; when the total changed, that drops the payment session (its amount was the old
 * total), and a new one is made with the provider the shopper had chosen, so placing the order again needs
 * no other step. A completed cart is left alone.
 */
export const repriceCartWorkflow = createWorkflow("reprice-cart", (input: { cart_id: string }) => {
  const { data } = useQueryGraphStep({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { id: input.cart_id },
    options: { isList: false, throwIfKeyNotFound: true },
  }).config({ name: "cart-before" })
  const held = transform({ data }, ({ data }) => data as unknown as HeldCart)

  const shippingOptions = when("shipping-to-check", { held }, ({ held }) => isOpen(held) && !!held.shipping_methods?.length).then(() =>
    listShippingOptionsForCartWithPricingWorkflow.runAsStep({
      input: transform({ held }, ({ held }) => ({
        cart_id: held.id,
        is_return: false,
        options: (held.shipping_methods ?? []).map((m) => ({ id: m.shipping_option_id as string, data: m.data ?? undefined })),
      })),
    }),
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

  const changes = transform({ held, shippingOptions, prices, taxes, promotionActions }, (now) => {
    if (!isOpen(now.held)) return []
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

  const after = when("charges-changed", { changes }, ({ changes }) => changes.length > 0).then(() => {
    refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, force_refresh: true } })
    return useQueryGraphStep({
      entity: "cart",
      fields: TOTAL_FIELDS,
      filters: { id: input.cart_id },
      options: { isList: false },
    }).config({ name: "cart-after" })
  })

  const lostSession = transform({ held, after }, ({ held, after }) => {
    const now = after?.data as HeldCart | undefined
    const provider = held.payment_collection?.payment_sessions?.find(Boolean)?.provider_id
    const kept = now?.payment_collection?.payment_sessions?.some(Boolean)
    if (!provider || kept || !now?.payment_collection) return null
    return { payment_collection_id: now.payment_collection.id, provider_id: provider, customer_id: held.customer?.id }
  })
  when("payment-session-lost", { lostSession }, ({ lostSession }) => !!lostSession).then(() => {
    createPaymentSessionsWorkflow.runAsStep({ input: lostSession as NonNullable<typeof lostSession> })
  })

  const result = transform({ held, after, changes }, ({ held, after, changes }): RepricedCart => {
    const now = (after?.data as HeldCart | undefined) ?? held
    return { open: isOpen(held), currency_code: held.currency_code, total_before: held.total, total_after: now.total, changes }
  })
  return new WorkflowResponse(result)
})
