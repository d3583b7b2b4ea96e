import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { retrieveSellerStore } from "../../../utils/retrieve-seller-store"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ seller_store: await retrieveSellerStore(req.scope, { handle: req.params.handle }, req.queryConfig.fields) })
}
