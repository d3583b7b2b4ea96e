import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../shop-workflows"

/**
 * v1's favourites are v2's, as they are (the spec's paths under /store/customers): the same body, answer and
 * auth (the back end applies v2's middlewares of these paths to them), and the shop's workflow each v2 route runs.
 */
export async function changeFavourite(
  req: AuthenticatedMedusaRequest<{ product_id: string }>,
  workflow: typeof SHOP_WORKFLOWS.addFavourite | typeof SHOP_WORKFLOWS.removeFavourite,
): Promise<{ favorite_product_ids: string[] }> {
  const ids = await runShopWorkflow<string[]>(req.scope, workflow, { customer_id: req.auth_context.actor_id, product_id: req.validatedBody.product_id })
  return { favorite_product_ids: ids }
}
