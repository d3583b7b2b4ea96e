import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { SELLER_MODULE } from "../../modules/seller"
import { TEA_MODULE } from "../../modules/tea"
import type TeaModuleService from "../../modules/tea/service"
import type { TeaAttributesInput, TeaDetailsInput, TeaRatingInput } from "./types"

interface PreviousTeaDetails {
  product_id: string
  store?: { before: string | null; after: string }
  attributes?: { id: string; created: boolean; before?: TeaAttributesInput }
  rating?: { id: string; created: boolean; before?: TeaRatingInput }
}

const ATTRIBUTE_FIELDS = [
  "origin_country",
  "origin_region",
  "harvest",
  "brew_temp_c",
  "steep_seconds",
  "grams_per_cup",
  "caffeine",
  "flavour_notes",
] as const

const productLink = (productId: string) => ({ [Modules.PRODUCT]: { product_id: productId } })

/** Fails with a 404 when a product or tea house named in the input does not exist. */
async function assertExists(container: MedusaContainer, items: TeaDetailsInput[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const productIds = [...new Set(items.map((item) => item.product_id))]
  const { data: products } = await query.graph({ entity: "product", fields: ["id"], filters: { id: productIds } })
  const missingProduct = productIds.find((id) => !products.some((p) => p.id === id))
  if (missingProduct) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with id ${missingProduct} was not found`)

  const storeIds = [...new Set(items.flatMap((item) => (item.store_id ? [item.store_id] : [])))]
  if (!storeIds.length) return
  const { data: stores } = await query.graph({ entity: "seller_store", fields: ["id"], filters: { id: storeIds } })
  const missingStore = storeIds.find((id) => !stores.some((s) => s.id === id))
  if (missingStore) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Tea house with id ${missingStore} was not found`)
}

/**
 * Sets a tea's house, attributes and rating, creating the linked records the first time. Returns
 * what it replaced, so a failed workflow can put it back (`restoreTeaDetails`).
 */
export async function applyTeaDetails(container: MedusaContainer, items: TeaDetailsInput[]): Promise<PreviousTeaDetails[]> {
  if (!items.length) return []
  await assertExists(container, items)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const tea = container.resolve<TeaModuleService>(TEA_MODULE)
  const { data: current } = await query.graph({
    entity: "product",
    fields: ["id", "seller_store.id", "tea_attributes.*", "tea_rating.*"],
    filters: { id: items.map((item) => item.product_id) },
  })
  const byId = new Map(current.map((product) => [product.id, product as any]))

  const previous: PreviousTeaDetails[] = []
  for (const item of items) {
    const product = byId.get(item.product_id)
    const undo: PreviousTeaDetails = { product_id: item.product_id }
    previous.push(undo)

    if (item.store_id && product.seller_store?.id !== item.store_id) {
      undo.store = { before: product.seller_store?.id ?? null, after: item.store_id }
      if (product.seller_store) {
        await link.dismiss({ [SELLER_MODULE]: { seller_store_id: product.seller_store.id }, ...productLink(item.product_id) })
      }
      await link.create({ [SELLER_MODULE]: { seller_store_id: item.store_id }, ...productLink(item.product_id) })
    }

    if (item.attributes) {
      const existing = product.tea_attributes
      if (existing) {
        undo.attributes = { id: existing.id, created: false, before: pick(existing, ATTRIBUTE_FIELDS) }
        await tea.updateTeaAttributes({ id: existing.id, ...item.attributes })
      } else {
        const created = await tea.createTeaAttributes(item.attributes)
        undo.attributes = { id: created.id, created: true }
        await link.create({ ...productLink(item.product_id), [TEA_MODULE]: { tea_attributes_id: created.id } })
      }
    }

    if (item.rating) {
      const existing = product.tea_rating
      if (existing) {
        undo.rating = { id: existing.id, created: false, before: { average: existing.average, count: existing.count } }
        await tea.updateTeaRatings({ id: existing.id, ...item.rating })
      } else {
        const created = await tea.createTeaRatings(item.rating)
        undo.rating = { id: created.id, created: true }
        await link.create({ ...productLink(item.product_id), [TEA_MODULE]: { tea_rating_id: created.id } })
      }
    }
  }
  return previous
}

/** Puts back what `applyTeaDetails` replaced. */
export async function restoreTeaDetails(container: MedusaContainer, previous: PreviousTeaDetails[]) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const tea = container.resolve<TeaModuleService>(TEA_MODULE)
  for (const undo of previous) {
    if (undo.store) {
      await link.dismiss({ [SELLER_MODULE]: { seller_store_id: undo.store.after }, ...productLink(undo.product_id) })
      if (undo.store.before) {
        await link.create({ [SELLER_MODULE]: { seller_store_id: undo.store.before }, ...productLink(undo.product_id) })
      }
    }
    if (undo.attributes?.created) await tea.deleteTeaAttributes(undo.attributes.id)
    else if (undo.attributes?.before) await tea.updateTeaAttributes({ id: undo.attributes.id, ...undo.attributes.before })
    if (undo.rating?.created) await tea.deleteTeaRatings(undo.rating.id)
    else if (undo.rating?.before) await tea.updateTeaRatings({ id: undo.rating.id, ...undo.rating.before })
  }
}

function pick<T extends Record<string, any>, K extends readonly (keyof T)[]>(source: T, keys: K) {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as any
}
