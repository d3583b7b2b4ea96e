import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteSellerStoreWorkflow } from "../../../../workflows/seller-stores/delete-seller-store"
import { updateSellerStoreWorkflow } from "../../../../workflows/seller-stores/update-seller-store"
import { retrieveSellerStore } from "../../../../lib/seller-stores/retrieve-seller-store"
import type { AdminUpdateSellerStoreBody } from "../validators"

export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ seller_store: await retrieveSellerStore(req.scope, { id: req.params.id }, req.queryConfig.fields) })
}

export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateSellerStoreBody>, res: MedusaResponse) {
  const { result } = await updateSellerStoreWorkflow(req.scope).run({
    input: { id: req.params.id, update: req.validatedBody },
  })
  res.json({ seller_store: result })
}

export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  await deleteSellerStoreWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "seller_store", deleted: true })
}
