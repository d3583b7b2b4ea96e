import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import SellerStoreOrder from "../../../../../links/seller-store-order"
import { retrieveSellerStore } from "../../../../../lib/seller-stores/retrieve-seller-store"

/** A tea house's orders, newest first (back office: the house's page). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await retrieveSellerStore(req.scope, { id: req.params.id }, ["id"])
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { skip, take } = req.queryConfig.pagination
  const { data: links, metadata } = await query.graph({
    entity: SellerStoreOrder.entryPoint,
    fields: req.queryConfig.fields.map((field) => `order.${field}`),
    filters: { seller_store_id: req.params.id },
    pagination: { skip, take, order: { created_at: "DESC" } },
  })
  const orders = links.map((link) => link.order).filter(Boolean)
  res.json({ orders, count: metadata?.count ?? orders.length, offset: skip, limit: take })
}
