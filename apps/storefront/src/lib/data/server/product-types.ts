import "server-only"
import type { ShopShellType } from "@leafline/shop-contract"
import { readShopShell } from "./shop-shell"

/** The featured tea types: the header's navigation, the home page's tiles and the listing's categories. */
export async function listFeaturedTypes(): Promise<ShopShellType[]> {
  return (await readShopShell()).product_types
}
