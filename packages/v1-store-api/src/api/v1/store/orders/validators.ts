import { z } from "@medusajs/framework/zod"

/** An order read by its id or its cart's: fixed fields, no parameters. */
export const V1StoreGetOrder = z.strictObject({})
