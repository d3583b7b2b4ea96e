import { z } from "@medusajs/framework/zod"

/** GET /store/shipping-options/:cart_id of v1 takes no query parameters. */
export const V1StoreGetCartShippingOptions = z.strictObject({})
