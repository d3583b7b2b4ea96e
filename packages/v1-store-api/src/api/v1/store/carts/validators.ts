import { z } from "@medusajs/framework/zod"

const metadata = z.record(z.string(), z.unknown())

/** v1's AddressPayload: each field a string, or null to clear it. */
const V1AddressPayload = z.strictObject({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  company: z.string().nullish(),
  address_1: z.string().nullish(),
  address_2: z.string().nullish(),
  city: z.string().nullish(),
  country_code: z.string().nullish(),
  province: z.string().nullish(),
  postal_code: z.string().nullish(),
  phone: z.string().nullish(),
  metadata: metadata.nullish(),
})

/** An address sent whole, or the id of one of the signed-in customer's saved addresses. */
const addressOrId = z.union([V1AddressPayload, z.string().min(1)])

/** v1 kept a cart's context (ip, user agent, ...); v2 carts have none, so it is taken and not kept. */
const context = z.record(z.string(), z.unknown())

/**
 * As Medusa's validators on /store take it: a number above 0 for a new line, 0 or above for a line's update.
 * Whole units are the rule of the cart workflows (workflows/hooks), which answer for a fraction on both APIs.
 */
const quantity = z.number()

/** POST /store/carts of v1: the cart's customer is the signed-in one, never named in the body. */
export const V1StoreCreateCart = z.strictObject({
  region_id: z.string().min(1).optional(),
  sales_channel_id: z.string().min(1).optional(),
  country_code: z.string().min(2).optional(),
  items: z.array(z.strictObject({ variant_id: z.string().min(1), quantity: quantity.gt(0) })).optional(),
  context: context.optional(),
})
export type V1StoreCreateCartType = z.infer<typeof V1StoreCreateCart>

export const GIFT_CARDS_ARE_CODES =
  "gift_cards: Medusa v2 has no gift cards; a discount is a promotion code, sent as discounts: [{ code }]"

/** POST /store/carts/:id of v1. */
export const V1StoreUpdateCart = z.strictObject({
  region_id: z.string().min(1).optional(),
  country_code: z.string().min(2).optional(),
  email: z.string().email().optional(),
  sales_channel_id: z.string().min(1).optional(),
  billing_address: addressOrId.optional(),
  shipping_address: addressOrId.optional(),
  gift_cards: z
    .array(z.strictObject({ code: z.string() }))
    .refine((giftCards) => giftCards.length === 0, { message: GIFT_CARDS_ARE_CODES })
    .optional(),
  discounts: z.array(z.strictObject({ code: z.string().min(1) })).optional(),
  customer_id: z.string().min(1).optional(),
  context: context.optional(),
  metadata: metadata.nullish(),
})
export type V1StoreUpdateCartType = z.infer<typeof V1StoreUpdateCart>

/** POST /store/carts/:id/line-items of v1. */
export const V1StoreAddLineItem = z.strictObject({
  variant_id: z.string().min(1),
  quantity: quantity.gt(0),
  metadata: metadata.optional(),
})
export type V1StoreAddLineItemType = z.infer<typeof V1StoreAddLineItem>

/** POST /store/carts/:id/line-items/:line_id of v1: 0 removes the line. */
export const V1StoreUpdateLineItem = z.strictObject({ quantity: quantity.min(0), metadata: metadata.optional() })
export type V1StoreUpdateLineItemType = z.infer<typeof V1StoreUpdateLineItem>

/** POST /store/carts/:id/shipping-methods of v1. */
export const V1StoreAddShippingMethod = z.strictObject({ option_id: z.string().min(1), data: metadata.optional() })
export type V1StoreAddShippingMethodType = z.infer<typeof V1StoreAddShippingMethod>

/** GET on a cart (and the cart routes' writes) take no query parameters. */
export const V1StoreCartQuery = z.strictObject({})
