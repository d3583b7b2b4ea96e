import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1ReturnReason } from "../../../../../lib/read-catalogue-extra"
import type { V1ReturnReason } from "../../../../../lib/views/catalogue-extra"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ return_reason: V1ReturnReason }>) {
  res.json({ return_reason: await readV1ReturnReason(req.scope, req.params.id) })
}
