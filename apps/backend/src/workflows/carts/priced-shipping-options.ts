import { QueryContext, ShippingOptionPriceType } from "@medusajs/framework/utils"
import { parallelize, transform, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import {
  calculateShippingOptionsPricesStep,
  getTranslatedShippingOptionsStep,
  useQueryGraphStep,
  useRemoteQueryStep,
  validatePresenceOfStep,
} from "@medusajs/medusa/core-flows"
import { recordAsRead } from "../../lib/checkout/record-as-read"
import {
  cartFieldsForCalculateShippingOptionsPrices,
  filterCartItemsByShippingProfile,
  salesChannelStockLocationCacheTags,
} from "@leafline/medusa-internals"

type Rec = Record<string, any>

/** What Medusa's listing reads the cart with (list-shipping-options-for-cart-with-pricing.js, core-flows 2.21.2). */
export const CART_FIELDS_FOR_SHIPPING_PRICES = [...cartFieldsForCalculateShippingOptionsPrices, "sales_channel_id", "item_total", "total"]

// The option fields Medusa's listing reads (its COMMON_OPTIONS_FIELDS), and with a flat rate's prices.
const OPTION_FIELDS = [
  "id", "name", "price_type", "service_zone_id", "service_zone.fulfillment_set_id", "service_zone.fulfillment_set.type",
  "service_zone.fulfillment_set.location.address.*", "shipping_profile_id", "provider_id", "data", "type.id", "type.label",
  "type.description", "type.code", "provider.id", "provider.is_enabled", "rules.attribute", "rules.value", "rules.operator",
]
const FLAT_RATE_FIELDS = [...OPTION_FIELDS, "calculated_price.*", "prices.*", "prices.price_rules.*"]

export type PricedShippingOptionsInput = {
  /** The cart, read once by the workflow with at least CART_FIELDS_FOR_SHIPPING_PRICES... */
  cart: Rec
  /** ...and the fields it was read with. */
  readWith: string[]
  options: { id: string; data?: Record<string, unknown> }[]
  is_return?: boolean
}

/**
 * Part of a cart workflow of ours: the given shipping options listed and priced for a cart the workflow has already
 * read, as Medusa's listShippingOptionsForCartWithPricingWorkflow lists and prices them (core-flows 2.21.2, step for
 * step, with its step names and caches) but without reading the cart again (14 statements a run): its steps are
 * handed the cart as Medusa's read would have given it (lib/checkout/record-as-read.ts). Its two hooks
 * (setShippingOptionsContext, setCalculatedShippingPricingContext) are not offered: the shop sets neither. Answers
 * what Medusa's answers. Used by the shipping method, the cart's address change and the completion's check, which
 * the oracles hold to Medusa's workflows cent for cent.
 */
export function pricedShippingOptions(input: WorkflowData<PricedShippingOptionsInput>) {
  const cart = transform({ input }, ({ input }) => recordAsRead(input.cart, CART_FIELDS_FOR_SHIPPING_PRICES, input.readWith))
  validatePresenceOfStep({ entity: cart, fields: ["sales_channel_id", "region_id", "currency_code"] })

  const scFulfillmentSetQuery = useQueryGraphStep({
    entity: "sales_channels",
    filters: { id: cart.sales_channel_id },
    fields: ["stock_locations.id", "stock_locations.name", "stock_locations.address.*", "stock_locations.fulfillment_sets.id"],
    options: { cache: { tags: salesChannelStockLocationCacheTags, computeAutomaticTags: true } },
  }).config({ name: "sales_channels-fulfillment-query" })
  const { fulfillmentSetIds, fulfillmentSetLocationMap } = transform({ scFulfillmentSetQuery }, ({ scFulfillmentSetQuery }) => {
    const ids = new Set<string>()
    const locationBySet: Record<string, Rec> = {}
    for (const location of (scFulfillmentSetQuery.data[0] as Rec).stock_locations ?? []) {
      for (const set of location.fulfillment_sets ?? []) {
        locationBySet[set.id] = location
        ids.add(set.id)
      }
    }
    return { fulfillmentSetIds: [...ids], fulfillmentSetLocationMap: locationBySet }
  })

  const commonOptions = transform({ input, cart, fulfillmentSetIds }, ({ input, cart, fulfillmentSetIds }) => {
    const optionIds = (input.options ?? []).map(({ id }) => id)
    return {
      // Medusa's listing asks for the options enabled in the store unless told otherwise; ours is never told otherwise.
      context: QueryContext({ is_return: input.is_return ? "true" : "false", enabled_in_store: "true" }),
      filters: {
        id: optionIds.length ? optionIds : undefined,
        fulfillment_set_id: fulfillmentSetIds,
        address: {
          country_code: cart.shipping_address?.country_code,
          province_code: cart.shipping_address?.province,
          city: cart.shipping_address?.city,
          postal_expression: cart.shipping_address?.postal_code,
        },
      },
    }
  })
  const { data: initialOptions } = useQueryGraphStep({
    entity: "shipping_options",
    fields: ["id", "price_type"],
    filters: commonOptions.filters,
    context: commonOptions.context,
    options: { cache: { enable: true } },
  }).config({ name: "shipping-options-price-type-query" })

  const { flatRateOptionsQuery, calculatedShippingOptionsQuery } = transform({ cart, initialOptions, commonOptions }, ({ cart, initialOptions, commonOptions }) => {
    const flat = (initialOptions as Rec[]).filter((option) => option.price_type === ShippingOptionPriceType.FLAT).map((option) => option.id)
    const calculated = (initialOptions as Rec[]).filter((option) => option.price_type !== ShippingOptionPriceType.FLAT).map((option) => option.id)
    return {
      flatRateOptionsQuery: { ...commonOptions, id: flat, calculated_price: { context: cart } },
      calculatedShippingOptionsQuery: { ...commonOptions, id: calculated },
    }
  })
  const [flatRateOptions, calculatedOptions] = parallelize(
    useRemoteQueryStep({ entry_point: "shipping_options", fields: FLAT_RATE_FIELDS, variables: flatRateOptionsQuery }).config({
      name: "shipping-options-query-flat-rate",
    }),
    useRemoteQueryStep({ entry_point: "shipping_options", fields: OPTION_FIELDS, variables: calculatedShippingOptionsQuery }).config({
      name: "shipping-options-query-calculated",
    }),
  )

  const toCalculate = transform({ calculatedOptions, cart, input, fulfillmentSetLocationMap }, ({ calculatedOptions, cart, input, fulfillmentSetLocationMap }) => {
    const dataById = new Map((input.options ?? []).map(({ id, data }) => [id, data]))
    return (calculatedOptions as Rec[]).map((option) => ({
      id: option.id,
      optionData: option.data,
      context: {
        ...cart,
        items: filterCartItemsByShippingProfile(cart.items, option.shipping_profile_id),
        from_location: fulfillmentSetLocationMap[option.service_zone.fulfillment_set_id],
      },
      data: dataById.get(option.id),
      provider_id: option.provider_id,
    }))
  })
  const prices = calculateShippingOptionsPricesStep(toCalculate as never)

  const withPrices = transform(
    { flatRateOptions, calculatedOptions, prices, fulfillmentSetLocationMap },
    ({ flatRateOptions, calculatedOptions, prices, fulfillmentSetLocationMap }) => [
      ...(flatRateOptions as Rec[]).map((option) => ({
        ...option,
        amount: option.calculated_price?.calculated_amount,
        is_tax_inclusive: !!option.calculated_price?.is_calculated_price_tax_inclusive,
        stock_location: fulfillmentSetLocationMap[option.service_zone.fulfillment_set_id],
      })),
      ...(calculatedOptions as Rec[]).map((option, index) => ({
        ...option,
        amount: (prices as Rec[])[index]?.calculated_amount,
        is_tax_inclusive: (prices as Rec[])[index]?.is_calculated_price_tax_inclusive,
        calculated_price: (prices as Rec[])[index],
        stock_location: fulfillmentSetLocationMap[option.service_zone.fulfillment_set_id],
      })),
    ],
  )
  return getTranslatedShippingOptionsStep({ shippingOptions: withPrices as never, locale: cart.locale as never }) as unknown as WorkflowData<Rec[]>
}
