import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addFavoriteProductWorkflow } from "../../../../workflows/favourites/add-favorite-product"
import type { FavoriteProductBodyType } from "../validators"

export const POST = async (
  req: AuthenticatedMedusaRequest<FavoriteProductBodyType>,
  res: MedusaResponse<{ favorite_product_ids: string[] }>,
) => {
  const { result } = await addFavoriteProductWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, product_id: req.validatedBody.product_id },
  })
  res.json({ favorite_product_ids: result })
}
