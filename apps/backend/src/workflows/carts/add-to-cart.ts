import type { CartDTO, CreateLineItemForCartDTO } from "@medusajs/framework/types"
import { deduplicate, filterObjectByKeys } from "@medusajs/framework/utils"
import { createHook, createWorkflow, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  confirmVariantInventoryWorkflow,
  createLineItemsStep,
  getLineItemActionsStep,
  getLineItemPricingQuantitiesStep,
  getTranslatedLineItemsStep,
  refreshCartShippingMethodsWorkflow,
  updateLineItemsStep,
  upsertTaxLinesWorkflow,
  validateLineItemPricesStep,
} from "@medusajs/medusa/core-flows"
import {
  cartFieldsForPricingContext,
  getVariantsAndItemsWithPrices,
  productVariantsFields,
  requiredVariantFieldsForInventoryConfirmation,
} from "@leafline/medusa-internals"
import { lockedOpenCart } from "./locked-open-cart"
import { promotionsAgainAndRelease } from "./promotions-again"
import { addedTeasRulesStep } from "./steps/added-teas-rules"

export type AddedTea = { variant_id: string; quantity: number; metadata?: Record<string, unknown> | null }
export type AddToCartInput = { cart_id: string; items: AddedTea[]; additional_data?: Record<string, unknown> }

// Once, what every step below needs of the cart: what Medusa's add-to-cart reads (the pricing context), its lines (the
// cart's limits), what its tax lines are worked out from (upsertTaxLinesWorkflow's fields), whether it has shipping
// methods, its codes and adjustments (whether the promotions can change) and its payment collection.
const MEDUSAS_CART_FIELDS = ["completed_at", "locale", ...cartFieldsForPricingContext]
const CART_FIELDS = deduplicate([
  ...MEDUSAS_CART_FIELDS,
  "items.id", "items.variant_id", "items.quantity", "items.metadata", "items.adjustments.id",
  "region.id", "region.automatic_taxes",
  "customer.email", "customer.metadata",
  "shipping_address.id", "shipping_address.address_1", "shipping_address.address_2", "shipping_address.city",
  "shipping_address.postal_code", "shipping_address.country_code", "shipping_address.region_code",
  "shipping_address.province", "shipping_address.metadata",
  "shipping_methods.id", "shipping_methods.name", "shipping_methods.shipping_option_id", "shipping_methods.amount",
  "shipping_methods.adjustments.id",
  "promotions.code", "payment_collection.id",
])
const VARIANT_FIELDS = deduplicate([...productVariantsFields, ...requiredVariantFieldsForInventoryConfirmation])

type Cart = CartDTO & {
  sales_channel_id?: string | null
  locale?: string | null
  items?: ({ id: string; variant_id?: string | null; quantity: number; metadata?: unknown; adjustments?: unknown[] | null } | null)[] | null
  shipping_methods?: ({ id: string; adjustments?: unknown[] | null } | null)[] | null
  promotions?: ({ code?: string | null } | null)[] | null
  payment_collection?: { id: string } | null
}

/**
 * POST /store/carts/:id/line-items (and v1's): what Medusa's addToCartWorkflow leaves behind, for a fraction of its
 * reads. Medusa's adds the lines, then refreshes the whole cart: it reads it again in full (twice: once more to work
 * its promotions out, which it does on every cart), and runs each part of the refresh whatever the cart holds. This
 * is Medusa's add-to-cart step for step up to the lines written (the cart read once, with what the rules of added
 * teas need: steps/added-teas-rules.ts), then of the refresh only what can change: the shipping methods' prices
 * when the cart has any, the new lines' tax lines, the promotions when a code, an adjustment or an automatic
 * promotion could change them, and the payment collection's amount when it has one. Under the cart's lock, with
 * Medusa's key and timings, and with a `validate` hook where Medusa's has one. The oracle
 * (integration-tests/http/add-to-cart-oracle.test.ts) holds it to Medusa's workflow cent for cent.
 */
