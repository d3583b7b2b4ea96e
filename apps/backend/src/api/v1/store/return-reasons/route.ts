import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1ReturnReasons } from "../../../../lib/v1/read-catalogue-extra"
import type { V1ReturnReason } from "../../../../lib/v1/views/catalogue-extra"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ return_reasons: V1ReturnReason[] }>) {
  res.json({ return_reasons: await readV1ReturnReasons(req.scope) })
}
