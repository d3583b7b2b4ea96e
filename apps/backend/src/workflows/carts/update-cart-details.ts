import type { CartDTO, UpdateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { CartWorkflowEvents, PromotionActions } from "@medusajs/framework/utils"
import { createHook, createWorkflow, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  emitEventStep,
  findOrCreateCustomerStep,
  listShippingOptionsForCartWithPricingWorkflow,
  prepareCartToUpdateStep,
  refreshPaymentCollectionForCartWorkflow,
  removeShippingMethodFromCartStep,
  updateCartPromotionsWorkflow,
  updateCartsStep,
  updateLineItemsStep,
  updateShippingMethodsStep,
  updateTaxLinesWorkflow,
  useQueryGraphStep,
  validateCartStep,
} from "@medusajs/medusa/core-flows"
import { taxRelevantAddressChanged } from "../../lib/checkout/cart-details-update"
import { type CartForShipping, type PricedOption, shippingMethodChanges } from "../../lib/checkout/shipping-method-changes"
import { cartFieldsForRefreshSteps, getVariantsAndItemsWithPrices } from "@leafline/medusa-internals"
import { promotionsAgain } from "./promotions-again"

export type UpdateCartDetailsInput = Pick<UpdateCartWorkflowInputDTO, "id" | "email" | "shipping_address" | "billing_address"> & {
  additional_data?: Record<string, unknown>
}

// What Medusa's updateCartWorkflow reads of the cart (its "get-cart"), and what tells whether the promotions
// or the payment collection can change.
const CART_FIELDS = [
  "id", "email", "customer_id", "sales_channel_id", "locale", "completed_at", "shipping_address.*", "region.*", "region.countries.*",
  "items.id", "items.adjustments.id", "shipping_methods.id", "shipping_methods.adjustments.id", "promotions.code", "payment_collection.id",
]

type Line = { id: string; adjustments?: unknown[] | null } | null
type Cart = CartDTO & {
  region?: { id: string; name: string; countries: { iso_2: string }[] } | null
  items?: Line[] | null
  shipping_methods?: Line[] | null
  promotions?: ({ code?: string | null } | null)[] | null
  payment_collection?: { id: string } | null
}
type RefreshedCart = CartForShipping & Record<string, unknown>

/**
 * POST /store/carts/:id (and v1's) when it changes only the email and addresses (lib/checkout/cart-details-update.ts),
 * run by workflows/carts/update-cart.ts under the cart's lock: what Medusa's updateCartWorkflow leaves behind, for
 * a fraction of its reads. Medusa's reads the cart, then refreshes it whole (reads it again up to five times,
 * prices the lines, lists and prices the shipping options, works out the tax lines, the promotions and the
 * payment collection). This reads the cart once and writes it with Medusa's own steps (the customer of the
 * email found or made, the address checked against the region's countries: prepareCartToUpdateStep); then, only
 * when the shipping address changed what taxes depend on, as Medusa's refresh does then: the cart read once more,
 * the lines priced again, the shipping methods no longer offered or priced removed and the others repriced, the
 * tax lines worked out again. The promotions are worked out again when a code, an adjustment or an automatic
 * promotion could change them, and the payment collection's amount follows when the total can have changed.
 * Medusa's `validate` hook is here too (workflows/hooks/update-cart-validate.ts). The oracle
 * (integration-tests/http/update-cart-oracle.test.ts) holds it to Medusa's workflow cent for cent.
 */
export const updateCartDetailsWorkflow = createWorkflow("leafline-update-cart-details", (input: UpdateCartDetailsInput) => {
  const { data: carts } = useQueryGraphStep({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { id: input.id },
    options: { throwIfKeyNotFound: true },
  }).config({ name: "get-cart" })
  const cart = transform({ carts }, ({ carts }) => carts[0] as unknown as Cart)
  validateCartStep({ cart })

  // The email's customer (a guest customer of it, made if none has it; the cart's own when it has one), only when one is given.
  const customer = when("email-given", { input }, ({ input }) => typeof input.email === "string").then(() =>
    findOrCreateCustomerStep({
      customerId: transform({ cart }, ({ cart }) => cart.customer_id ?? undefined),
      email: input.email as string,
      guestOnlyByEmail: true,
    } as Parameters<typeof findOrCreateCustomerStep>[0]),
  )
  const region = transform({ cart }, ({ cart }) => cart.region)
  const cartInput = prepareCartToUpdateStep({ input, region, customer, salesChannel: undefined, cartToUpdate: cart } as never)
  const validate = createHook("validate", { input: cartInput, cart })

  parallelize(updateCartsStep([cartInput] as never), emitEventStep({ eventName: CartWorkflowEvents.UPDATED, data: { id: input.id } }))

  const addressChanged = transform({ input, cart }, ({ input, cart }) => taxRelevantAddressChanged(input.shipping_address as never, cart.shipping_address))
  // `when` blocks do not nest: each step of the refresh below is its own block, on the same condition.
  const refreshed = when("tax-relevant-address-changed", { addressChanged }, ({ addressChanged }) => addressChanged).then(() => {
    const { data: refetched } = useQueryGraphStep({
      entity: "cart",
      fields: cartFieldsForRefreshSteps,
      filters: { id: input.id },
      options: { throwIfKeyNotFound: true, isList: false },
    }).config({ name: "refetch-cart" })
    const { lineItems } = getVariantsAndItemsWithPrices.runAsStep({ input: { cart: refetched } })
    updateLineItemsStep({ id: input.id, items: lineItems } as never)
    return refetched
  })

  // The methods' options listed and priced again for the new address: one no longer offered or priced goes.
  const held = transform({ refreshed }, ({ refreshed }) =>
    (((refreshed ?? null) as unknown as RefreshedCart | null)?.shipping_methods ?? [])
      .filter((method) => method?.shipping_option_id)
      .map((method) => ({ id: method!.shipping_option_id!, data: method!.data ?? undefined })),
  )
  const options = when("cart-has-shipping-methods", { held }, ({ held }) => held.length > 0).then(() =>
    listShippingOptionsForCartWithPricingWorkflow.runAsStep({
      input: { options: held, cart_id: input.id, is_return: false, additional_data: input.additional_data },
    }),
  )
  const changes = transform({ refreshed, options }, ({ refreshed, options }) =>
    refreshed
      ? shippingMethodChanges(refreshed as unknown as RefreshedCart, [], (options ?? []) as unknown as PricedOption[], {})
      : { remove: [] as string[], update: [], add: [] },
  )
  when("shipping-methods-change", { changes }, ({ changes }) => changes.remove.length + changes.update.length > 0).then(() => {
    parallelize(
      removeShippingMethodFromCartStep({ shipping_method_ids: changes.remove }),
      updateShippingMethodsStep(changes.update),
    )
  })

  // Every line's and method's tax lines again, for the cart with its methods as they now are.
  const cartForTax = transform({ refreshed, changes }, ({ refreshed, changes }) => {
    const cart = refreshed as unknown as RefreshedCart | undefined
    if (!cart) return null
    return {
      ...cart,
      shipping_methods: (cart.shipping_methods ?? [])
        .filter((method) => method && !changes.remove.includes(method.id))
        .map((method) => ({ ...method, ...changes.update.find((update) => update.id === method!.id) })),
    }
  })
  when("tax-lines-again", { addressChanged }, ({ addressChanged }) => addressChanged).then(() => {
    updateTaxLinesWorkflow.runAsStep({ input: { cart_id: input.id, cart: cartForTax as never } })
  })

  // Promotions again (new prices, a method gone, another customer).
  const promotionsMayChange = promotionsAgain(input.id, cart)
  // The payment collection's amount follows the cart's total (read afresh there), when it can have changed.
  when("total-may-change", { cart, addressChanged, promotionsMayChange }, ({ cart, addressChanged, promotionsMayChange }) =>
    !!cart.payment_collection && (addressChanged || promotionsMayChange),
  ).then(() => {
    refreshPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: input.id } })
  })

  return new WorkflowResponse(undefined, { hooks: [validate] })
})
