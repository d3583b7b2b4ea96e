import type { ValidateFulfillmentDataContext } from "@medusajs/framework/types"
import { PromotionActions } from "@medusajs/framework/utils"
import { createHook, createWorkflow, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  addShippingMethodToCartStep,
  removeShippingMethodFromCartStep,
  updateCartPromotionsWorkflow,
  updateShippingMethodsStep,
  upsertTaxLinesWorkflow,
  validateAndReturnShippingMethodsDataStep,
  validateCartShippingOptionsPriceStep,
  validateCartShippingOptionsStep,
} from "@medusajs/medusa/core-flows"
import {
  type CartForShipping,
  type PricedOption,
  shippingMethodChanges,
} from "../../lib/checkout/shipping-method-changes"
import { lockedOpenCart } from "./locked-open-cart"
import { CART_FIELDS_FOR_SHIPPING_PRICES, pricedShippingOptions } from "./priced-shipping-options"
import { promotionsAgainAndRelease } from "./promotions-again"

export type AddShippingMethodInput = {
  cart_id: string
  options: { id: string; data?: Record<string, unknown> }[]
  additional_data?: Record<string, unknown>
}

// Once, what every step below needs of the cart: its methods and their profiles, the items' profiles (Medusa's
// refresh drops a method no item needs), what the tax lines are worked out from (upsertTaxLinesWorkflow's
// fields), its codes and its payment collection; and what the options are priced from (Medusa's listing's own read).
const CART_FIELDS = [...new Set([
  ...CART_FIELDS_FOR_SHIPPING_PRICES,
  "id", "completed_at", "locale", "currency_code", "email", "region_id", "sales_channel_id",
  "region.id", "region.automatic_taxes",
  "items.id", "items.requires_shipping", "items.variant.product.shipping_profile.id", "items.adjustments.id",
  "shipping_methods.id", "shipping_methods.name", "shipping_methods.amount", "shipping_methods.is_tax_inclusive",
  "shipping_methods.shipping_option_id", "shipping_methods.data", "shipping_methods.shipping_option.shipping_profile_id",
  "shipping_methods.adjustments.id",
  "customer.id", "customer.email", "customer.metadata", "customer.groups.id",
  "shipping_address.id", "shipping_address.address_1", "shipping_address.address_2", "shipping_address.city",
  "shipping_address.postal_code", "shipping_address.country_code", "shipping_address.region_code",
  "shipping_address.province", "shipping_address.metadata",
  "promotions.code", "payment_collection.id",
])]

type Cart = CartForShipping & {
  items?: ({ adjustments?: unknown[] | null } | null)[] | null
  shipping_methods?: ({ adjustments?: unknown[] | null } | null)[] | null
  completed_at?: string | Date | null
  promotions?: ({ code?: string | null } | null)[] | null
  payment_collection?: { id: string } | null
}
type ListedOption = PricedOption & { provider_id?: string; data?: Record<string, unknown> | null; stock_location?: Record<string, unknown> | null }

/**
 * POST /store/carts/:id/shipping-methods (and v1's): what Medusa's addShippingMethodToCartWorkflow leaves
 * behind, for a fraction of its reads. Medusa reads the cart three times, lists and prices the options twice
 * (the chosen ones, then again every method's in its refresh) and runs the whole cart refresh; this reads the
 * cart once, lists and prices the chosen options and those of the methods the cart keeps once, from that read
 * (priced-shipping-options.ts), writes the
 * methods in one go (lib/checkout/shipping-method-changes.ts), then does what Medusa's refresh ends with: the
 * new methods' tax lines, the promotions worked out again on the cart as it now is (when they can change),
 * and the payment collection's amount. Under the cart's lock, with Medusa's key and timings, and with a
 * `validate` hook where Medusa's has one. The oracle (integration-tests/http/shipping-method-oracle.test.ts)
 * holds it to Medusa's workflow cent for cent.
 */
export const addShippingMethodWorkflow = createWorkflow("leafline-add-shipping-method-to-cart", (input: AddShippingMethodInput) => {
  const cart = lockedOpenCart<Cart>(input.cart_id, CART_FIELDS)
  const validate = createHook("validate", { input, cart })

  const chosenIds = transform({ input }, ({ input }) => (input.options ?? []).map((option) => option.id))
  // The chosen options, and those of the methods the cart has (Medusa's refresh prices those again).
  const listed = transform({ input, cart }, ({ input, cart }) => {
    const chosen = input.options ?? []
    const held = (cart.shipping_methods ?? [])
      .filter((method) => method?.shipping_option_id && !chosen.some((option) => option.id === method.shipping_option_id))
      .map((method) => ({ id: method!.shipping_option_id!, data: method!.data ?? undefined }))
    return [...chosen, ...held]
  })
  const options = pricedShippingOptions(
    transform({ cart, listed }, ({ cart, listed }) => ({ cart, readWith: CART_FIELDS, options: listed, is_return: false })),
  ) as unknown as ListedOption[]
  validateCartShippingOptionsStep({ option_ids: chosenIds, prefetched_shipping_options: options as never })
  const chosenOptions = transform({ options, chosenIds }, ({ options, chosenIds }) => options.filter((option) => chosenIds.includes(option.id)))
  validateCartShippingOptionsPriceStep({ shippingOptions: chosenOptions as never })

  const methodDataInput = transform({ input, chosenOptions, cart }, ({ input, chosenOptions, cart }) =>
    (input.options ?? []).map((chosen) => {
      const option = chosenOptions.find((candidate) => candidate.id === chosen.id)
      return {
        id: chosen.id,
        provider_id: option?.provider_id as string,
        option_data: option?.data ?? {},
        method_data: chosen.data ?? {},
        context: { ...cart, from_location: option?.stock_location ?? {} } as unknown as ValidateFulfillmentDataContext,
      }
    }),
  )
  const validatedData = validateAndReturnShippingMethodsDataStep(methodDataInput)

  const changes = transform({ cart, input, options, validatedData }, ({ cart, input, options, validatedData }) =>
    shippingMethodChanges(cart, input.options ?? [], options, Object.assign({}, ...(validatedData ?? []))),
  )
  const [, , created] = parallelize(
    removeShippingMethodFromCartStep({ shipping_method_ids: changes.remove }),
    updateShippingMethodsStep(changes.update),
    addShippingMethodToCartStep({ shipping_methods: changes.add }),
  )

  // The new methods' tax lines, worked out as Medusa's refresh does: against the cart with its methods as they now are.
  const cartForTax = transform({ cart, changes, created }, ({ cart, changes, created }) => ({
    ...cart,
    shipping_methods: [
      ...(cart.shipping_methods ?? []).filter((method) => method && !changes.remove.includes(method.id)),
      ...(created ?? []),
    ].map((method) => ({ ...method, ...changes.update.find((update) => update.id === method!.id) })),
  }))
  upsertTaxLinesWorkflow.runAsStep({
    input: transform({ cartForTax, created }, ({ cartForTax, created }) => ({
      cart: cartForTax as never,
      items: [],
      shipping_methods: (created ?? []) as never,
    })),
  })

  // Promotions again, the payment collection, the lock let go (a code's shipping discounts, its spread over the new total).
  promotionsAgainAndRelease(input.cart_id, cart)
  return new WorkflowResponse(undefined, { hooks: [validate] })
})
