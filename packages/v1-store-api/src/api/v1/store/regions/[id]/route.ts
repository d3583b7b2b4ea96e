import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1Region } from "../../../../../lib/read-regions"
import type { V1Region } from "../../../../../lib/views/region"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ region: V1Region }>) {
  res.json({ region: await readV1Region(req.scope, req.params.id) })
}