export const addTeasToCartWorkflow = createWorkflow("leafline-add-to-cart", (input: AddToCartInput) => {
  const cart = lockedOpenCart<Cart>(input.cart_id, CART_FIELDS)
  addedTeasRulesStep({ cart, items: input.items })
  const validate = createHook("validate", { input, cart })

  const variantIds = transform({ input }, ({ input }) => input.items.map((item) => item.variant_id).filter(Boolean))
  // As Medusa's: an item added for a tea already in the cart joins its line, so it is priced for the line's new quantity.
  const pricingQuantities = getLineItemPricingQuantitiesStep({ id: input.cart_id, items: input.items } as never)
  const itemsToPrice = transform({ input, pricingQuantities }, ({ input, pricingQuantities }) =>
    input.items.map((item, index) => ({ ...item, quantity: (pricingQuantities as number[])[index] ?? item.quantity })),
  )
  // Priced with the cart as Medusa's reads it, so the pricing context is the same.
  const pricingCart = transform({ cart }, ({ cart }) => filterObjectByKeys(cart, MEDUSAS_CART_FIELDS))
  const { variants, lineItems: pricedItems } = getVariantsAndItemsWithPrices.runAsStep({
    input: { cart: pricingCart, items: itemsToPrice, variants: { id: variantIds, fields: VARIANT_FIELDS } } as never,
  }) as unknown as { variants: Record<string, unknown>[]; lineItems: { data: Record<string, unknown> }[] }
  // The quantity added again: getLineItemActionsStep adds it to the line's.
  const lineItems = transform({ pricedItems, input }, ({ pricedItems, input }) =>
    pricedItems.map((item, index) => ({ ...item.data, quantity: input.items[index]?.quantity ?? item.data.quantity })),
  )
  validateLineItemPricesStep({ items: lineItems as never })
  const { itemsToCreate = [], itemsToUpdate = [] } = getLineItemActionsStep({ id: input.cart_id, items: lineItems as never })

  confirmVariantInventoryWorkflow.runAsStep({
    input: {
      sales_channel_id: transform({ cart }, ({ cart }) => cart.sales_channel_id as string),
      variants: variants as never,
      items: input.items as never,
      itemsToUpdate: transform({ itemsToCreate, itemsToUpdate }, ({ itemsToCreate, itemsToUpdate }) => {
        type Written = { data?: { variant_id?: string | null }; variant_id?: string | null }
        return [...(itemsToUpdate as Written[]), ...(itemsToCreate as Written[])].filter(
          (item) => ("data" in item ? item.data?.variant_id : item.variant_id) !== undefined,
        )
      }) as never,
    },
  })
  const itemsToCreateVariants = transform({ itemsToCreate, variants }, ({ itemsToCreate, variants }) => {
    const byId = new Map((variants ?? []).map((variant) => [variant.id as string, variant]))
    return (itemsToCreate as CreateLineItemForCartDTO[]).map((item) => item.variant_id && byId.get(item.variant_id)).filter(Boolean)
  })
  const translatedItemsToCreate = getTranslatedLineItemsStep({
    items: itemsToCreate as never,
    variants: itemsToCreateVariants as never,
    locale: transform({ cart }, ({ cart }) => cart.locale ?? undefined) as never,
  })
  const [created, updated] = parallelize(
    createLineItemsStep({ id: input.cart_id, items: translatedItemsToCreate as never }),
    updateLineItemsStep({ id: input.cart_id, items: itemsToUpdate as never }),
  )
  const written = transform({ created, updated }, ({ created, updated }) => [...(created ?? []), ...(updated ?? [])])

  // What Medusa's refresh does that can change anything here, in its order. The methods' options priced again for the
  // cart's new total (read afresh there), when it has methods.
  when("cart-has-shipping-methods", { cart }, ({ cart }) => !!cart.shipping_methods?.length).then(() => {
    refreshCartShippingMethodsWorkflow.runAsStep({ input: { cart_id: input.cart_id, additional_data: input.additional_data } })
  })
  // The new and grown lines' tax lines.
  upsertTaxLinesWorkflow.runAsStep({
    input: transform({ cart, written }, ({ cart, written }) => ({ cart: cart as never, items: written as never, shipping_methods: [] })),
  })
  // Promotions again, the payment collection, the lock let go (a code's spread over the new lines, an automatic promotion the cart now reaches).
  promotionsAgainAndRelease(input.cart_id, cart)
  return new WorkflowResponse(undefined, { hooks: [validate] })
})
