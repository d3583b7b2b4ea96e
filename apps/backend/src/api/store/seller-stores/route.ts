import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: seller_stores, metadata } = await query.graph({
    entity: "seller_store",
    fields: req.queryConfig.fields,
    pagination: req.queryConfig.pagination,
  })
  res.json({ seller_stores, count: metadata?.count, offset: metadata?.skip, limit: metadata?.take })
}
