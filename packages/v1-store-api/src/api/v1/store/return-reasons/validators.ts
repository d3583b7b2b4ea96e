import { z } from "@medusajs/framework/zod"

// v1 listed every top-level reason with its children, unpaged, and took no parameters.
export const V1StoreGetReturnReasons = z.strictObject({})
