import { z } from "@medusajs/framework/zod"

// The answer is fixed (each channel's id and name), as on /store/sales-channels: no parameters at all.
export const V1StoreListSalesChannels = z.strictObject({})
