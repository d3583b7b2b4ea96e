import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1Product } from "../../../../../lib/products/read-products"
import type { V1Product } from "../../../../../lib/views/product"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ product: V1Product }>) {
  res.json({ product: await readV1Product(req) })
}
