import type { CartDTO, UpdateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { CartWorkflowEvents, PromotionActions } from "@medusajs/framework/utils"
import { createHook, createWorkflow, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  emitEventStep,
  findOrCreateCustomerStep,
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
import { type DetailsWrite, cartAsWritten, linePricesChanged, taxRelevantAddressChanged } from "../../lib/checkout/cart-details-update"
import { type CartForShipping, type PricedOption, shippingMethodChanges } from "../../lib/checkout/shipping-method-changes"
import { cartFieldsForRefreshSteps, getVariantsAndItemsWithPrices, productVariantsFields } from "@leafline/medusa-internals"
import { CART_FIELDS_FOR_SHIPPING_PRICES, pricedShippingOptions } from "./priced-shipping-options"
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
// With a shipping address, what its refresh reads again after the write ("refetch-cart": the lines priced, the methods
// checked, the tax lines worked out from it) and what the shipping options are priced from, read with the rest at once.
const CART_FIELDS_FOR_ADDRESS = [...new Set([...CART_FIELDS, ...cartFieldsForRefreshSteps, ...CART_FIELDS_FOR_SHIPPING_PRICES])]
// What the lines are priced again with: Medusa's variant fields (productVariantsFields) but the stock levels and their
// locations, which the lines' data is not made from (prepareLineItemData) and which cost a dozen statements to read.
const VARIANT_FIELDS_TO_PRICE = productVariantsFields.filter((field) => !field.startsWith("inventory_items.inventory.location_levels."))
// The customer a given email names comes from findOrCreateCustomerStep (with its groups), not from the read.
const withoutCustomer = (fields: string[]) => fields.filter((field) => !field.startsWith("customer."))

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
 * payment collection). This reads the cart once (with what the refresh needs when a shipping address is sent)
 * and writes it with Medusa's own steps (the customer of the email found or made, the address checked against
 * the region's countries: prepareCartToUpdateStep); then, only when the shipping address changed what taxes
 * depend on, as Medusa's refresh does then, from that read as the write left it (lib/checkout/cart-details-update.ts,
 * `cartAsWritten`): the lines priced again, the shipping methods no longer offered or priced removed and the others
 * repriced (priced-shipping-options.ts; the cart read again first only when a line's price changed, since the
 * options' prices may follow the item total), the tax lines worked out again. The promotions are worked out again
 * when a code, an adjustment or an automatic promotion could change them, and the payment collection's amount
 * follows when the total can have changed. Medusa's `validate` hook is here too (workflows/hooks/update-cart-validate.ts).
 * The oracle (integration-tests/http/update-cart-oracle.test.ts) holds it to Medusa's workflow cent for cent.
 */
export const updateCartDetailsWorkflow = createWorkflow("leafline-update-cart-details", (input: UpdateCartDetailsInput) => {
  const fields = transform({ input }, ({ input }) => {
    const fields = input.shipping_address ? CART_FIELDS_FOR_ADDRESS : CART_FIELDS
    return typeof input.email === "string" ? withoutCustomer(fields) : fields
  })
  const { data: carts } = useQueryGraphStep({
    entity: "cart",
    fields,
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
  // The cart as Medusa's refresh reads it after the write: the read, with the email, customer and addresses written.
  const written = transform({ cart, cartInput, customer, addressChanged }, ({ cart, cartInput, customer, addressChanged }) =>
    addressChanged
      ? (cartAsWritten(cart as unknown as Record<string, unknown>, cartInput as DetailsWrite, (customer as { customer?: Record<string, unknown> } | undefined)?.customer) as unknown as RefreshedCart)
      : null,
  )
  // `when` blocks do not nest: each step of the refresh below is its own block, on the same condition.
  const priced = when("tax-relevant-address-changed", { addressChanged }, ({ addressChanged }) => addressChanged).then(() => {
    const { lineItems } = getVariantsAndItemsWithPrices.runAsStep({ input: { cart: written as never, variants: { fields: VARIANT_FIELDS_TO_PRICE } } })
    updateLineItemsStep({ id: input.id, items: lineItems } as never)
    return lineItems
  })

  // The methods' options listed and priced again for the new address: one no longer offered or priced goes. They
  // are priced from the cart's item total, which only a line's new price can have moved: then the cart is read again.
  const held = transform({ written }, ({ written }) =>
    (written?.shipping_methods ?? [])
      .filter((method) => method?.shipping_option_id)
      .map((method) => ({ id: method!.shipping_option_id!, data: method!.data ?? undefined })),
  )
  const readAgain = transform({ written, priced, held }, ({ written, priced, held }) =>
    !!written && held.length > 0 && linePricesChanged(written.items as never, priced as never),
  )
  const reread = when("line-prices-changed", { readAgain }, ({ readAgain }) => readAgain).then(() => {
    const { data: refetched } = useQueryGraphStep({
      entity: "cart",
      fields: CART_FIELDS_FOR_ADDRESS,
      filters: { id: input.id },
      options: { throwIfKeyNotFound: true, isList: false },
    }).config({ name: "refetch-cart" })
    return refetched
  })
  const refreshed = transform({ written, reread }, ({ written, reread }) => ((reread ?? written) as unknown as RefreshedCart | null) ?? null)
  const options = when("cart-has-shipping-methods", { held }, ({ held }) => held.length > 0).then(() =>
    pricedShippingOptions(
      transform({ refreshed, held }, ({ refreshed, held }) => ({ cart: refreshed!, readWith: CART_FIELDS_FOR_ADDRESS, options: held, is_return: false })),
    ),
  )
  const changes = transform({ refreshed, options }, ({ refreshed, options }) =>
    refreshed
      ? shippingMethodChanges(refreshed, [], (options ?? []) as unknown as PricedOption[], {})
      : { remove: [] as string[], update: [], add: [] },
  )
  when("shipping-methods-change", { changes }, ({ changes }) => changes.remove.length + changes.update.length > 0).then(() => {
    parallelize(
      removeShippingMethodFromCartStep({ shipping_method_ids: changes.remove }),
      updateShippingMethodsStep(changes.update),
    )
  })

  // Every line's and method's tax lines again, for the cart with its lines and methods as they now are.
  const cartForTax = transform({ refreshed, priced, changes }, ({ refreshed, priced, changes }) => {
    if (!refreshed) return null
    const prices = new Map(((priced ?? []) as { selector: { id?: string }; data: Record<string, unknown> }[]).map(({ selector, data }) => [selector.id, data]))
    return {
      ...refreshed,
      items: ((refreshed.items ?? []) as Record<string, unknown>[]).map((item) => {
        const data = item && prices.get(item.id as string)
        return data ? { ...item, unit_price: data.unit_price, is_tax_inclusive: data.is_tax_inclusive } : item
      }),
      shipping_methods: (refreshed.shipping_methods ?? [])
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
