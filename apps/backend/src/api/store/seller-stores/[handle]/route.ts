import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { retrieveSellerStore } from "../../../../lib/seller-stores/retrieve-seller-store"
import type { StoreSellerStore } from "../query-config"

export async function GET(req: MedusaRequest, res: MedusaResponse<{ seller_store: StoreSellerStore }>) {
  const seller_store = await retrieveSellerStore(req.scope, { handle: req.params.handle }, req.queryConfig.fields)
  res.json({ seller_store: seller_store as StoreSellerStore })
}
