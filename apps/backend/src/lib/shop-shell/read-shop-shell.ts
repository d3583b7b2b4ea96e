import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ShopShell } from "@leafline/shop-contract"
import { SHELL_HOUSE_FIELDS, SHELL_REGION_FIELDS, SHELL_TYPE_FIELDS, shopShellOf } from "./shop-shell"

/** The shop's shell (lib/shop-shell/shop-shell.ts), read from the database: three reads at once. */
export async function readShopShell(container: MedusaContainer): Promise<ShopShell> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: regions }, { data: types }, { data: houses }] = await Promise.all([
    query.graph({ entity: "region", fields: SHELL_REGION_FIELDS, pagination: { order: { created_at: "ASC" } } }),
    // Types are a short list; the featured flag is in their metadata (lib/featured-product-types.ts).
    query.graph({ entity: "product_type", fields: SHELL_TYPE_FIELDS }),
    query.graph({ entity: "seller_store", fields: SHELL_HOUSE_FIELDS }),
  ])
  return shopShellOf({ regions, types, houses })
}
