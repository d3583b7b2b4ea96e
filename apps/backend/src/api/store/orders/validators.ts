import { z } from "@medusajs/framework/zod"
import { createSelectParams } from "@leafline/medusa-internals"
import { EMAIL_RULE, ORDER_NUMBER_RULE, lookupEmailOf, orderNumberOf } from "../../../lib/order-lookup/lookup-input"

/** A field read by `read`, or a 400 saying `rule` when it gives nothing (a missing field too). */
const readWith = <T>(read: (value: unknown) => T | null, rule: string) =>
  z.unknown().transform((value, ctx) => {
    const found = read(value)
    if (found !== null) return found
    ctx.addIssue({ code: "custom", message: rule })
    return z.NEVER
  })

/** POST /store/orders/lookup's body: the order's number (digits, or `#` and digits) and the email it was placed with. */
export const OrderLookupBody = z
  .object({
    display_id: readWith(orderNumberOf, ORDER_NUMBER_RULE),
    email: readWith(lookupEmailOf, EMAIL_RULE),
  })
  .strict()
export type OrderLookupBody = z.infer<typeof OrderLookupBody>

/** Its query: `fields`, to ask for fewer of the declared fields (lookup/query-config.ts). */
export const OrderLookupQuery = createSelectParams()
