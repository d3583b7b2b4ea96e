import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { isFeatured } from "@leafline/shop-contract"

/**
 * Ids of the featured product types (the shop contract's isFeatured). Read here rather than filtered in SQL:
 * a filter on the `json` metadata column casts the text to a boolean ("yes" would count), and product types
 * are a short list.
 */
export async function featuredProductTypeIds(container: MedusaContainer): Promise<string[]> {
  const types = await container.resolve(Modules.PRODUCT).listProductTypes({}, { select: ["id", "metadata"] })
  return types.filter(isFeatured).map((type) => type.id)
}
