import { z } from "@medusajs/framework/zod"
import { MAX_SEARCH_TEXT } from "@leafline/shop-contract"
import { oneOrMany, v1Limit, v1Offset } from "../../validators"

// As long as the listing's search text may be.
const searchText = z
  .string()
  .trim()
  .min(1, "q: say what to search for")
  .max(MAX_SEARCH_TEXT, `q is longer than ${MAX_SEARCH_TEXT} characters`)

const ORDERABLE = ["title", "handle", "created_at", "updated_at"] as const

/**
 * v1's product list parameters that our catalogue has; the others (collection_id, tags, title,
 * description, is_giftcard, category_id, include_category_children, created_at, updated_at, cart_id,
 * fields, expand) are refused as unknown.
 */
export const V1StoreGetProducts = z.strictObject({
  q: searchText.optional(),
  limit: v1Limit(100),
  offset: v1Offset,
  order: z.enum([...ORDERABLE, ...ORDERABLE.map((field) => `-${field}` as const)]).optional(),
  id: oneOrMany.optional(),
  handle: z.string().min(1).optional(),
  type_id: oneOrMany.optional(),
  sales_channel_id: oneOrMany.optional(),
  region_id: z.string().min(1).optional(),
  currency_code: z.string().regex(/^[a-zA-Z]{3}$/, "currency_code must be a three-letter ISO 4217 code").optional(),
})

export const V1StoreGetProduct = V1StoreGetProducts.pick({ region_id: true, currency_code: true, sales_channel_id: true })

export const V1StoreSearchProducts = z.strictObject({
  q: searchText,
  limit: z.number().int().min(0).max(100).default(20),
  offset: z.number().int().min(0).default(0),
})
export type V1StoreSearchProductsType = z.infer<typeof V1StoreSearchProducts>
