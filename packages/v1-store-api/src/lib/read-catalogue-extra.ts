import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import {
  type CategoryRecord,
  V1_CATEGORY_GRAPH_FIELDS,
  V1_COLLECTION_GRAPH_FIELDS,
  V1_RETURN_REASON_GRAPH_FIELDS,
  V1_TAG_GRAPH_FIELDS,
  type V1Collection,
  type V1ProductCategory,
  type V1ProductTag,
  type V1ReturnReason,
  toV1Collection,
  toV1ProductCategory,
  toV1ProductTag,
  toV1ReturnReason,
} from "./views/catalogue-extra"
import { containing } from "./contains"

/**
 * v1's collections, categories, tags and return reasons, read with Query from v2's Product and Order
 * modules as v2's store routes read them (same entities, same visibility rules), answered in v1's shape.
 */

export interface V1Page {
  limit: number
  offset: number
}

type Order = Record<string, "ASC" | "DESC">

async function readPage(scope: MedusaContainer, entity: string, fields: string[], filters: Record<string, unknown>, page: V1Page, order: Order) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity,
    fields,
    filters,
    pagination: { skip: page.offset, take: page.limit, order: { ...order, id: "ASC" } },
  })
  return { records: data as Record<string, unknown>[], count: metadata?.count ?? data.length }
}

/** `-field` is descending, as v1's `order` parameter read it. */
const orderBy = (order: string | undefined, fallback: Order): Order =>
  order ? { [order.replace(/^-/, "")]: order.startsWith("-") ? "DESC" : "ASC" } : fallback

const notFound = (what: string, id: string) => new MedusaError(MedusaError.Types.NOT_FOUND, `${what} with id: ${id} was not found`)

export async function readV1Collections(scope: MedusaContainer, params: V1Page & { id?: string; handle?: string[] }) {
  const filters: Record<string, unknown> = {}
  if (params.id) filters.id = params.id
  if (params.handle) filters.handle = params.handle
  const { records, count } = await readPage(scope, "product_collection", V1_COLLECTION_GRAPH_FIELDS, filters, params, { created_at: "DESC" })
  return { collections: records.map(toV1Collection) as V1Collection[], count }
}

export async function readV1Collection(scope: MedusaContainer, id: string): Promise<V1Collection> {
  const { collections } = await readV1Collections(scope, { id, limit: 1, offset: 0 })
  if (!collections[0]) throw notFound("Product collection", id)
  return collections[0]
}

export interface V1CategoryQuery extends V1Page {
  id?: string
  q?: string
  handle?: string
  parent_category_id?: string | null
  include_descendants_tree?: boolean
}

/** Only active, public categories, as v2's GET /store/product-categories (and v1's) shows. */
export async function readV1ProductCategories(scope: MedusaContainer, params: V1CategoryQuery) {
  const filters: Record<string, unknown> = { is_active: true, is_internal: false }
  if (params.id) filters.id = params.id
  if (params.q) filters.q = params.q
  if (params.handle) filters.handle = params.handle
  if (params.parent_category_id !== undefined) filters.parent_category_id = params.parent_category_id
  if (params.include_descendants_tree) filters.include_descendants_tree = true
  const { records, count } = await readPage(scope, "product_category", V1_CATEGORY_GRAPH_FIELDS, filters, params, { rank: "ASC" })
  return { product_categories: (records as CategoryRecord[]).map(toV1ProductCategory), count }
}

export async function readV1ProductCategory(scope: MedusaContainer, id: string): Promise<V1ProductCategory> {
  const { product_categories } = await readV1ProductCategories(scope, { id, limit: 1, offset: 0 })
  if (!product_categories[0]) throw notFound("Product category", id)
  return product_categories[0]
}

export interface V1TagQuery extends V1Page {
  id?: string[]
  value?: string[]
  q?: string
  order?: string
}

export async function readV1ProductTags(scope: MedusaContainer, params: V1TagQuery) {
  const and: Record<string, unknown>[] = []
  if (params.id) and.push({ id: params.id })
  if (params.value) and.push({ value: params.value })
  if (params.q) and.push({ value: containing(params.q) })
  const filters = and.length ? { $and: and } : {}
  const { records, count } = await readPage(scope, "product_tag", V1_TAG_GRAPH_FIELDS, filters, params, orderBy(params.order, { value: "ASC" }))
  return { product_tags: records.map(toV1ProductTag) as V1ProductTag[], count }
}

/** v1 listed the top-level reasons, each with its children; all of them, unpaged. */
export async function readV1ReturnReasons(scope: MedusaContainer, id?: string): Promise<V1ReturnReason[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "return_reason",
    fields: V1_RETURN_REASON_GRAPH_FIELDS,
    filters: id ? { id } : { parent_return_reason_id: null },
    pagination: { order: { created_at: "ASC", id: "ASC" } },
  })
  return (data as Parameters<typeof toV1ReturnReason>[0][]).map(toV1ReturnReason)
}

export async function readV1ReturnReason(scope: MedusaContainer, id: string): Promise<V1ReturnReason> {
  const [reason] = await readV1ReturnReasons(scope, id)
  if (!reason) throw notFound("Return reason", id)
  return reason
}
