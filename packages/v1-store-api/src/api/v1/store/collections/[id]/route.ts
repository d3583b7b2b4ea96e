import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { readV1Collection } from "../../../../../lib/read-catalogue-extra"
import type { V1Collection } from "../../../../../lib/views/catalogue-extra"

export async function GET(req: MedusaStoreRequest, res: MedusaResponse<{ collection: V1Collection }>) {
  res.json({ collection: await readV1Collection(req.scope, req.params.id) })
}
