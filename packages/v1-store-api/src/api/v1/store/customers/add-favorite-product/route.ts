import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeFavourite } from "../../../../../lib/customers/favourites"
import { SHOP_WORKFLOWS } from "../../../../../lib/shop-workflows"

/** POST /v1/store/customers/add-favorite-product: v2's route as it is (lib/customers/favourites.ts). */
export async function POST(req: AuthenticatedMedusaRequest<{ product_id: string }>, res: MedusaResponse<{ favorite_product_ids: string[] }>) {
  res.json(await changeFavourite(req, SHOP_WORKFLOWS.addFavourite))
}
