import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1Variant } from "../../../../../lib/products/read-variants"
import type { V1Variant } from "../../../../../lib/views/product"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ variant: V1Variant }>) {
  res.json({ variant: await readV1Variant(req) })
}
