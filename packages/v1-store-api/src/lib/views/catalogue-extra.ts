/**
 * Collections, product categories, product tags and return reasons as Medusa v1's store API answered them
 * (v1.x `api/routes/store/{collections,product-categories,product-tags,return-reasons}`: their default
 * fields and relations), from v2's records read with the field lists below. Nothing else is read.
 */

type Nullable<T> = T | null | undefined

const pick = <K extends string>(record: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Record<K, unknown>

const COLLECTION_SCALARS = ["id", "title", "handle", "metadata", "created_at", "updated_at", "deleted_at"] as const
export const V1_COLLECTION_GRAPH_FIELDS = [...COLLECTION_SCALARS]

/** v1's collection (no products: v1 answered them only when asked for with `expand`, which we do not take). */
export function toV1Collection(collection: Record<string, unknown>) {
  return pick(collection, COLLECTION_SCALARS)
}
export type V1Collection = ReturnType<typeof toV1Collection>

const CATEGORY_SCALARS = ["id", "name", "description", "handle", "parent_category_id", "rank", "metadata", "created_at", "updated_at"] as const
// Whether a category may be shown is read for every category answered, the parent and children too.
const CATEGORY_VISIBILITY = ["is_active", "is_internal"] as const

/** A category, its parent and its children (with their children, as deep as the tree was read). */
export const V1_CATEGORY_GRAPH_FIELDS = [
  ...CATEGORY_SCALARS,
  ...CATEGORY_VISIBILITY,
  ...[...CATEGORY_SCALARS, ...CATEGORY_VISIBILITY].map((field) => `parent_category.${field}`),
  "category_children.*",
]

export interface CategoryRecord extends Record<string, unknown> {
  is_active?: Nullable<boolean>
  is_internal?: Nullable<boolean>
  parent_category?: Nullable<CategoryRecord>
  category_children?: Nullable<CategoryRecord[]>
}

/** The store shows active, public categories only (v1's and v2's store rule), at every level of the tree. */
export const isShownCategory = (category: Nullable<CategoryRecord>): category is CategoryRecord =>
  !!category && category.is_active === true && category.is_internal === false

export interface V1ProductCategory extends Record<string, unknown> {
  /** The parent's own fields (not its parent or children), on the category answered. */
  parent_category?: Record<string, unknown> | null
  category_children: V1ProductCategory[]
}

function toV1CategoryNode(category: CategoryRecord): V1ProductCategory {
  return {
    ...pick(category, CATEGORY_SCALARS),
    category_children: (category.category_children ?? [])
      .filter(isShownCategory)
      .sort((a, b) => Number(a.rank ?? 0) - Number(b.rank ?? 0))
      .map(toV1CategoryNode),
  }
}

/** v1's category with its `parent_category` (null when it is hidden or there is none) and shown children. */
export function toV1ProductCategory(category: CategoryRecord): V1ProductCategory {
  const parent = isShownCategory(category.parent_category) ? { ...pick(category.parent_category, CATEGORY_SCALARS) } : null
  return { ...toV1CategoryNode(category), parent_category: parent }
}

const TAG_SCALARS = ["id", "value", "created_at", "updated_at"] as const
export const V1_TAG_GRAPH_FIELDS = [...TAG_SCALARS]

export function toV1ProductTag(tag: Record<string, unknown>) {
  return pick(tag, TAG_SCALARS)
}
export type V1ProductTag = ReturnType<typeof toV1ProductTag>

const REASON_SCALARS = ["id", "value", "label", "parent_return_reason_id", "description", "created_at", "updated_at", "deleted_at"] as const
export const V1_RETURN_REASON_GRAPH_FIELDS = [
  ...REASON_SCALARS,
  ...REASON_SCALARS.map((field) => `parent_return_reason.${field}`),
  ...REASON_SCALARS.map((field) => `return_reason_children.${field}`),
]

interface ReturnReasonRecord extends Record<string, unknown> {
  parent_return_reason?: Nullable<Record<string, unknown>>
  return_reason_children?: Nullable<Nullable<Record<string, unknown>>[]>
}

/** v1's return reason with its parent and children (v1's default relations). */
export function toV1ReturnReason(reason: ReturnReasonRecord) {
  return {
    ...pick(reason, REASON_SCALARS),
    parent_return_reason: reason.parent_return_reason ? pick(reason.parent_return_reason, REASON_SCALARS) : null,
    return_reason_children: (reason.return_reason_children ?? []).flatMap((child) => (child ? [pick(child, REASON_SCALARS)] : [])),
  }
}
export type V1ReturnReason = ReturnType<typeof toV1ReturnReason>
