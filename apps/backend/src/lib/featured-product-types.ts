import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * A product type is featured (shown on the home page) when its metadata says `is_featured: true`.
 * Staff writes are validated (src/api/admin/product-types/middlewares.ts), so the flag is a boolean,
 * or absent, which means not featured.
 */
export const isFeatured = (type: { metadata?: Record<string, unknown> | null }): boolean =>
  type.metadata?.is_featured === true

/**
 * Ids of the featured product types. Read here rather than filtered in SQL: a filter on the `json`
 * metadata column casts the text to a boolean ("yes" would count), and product types are a short list.
 */
export async function featuredProductTypeIds(container: MedusaContainer): Promise<string[]> {
  const types = await container.resolve(Modules.PRODUCT).listProductTypes({}, { select: ["id", "metadata"] })
  return types.filter(isFeatured).map((type) => type.id)
}
