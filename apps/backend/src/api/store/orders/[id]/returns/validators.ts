import { z } from "@medusajs/framework/zod"

const id = (name: string) => z.string().trim().min(1, `${name} must not be empty`).max(100, `${name} is too long`)

// Quantities are checked against the order by the return rules (lib/returns/returnable.ts), which name the item.
export const RequestReturnBody = z
  .object({
    items: z
      .array(z.object({ id: id("An item's id"), quantity: z.number({ error: "An item's quantity must be a number" }) }).strict())
      .min(1, "Choose at least one item to return")
      .max(100, "Return at most 100 items at a time"),
    reason_id: id("reason_id"),
    note: z.string().trim().max(1000, "Keep the note under 1000 characters").optional(),
  })
  .strict()
export type RequestReturnBody = z.infer<typeof RequestReturnBody>
