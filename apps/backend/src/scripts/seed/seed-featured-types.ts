import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { updateProductTypesWorkflow } from "@medusajs/medusa/core-flows"
import { TEA_TYPES, type TeaTypeName } from "./catalogue"

/** The tea types the home page features; White and Pu-erh are not. */
export const FEATURED_TEA_TYPES: TeaTypeName[] = ["Green", "Black", "Oolong", "Herbal"]

/**
 * Marks each seeded tea type featured or not (metadata.is_featured). Only types whose flag was never
 * set are written, so running the seed again changes nothing and never undoes a choice staff made.
 */
export async function seedFeaturedTypes(container: MedusaContainer): Promise<void> {
  const service = container.resolve(Modules.PRODUCT)
  const teaTypes = new Set<string>(TEA_TYPES.map((t) => t.name))
  const types = await service.listProductTypes({}, { select: ["id", "value", "metadata"] })
  const undecided = types.filter((type) => teaTypes.has(type.value) && type.metadata?.is_featured === undefined)
  for (const isFeatured of [true, false]) {
    const ids = undecided
      .filter((type) => FEATURED_TEA_TYPES.includes(type.value as TeaTypeName) === isFeatured)
      .map((type) => type.id)
    if (!ids.length) continue
    await updateProductTypesWorkflow(container).run({
      input: { selector: { id: ids }, update: { metadata: { is_featured: isFeatured } } },
    })
  }
}
