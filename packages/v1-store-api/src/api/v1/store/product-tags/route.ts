import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1ProductTags } from "../../../../lib/read-catalogue-extra"
import type { V1ProductTag } from "../../../../lib/views/catalogue-extra"
import type { V1StoreGetProductTagsType } from "./validators"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ product_tags: V1ProductTag[]; count: number; offset: number; limit: number }>) {
  const params = req.validatedQuery as unknown as V1StoreGetProductTagsType
  const { product_tags, count } = await readV1ProductTags(req.scope, params)
  res.json({ product_tags, count, offset: params.offset, limit: params.limit })
}
