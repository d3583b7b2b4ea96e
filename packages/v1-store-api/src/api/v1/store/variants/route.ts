import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { type V1VariantQuery, readV1VariantPage } from "../../../../lib/products/read-variants"
import type { V1Variant } from "../../../../lib/views/product"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ variants: V1Variant[]; count: number; offset: number; limit: number }>) {
  const { offset = 0, limit = 100 } = req.validatedQuery as V1VariantQuery
  const { variants, count } = await readV1VariantPage(req)
  res.json({ variants, count, offset, limit })
}
