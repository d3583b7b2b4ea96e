import { z } from "@medusajs/framework/zod"
import { v1Limit, v1Offset } from "../../validators"

const booleanParam = (name: string) =>
  z.enum(["true", "false"], { message: `${name} must be true or false` }).transform((value) => value === "true")

// v1's category list parameters (limit 100 by default); `parent_category_id=null` asks for the top level.
export const V1StoreGetProductCategories = z.strictObject({
  limit: v1Limit(100),
  offset: v1Offset,
  q: z.string().min(1).optional(),
  handle: z.string().min(1).optional(),
  parent_category_id: z
    .string()
    .min(1)
    .transform((value) => (value === "null" ? null : value))
    .optional(),
  include_descendants_tree: booleanParam("include_descendants_tree").optional(),
})
export const V1StoreGetProductCategory = z.strictObject({})
export type V1StoreGetProductCategoriesType = z.infer<typeof V1StoreGetProductCategories>
