import { z } from "@medusajs/framework/zod"
import { oneOrMany, v1Limit, v1Offset } from "../../validators"

// v1's product type list parameters that product types have here, and our `is_featured`.
export const V1StoreGetProductTypes = z.strictObject({
  limit: v1Limit(20),
  offset: v1Offset,
  id: oneOrMany.optional(),
  value: oneOrMany.optional(),
  q: z.string().min(1).optional(),
  is_featured: z
    .enum(["true", "false"], { message: "is_featured must be true or false" })
    .transform((value) => value === "true")
    .optional(),
})
