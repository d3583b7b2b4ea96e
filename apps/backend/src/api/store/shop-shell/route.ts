import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readShopShell } from "../../../lib/shop-shell/read-shop-shell"
import type { ShopShell } from "@leafline/shop-contract"

/** What every storefront page is built around: the regions, the featured tea types and the tea houses. */
export async function GET(req: MedusaRequest, res: MedusaResponse<ShopShell>) {
  res.json(await readShopShell(req.scope))
}
