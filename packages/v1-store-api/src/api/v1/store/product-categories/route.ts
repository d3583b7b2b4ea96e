import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1ProductCategories } from "../../../../lib/read-catalogue-extra"
import type { V1ProductCategory } from "../../../../lib/views/catalogue-extra"
import type { V1StoreGetProductCategoriesType } from "./validators"

export async function GET(
  req: MedusaStoreRequest,
  res: MedusaResponse<{ product_categories: V1ProductCategory[]; count: number; offset: number; limit: number }>,
) {
  const params = req.validatedQuery as unknown as V1StoreGetProductCategoriesType
  const { product_categories, count } = await readV1ProductCategories(req.scope, params)
  res.json({ product_categories, count, offset: params.offset, limit: params.limit })
}
