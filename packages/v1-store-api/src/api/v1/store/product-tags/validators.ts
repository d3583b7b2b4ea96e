import { z } from "@medusajs/framework/zod"
import { oneOrMany, v1Limit, v1Offset } from "../../validators"

const ORDERABLE = ["value", "created_at", "updated_at"] as const

// v1's tag list parameters (limit 20 by default); its date and discount condition filters are not taken.
export const V1StoreGetProductTags = z.strictObject({
  limit: v1Limit(20),
  offset: v1Offset,
  id: oneOrMany.optional(),
  value: oneOrMany.optional(),
  q: z.string().min(1).optional(),
  order: z.enum([...ORDERABLE, ...ORDERABLE.map((field) => `-${field}` as const)]).optional(),
})
export type V1StoreGetProductTagsType = z.infer<typeof V1StoreGetProductTags>
