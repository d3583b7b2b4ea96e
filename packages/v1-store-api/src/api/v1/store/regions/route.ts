import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1Regions } from "../../../../lib/read-regions"
import type { V1Region } from "../../../../lib/views/region"
import type { V1StoreGetRegionsType } from "./validators"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ regions: V1Region[]; count: number; offset: number; limit: number }>) {
  const { limit, offset } = req.validatedQuery as V1StoreGetRegionsType
  const { regions, count } = await readV1Regions(req.scope, { skip: offset, take: limit })
  res.json({ regions, count, offset, limit })
}
