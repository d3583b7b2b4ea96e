import { z } from "@medusajs/framework/zod"
import { oneOrMany, v1Limit, v1Offset } from "../../validators"

// v1's collection list parameters (limit 10 by default); its created_at/updated_at filters are not taken.
export const V1StoreGetCollections = z.strictObject({ limit: v1Limit(10), offset: v1Offset, handle: oneOrMany.optional() })
export const V1StoreGetCollection = z.strictObject({})
export type V1StoreGetCollectionsType = z.infer<typeof V1StoreGetCollections>
