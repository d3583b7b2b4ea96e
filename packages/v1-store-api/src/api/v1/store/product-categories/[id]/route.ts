import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1ProductCategory } from "../../../../../lib/read-catalogue-extra"
import type { V1ProductCategory } from "../../../../../lib/views/catalogue-extra"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ product_category: V1ProductCategory }>) {
  res.json({ product_category: await readV1ProductCategory(req.scope, req.params.id) })
}
