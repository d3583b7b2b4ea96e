import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { featuredProductTypeIds, isFeatured } from "../featured-product-types"
import { type V1ProductType, toV1ProductType } from "@leafline/v1-store-api/lib/views/product"
import { containing } from "@leafline/v1-store-api/lib/contains"

export interface V1ProductTypeQuery {
  limit: number
  offset: number
  id?: string[]
  value?: string[]
  q?: string
  is_featured?: boolean
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
