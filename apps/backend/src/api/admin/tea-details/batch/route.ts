import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateTeaDetailsWorkflow } from "../../../../workflows/tea-details/update-tea-details"
import type { TeaDetailsBatchBody } from "../../products/validators"

/** Many teas' house, attributes and rating in one go, for imports. */
export async function POST(req: AuthenticatedMedusaRequest<TeaDetailsBatchBody>, res: MedusaResponse) {
  const items = req.validatedBody.items.map(({ product_id, store_id, tea_attributes, rating }) => ({
    product_id,
    store_id,
    attributes: tea_attributes,
    rating,
  }))
  const { result } = await updateTeaDetailsWorkflow(req.scope).run({ input: { items } })
  res.json({ product_ids: result })
}
