import { z } from "@medusajs/framework/zod"
import { DEFAULT_SORT, LISTING_SORTS, MAX_SEARCH_TEXT } from "@leafline/shop-contract"

// The answer's shape is fixed (cards, count, facets): there is no `fields` to ask for.
export const StoreListingQuery = z.strictObject({
  sort: z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(", ")}` }).default(DEFAULT_SORT),
  price: z.string().max(40).optional(),
  category: z.string().min(1, "category is empty").max(100).optional(),
  filter: z.string().max(1000).optional(),
  q: z.string().trim().max(MAX_SEARCH_TEXT, `q is longer than ${MAX_SEARCH_TEXT} characters`).optional(),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(10000, "page is too large")
    .default(1),
  region_id: z.string().min(1).max(100).optional(),
  country_code: z
    .string()
    .regex(/^[a-zA-Z]{2}$/, "country_code must be a two-letter country code, e.g. de")
    .transform((code) => code.toLowerCase())
    .optional(),
})

export type StoreListingQueryType = z.infer<typeof StoreListingQuery>
