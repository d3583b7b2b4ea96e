import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1Collections } from "../../../../lib/read-catalogue-extra"
import type { V1Collection } from "../../../../lib/views/catalogue-extra"
import type { V1StoreGetCollectionsType } from "./validators"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ collections: V1Collection[]; count: number; offset: number; limit: number }>) {
  const params = req.validatedQuery as unknown as V1StoreGetCollectionsType
  const { collections, count } = await readV1Collections(req.scope, params)
  res.json({ collections, count, offset: params.offset, limit: params.limit })
}
