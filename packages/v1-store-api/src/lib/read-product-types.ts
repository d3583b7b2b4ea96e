import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isFeatured } from "@leafline/shop-contract"
import { type V1ProductType, toV1ProductType } from "./views/product"
import { containing } from "./contains"

export interface V1ProductTypeQuery {
  limit: number
  offset: number
  id?: string[]
  value?: string[]
  q?: string
  is_featured?: boolean
}

/**
 * The ids of the featured product types, as the shop decides it (the shop contract's isFeatured). Read whole
 * rather than filtered in SQL: a filter on the `json` metadata column casts the text to a boolean ("yes"
 * would count), and product types are a short list.
 */
async function featuredProductTypeIds(scope: MedusaContainer): Promise<string[]> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product_type", fields: ["id", "metadata"] })
  return data.filter(isFeatured).map((type) => type.id)
}

/** v1's product type list (`{ product_types, count }`), with `is_featured` as our /store/product-types adds it. */
export async function readV1ProductTypes(scope: MedusaContainer, params: V1ProductTypeQuery): Promise<{ product_types: V1ProductType[]; count: number }> {
  const and: Record<string, unknown>[] = []
  if (params.id) and.push({ id: params.id })
  if (params.value) and.push({ value: params.value })
  if (params.q) and.push({ value: containing(params.q) })
  if (params.is_featured !== undefined) {
    const featured = await featuredProductTypeIds(scope)
    and.push({ id: params.is_featured ? { $in: featured } : { $nin: featured } })
  }
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "product_type",
    fields: ["id", "value", "metadata", "created_at", "updated_at"],
    filters: and.length ? { $and: and } : {},
    pagination: { skip: params.offset, take: params.limit, order: { value: "ASC", id: "ASC" } },
  })
  return { product_types: data.map((type) => toV1ProductType(type, isFeatured(type))), count: metadata?.count ?? data.length }
}
