import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateTeaDetailsWorkflow } from "../../../../../workflows/tea-details/update-tea-details"
import { retrieveSellerStore } from "../../../../../lib/seller-stores/retrieve-seller-store"

/** Moves teas to this tea house (a tea belongs to one house). */
export async function POST(req: AuthenticatedMedusaRequest<{ product_ids: string[] }>, res: MedusaResponse) {
  const store = await retrieveSellerStore(req.scope, { id: req.params.id }, ["id"])
  await updateTeaDetailsWorkflow(req.scope).run({
    input: { items: req.validatedBody.product_ids.map((product_id) => ({ product_id, store_id: store.id })) },
  })
  res.json({ seller_store: await retrieveSellerStore(req.scope, { id: store.id }, ["id", "name", "products.id"]) })
}
