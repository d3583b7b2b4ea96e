import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { assignShippingOptionsWorkflow } from "../../../../../workflows/seller-stores/assign-shipping-options"
import { retrieveSellerStore } from "../../../../../lib/seller-stores/retrieve-seller-store"

/** Moves shipping options to this tea house (an option belongs to one house). */
export async function POST(req: AuthenticatedMedusaRequest<{ shipping_option_ids: string[] }>, res: MedusaResponse) {
  const store = await retrieveSellerStore(req.scope, { id: req.params.id }, ["id"])
  await assignShippingOptionsWorkflow(req.scope).run({
    input: { store_id: store.id, shipping_option_ids: req.validatedBody.shipping_option_ids },
  })
  res.json({
    seller_store: await retrieveSellerStore(req.scope, { id: store.id }, ["id", "name", "shipping_options.id", "shipping_options.name"]),
  })
}
