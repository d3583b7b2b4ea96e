import { z } from "@medusajs/framework/zod"

const id = (name: string) => z.string().trim().min(1, `${name} must not be empty`).max(100, `${name} is too long`)

// v1's POST /store/returns body. Quantities are checked against the order by the return rules
// (apps/backend/src/lib/returns/returnable.ts), which name the item.
export const V1StorePostReturns = z.strictObject({
  order_id: id("order_id"),
  items: z
    .array(
      z.strictObject({
        item_id: id("An item's item_id"),
        quantity: z.number({ error: "An item's quantity must be a number" }),
        reason_id: id("An item's reason_id").optional(),
        note: z.string().trim().max(1000, "Keep the note under 1000 characters").optional(),
      }),
    )
    .min(1, "Choose at least one item to return")
    .max(100, "Return at most 100 items at a time"),
  return_shipping: z.strictObject({ option_id: id("return_shipping.option_id") }).optional(),
})
export type V1StorePostReturnsType = z.infer<typeof V1StorePostReturns>
