import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { removeFavoriteProductWorkflow } from "../../../../workflows/favourites/remove-favorite-product"
import type { FavoriteProductBodyType } from "../validators"

export const POST = async (
  req: AuthenticatedMedusaRequest<FavoriteProductBodyType>,
  res: MedusaResponse<{ favorite_product_ids: string[] }>,
) => {
  const { result } = await removeFavoriteProductWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, product_id: req.validatedBody.product_id },
  })
  res.json({ favorite_product_ids: result })
}
