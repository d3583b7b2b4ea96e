import { z } from "@medusajs/framework/zod"

/** An order read by its id or its cart's: fixed fields, no parameters. */
export const V1StoreGetOrder = z.strictObject({})

/**
 * v1's `GET /store/orders?display_id=&email=`: these two parameters and no other. What each must be is v2's
 * lookup's rule, which the back end applies to this path after this (its order-lookup input and throttle).
 */
export const V1StoreLookUpOrder = z.strictObject({ display_id: z.unknown(), email: z.unknown() })
