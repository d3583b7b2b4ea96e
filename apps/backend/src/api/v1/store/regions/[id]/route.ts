import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1Region } from "../../../../../lib/v1/read-regions"
import type { V1Region } from "../../../../../lib/v1/views/region"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ region: V1Region }>) {
  res.json({ region: await readV1Region(req.scope, req.params.id) })
}
