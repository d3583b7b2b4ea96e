import { z } from "@medusajs/framework/zod"
import { oneOrMany, v1Limit, v1Offset } from "../../validators"

const pricing = {
  sales_channel_id: oneOrMany.optional(),
  region_id: z.string().min(1).optional(),
  currency_code: z.string().regex(/^[a-zA-Z]{3}$/, "currency_code must be a three-letter ISO 4217 code").optional(),
}

/**
 * v1's variant list parameters that our catalogue has: `ids` is v1's comma-separated list. `cart_id` and
 * `inventory_quantity` are refused as unknown (a cart's region is asked for with region_id; stock is not public).
 */
export const V1StoreGetVariants = z.strictObject({
  limit: v1Limit(100),
  offset: v1Offset,
  ids: z
    .string()
    .min(1)
    .transform((value) => value.split(",").map((id) => id.trim()).filter(Boolean))
    .optional(),
  id: oneOrMany.optional(),
  title: oneOrMany.optional(),
  ...pricing,
})
export const V1StoreGetVariant = z.strictObject(pricing)
