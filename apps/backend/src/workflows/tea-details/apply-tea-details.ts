import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { SELLER_MODULE } from "../../modules/seller"
import { TEA_MODULE } from "../../modules/tea"
import type TeaModuleService from "../../modules/tea/service"
import type { TeaAttributesInput, TeaDetailsInput, TeaRatingInput } from "./types"

type Values = Record<string, unknown>
type PreviousRecord = { id: string; created: boolean; before?: Values }

interface PreviousTeaDetails {
  product_id: string
  store?: { before: string | null; after: string }
  attributes?: PreviousRecord
  rating?: PreviousRecord
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

/**
 * The two records a tea links to, handled alike: updated when the tea has one, else created and
 * linked; `fields` are what an undo puts back.
 */
const LINKED_RECORDS = {
  attributes: {
    productField: "tea_attributes",
    linkKey: "tea_attributes_id",
    fields: ATTRIBUTE_FIELDS,
    create: (tea: TeaModuleService, values: Values) => tea.createTeaAttributes(values as unknown as TeaAttributesInput),
    update: (tea: TeaModuleService, id: string, values: Values) => tea.updateTeaAttributes({ id, ...values }),
    remove: (tea: TeaModuleService, id: string) => tea.deleteTeaAttributes(id),
  },
  rating: {
    productField: "tea_rating",
    linkKey: "tea_rating_id",
    fields: ["average", "count"] as const,
    create: (tea: TeaModuleService, values: Values) => tea.createTeaRatings(values as unknown as TeaRatingInput),
    update: (tea: TeaModuleService, id: string, values: Values) => tea.updateTeaRatings({ id, ...values }),
    remove: (tea: TeaModuleService, id: string) => tea.deleteTeaRatings(id),
  },
} as const

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

    for (const kind of ["attributes", "rating"] as const) {
      const values = item[kind] as Values | undefined
      if (!values) continue
      const record = LINKED_RECORDS[kind]
      const existing = product[record.productField]
      if (existing) {
        undo[kind] = { id: existing.id, created: false, before: pick(existing, record.fields) }
        await record.update(tea, existing.id, values)
      } else {
        const created = await record.create(tea, values)
        undo[kind] = { id: created.id, created: true }
        await link.create({ ...productLink(item.product_id), [TEA_MODULE]: { [record.linkKey]: created.id } })
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
    for (const kind of ["attributes", "rating"] as const) {
      const done = undo[kind]
      if (done?.created) await LINKED_RECORDS[kind].remove(tea, done.id)
      else if (done?.before) await LINKED_RECORDS[kind].update(tea, done.id, done.before)
    }
  }
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Values {
  return Object.fromEntries(keys.map((key) => [key, source[key]]))
}
