import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { type V1ProductQuery, readV1ProductPage } from "../../../../lib/products/read-products"
import type { V1Product } from "../../../../lib/views/product"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ products: V1Product[]; count: number; offset: number; limit: number }>) {
  const { offset = 0, limit = 100 } = req.validatedQuery as V1ProductQuery
  const { products, count } = await readV1ProductPage(req)
  res.json({ products, count, offset, limit })
}
