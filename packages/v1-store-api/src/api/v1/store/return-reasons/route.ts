import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1ReturnReasons } from "../../../../lib/read-catalogue-extra"
import type { V1ReturnReason } from "../../../../lib/views/catalogue-extra"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ return_reasons: V1ReturnReason[] }>) {
  res.json({ return_reasons: await readV1ReturnReasons(req.scope) })
}
