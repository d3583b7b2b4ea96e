import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1Product } from "../../../../../lib/v1/read-products"
import type { V1Product } from "@leafline/v1-store-api/lib/views/product"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ product: V1Product }>) {
  res.json({ product: await readV1Product(req) })
}
