import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createSellerStoresWorkflow } from "../../../workflows/seller-stores/create-seller-stores"
import type { AdminCreateSellerStoreBody } from "./validators"

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { q, ...filters } = req.filterableFields as { q?: string }
  const { data: seller_stores, metadata } = await query.graph({
    entity: "seller_store",
    fields: req.queryConfig.fields,
    filters: q ? { ...filters, name: { $ilike: `%${q}%` } } : filters,
    pagination: req.queryConfig.pagination,
  })
  res.json({ seller_stores, count: metadata?.count, offset: metadata?.skip, limit: metadata?.take })
}

export async function POST(req: AuthenticatedMedusaRequest<AdminCreateSellerStoreBody>, res: MedusaResponse) {
  const { result } = await createSellerStoresWorkflow(req.scope).run({ input: { stores: [req.validatedBody] } })
  res.status(201).json({ seller_store: result[0] })
}
