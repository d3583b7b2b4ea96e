import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { type V1ProductTypeQuery, readV1ProductTypes } from "../../../../lib/read-product-types"
import type { V1ProductType } from "../../../../lib/views/product"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ product_types: V1ProductType[]; count: number; offset: number; limit: number }>) {
  const params = req.validatedQuery as unknown as V1ProductTypeQuery
  const { product_types, count } = await readV1ProductTypes(req.scope, params)
  res.json({ product_types, count, offset: params.offset, limit: params.limit })
}
