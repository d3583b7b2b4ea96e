import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { StoreSellerStore } from "./query-config"

export async function GET(
  req: MedusaRequest,
  res: MedusaResponse<{ seller_stores: StoreSellerStore[]; count: number; offset: number; limit: number }>,
) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "seller_store",
    fields: req.queryConfig.fields,
    pagination: req.queryConfig.pagination,
  })
  res.json({ seller_stores: data as StoreSellerStore[], count: metadata?.count ?? 0, offset: metadata?.skip ?? 0, limit: metadata?.take ?? 0 })
}
