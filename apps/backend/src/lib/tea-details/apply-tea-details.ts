import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { executeInOrder } from "../locking/execute-in-order"
import { SELLER_MODULE } from "../../modules/seller"
import { TEA_MODULE } from "../../modules/tea"
import { TEA_ATTRIBUTE_FIELDS } from "../../modules/tea/models/tea-attributes"
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

/**
 * The two records a tea has, handled alike: updated when the tea has one, else created (with its
 * `product_id`, which a unique index holds to one per tea) and linked; `fields` are what an undo puts
 * back.
 */
const LINKED_RECORDS = {
  attributes: {
    productField: "tea_attributes",
    linkKey: "tea_attributes_id",
    fields: TEA_ATTRIBUTE_FIELDS,
    list: (tea: TeaModuleService, productIds: string[]) => tea.listTeaAttributes({ product_id: productIds }),
    create: (tea: TeaModuleService, values: Values) => tea.createTeaAttributes(values as unknown as TeaAttributesInput & { product_id: string }),
    update: (tea: TeaModuleService, id: string, values: Values) => tea.updateTeaAttributes({ id, ...values }),
    remove: (tea: TeaModuleService, id: string) => tea.deleteTeaAttributes(id),
  },
  rating: {
    productField: "tea_rating",
    linkKey: "tea_rating_id",
    fields: ["average", "count"] as const,
    list: (tea: TeaModuleService, productIds: string[]) => tea.listTeaRatings({ product_id: productIds }),
    create: (tea: TeaModuleService, values: Values) => tea.createTeaRatings(values as unknown as TeaRatingInput & { product_id: string }),
    update: (tea: TeaModuleService, id: string, values: Values) => tea.updateTeaRatings({ id, ...values }),
    remove: (tea: TeaModuleService, id: string) => tea.deleteTeaRatings(id),
  },
} as const

type RecordKind = keyof typeof LINKED_RECORDS
const RECORD_KINDS = Object.keys(LINKED_RECORDS) as RecordKind[]

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

/** Each tea's current house and records: the records from the tea module, where `product_id` is kept. */
async function currentTeaDetails(container: MedusaContainer, productIds: string[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const tea = container.resolve<TeaModuleService>(TEA_MODULE)
  const [{ data: products }, ...records] = await Promise.all([
    query.graph({ entity: "product", fields: ["id", "seller_store.id", "tea_attributes.id", "tea_rating.id"], filters: { id: productIds } }),
    ...RECORD_KINDS.map((kind) => LINKED_RECORDS[kind].list(tea, productIds)),
  ])
  const byKind = Object.fromEntries(
    RECORD_KINDS.map((kind, i) => [kind, new Map((records[i] as Values[]).map((record) => [record.product_id as string, record]))]),
  ) as Record<RecordKind, Map<string, Values>>
  return { products: new Map(products.map((product) => [product.id, product as any])), records: byKind }
}

/**
 * Sets one tea's details, noting in `undo` what it replaces before each change, and keeping `current`
 * up to date for a later item of the same batch about the same tea.
 */
async function applyItem(
  container: MedusaContainer,
  item: TeaDetailsInput,
  current: Awaited<ReturnType<typeof currentTeaDetails>>,
  undo: PreviousTeaDetails,
) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const tea = container.resolve<TeaModuleService>(TEA_MODULE)
  const product = current.products.get(item.product_id)

  if (item.store_id && product.seller_store?.id !== item.store_id) {
    undo.store = { before: product.seller_store?.id ?? null, after: item.store_id }
    if (product.seller_store) {
      await link.dismiss({ [SELLER_MODULE]: { seller_store_id: product.seller_store.id }, ...productLink(item.product_id) })
    }
    await link.create({ [SELLER_MODULE]: { seller_store_id: item.store_id }, ...productLink(item.product_id) })
    product.seller_store = { id: item.store_id }
  }

  for (const kind of RECORD_KINDS) {
    const values = item[kind] as Values | undefined
    if (!values) continue
    const record = LINKED_RECORDS[kind]
    const existing = current.records[kind].get(item.product_id)
    if (existing) {
      undo[kind] = { id: existing.id as string, created: false, before: pick(existing, record.fields) }
      await record.update(tea, existing.id as string, values)
      // A record whose link was lost (a write cut off half-way, before there was a lock) is linked again.
      if (product[record.productField]?.id !== existing.id) {
        await link.create({ ...productLink(item.product_id), [TEA_MODULE]: { [record.linkKey]: existing.id } })
        product[record.productField] = { id: existing.id }
      }
    } else {
      const created = await record.create(tea, { ...values, product_id: item.product_id })
      undo[kind] = { id: created.id, created: true }
      await link.create({ ...productLink(item.product_id), [TEA_MODULE]: { [record.linkKey]: created.id } })
      current.records[kind].set(item.product_id, created as unknown as Values)
      product[record.productField] = { id: created.id }
    }
  }
}

/**
 * Sets teas' house, attributes and rating, creating the records the first time. Each tea is written
 * under a lock of its own, so two requests for one tea take turns instead of both creating its
 * records; and all or nothing: when one item fails, what the items before it changed is put back.
 * Returns what it replaced, so a workflow failing later can put it back too (`restoreTeaDetails`).
 */
export async function applyTeaDetails(container: MedusaContainer, items: TeaDetailsInput[]): Promise<PreviousTeaDetails[]> {
  if (!items.length) return []
  const productIds = [...new Set(items.map((item) => item.product_id))]
  return executeInOrder(
    container.resolve(Modules.LOCKING),
    productIds.map((id) => `tea-details:${id}`),
    async () => {
      await assertExists(container, items)
      const current = await currentTeaDetails(container, productIds)
      const previous: PreviousTeaDetails[] = []
      try {
        for (const item of items) {
          const undo: PreviousTeaDetails = { product_id: item.product_id }
          previous.push(undo)
          await applyItem(container, item, current, undo)
        }
      } catch (error) {
        await restoreTeaDetails(container, previous)
        throw error
      }
      return previous
    },
    { timeout: 30 },
  )
}

/** Puts back what `applyTeaDetails` replaced, last change first. */
export async function restoreTeaDetails(container: MedusaContainer, previous: PreviousTeaDetails[]) {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const tea = container.resolve<TeaModuleService>(TEA_MODULE)
  for (const undo of [...previous].reverse()) {
    for (const kind of RECORD_KINDS) {
      const done = undo[kind]
      const record = LINKED_RECORDS[kind]
      if (done?.created) {
        await link.dismiss({ ...productLink(undo.product_id), [TEA_MODULE]: { [record.linkKey]: done.id } })
        await record.remove(tea, done.id)
      } else if (done?.before) {
        await record.update(tea, done.id, done.before)
      }
    }
    if (undo.store) {
      await link.dismiss({ [SELLER_MODULE]: { seller_store_id: undo.store.after }, ...productLink(undo.product_id) })
      if (undo.store.before) {
        await link.create({ [SELLER_MODULE]: { seller_store_id: undo.store.before }, ...productLink(undo.product_id) })
      }
    }
  }
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Values {
  return Object.fromEntries(keys.map((key) => [key, source[key]]))
}
