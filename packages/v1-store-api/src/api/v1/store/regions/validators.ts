import { z } from "@medusajs/framework/zod"
import { v1Limit, v1Offset } from "../../validators"

// v1's paging (limit 100 by default); its created_at/updated_at filters are not taken.
export const V1StoreGetRegions = z.strictObject({ limit: v1Limit(100), offset: v1Offset })
export const V1StoreGetRegion = z.strictObject({})
export type V1StoreGetRegionsType = z.infer<typeof V1StoreGetRegions>
