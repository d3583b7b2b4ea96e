import type { MedusaNextFunction, MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, ProductStatus, QueryContext } from "@medusajs/framework/utils"
import { wrapProductsWithTaxPrices } from "@leafline/medusa-internals"
import { askPricesInCurrency } from "./read-products"
import { type StandaloneVariantRecord, V1_VARIANT_GRAPH_FIELDS, type V1Variant, toV1Variant } from "../views/product"

/** The v1 variant query our routes take (validated by src/api/v1/store/variants/validators.ts). */
export interface V1VariantQuery {
  limit?: number
  offset?: number
  ids?: string[]
  id?: string[]
  title?: string[]
  sales_channel_id?: string[]
  region_id?: string
  currency_code?: string
}

/**
 * Turns the v1 variant query into filters, fields and paging for Query's product_variant, so that the same
 * sales channel, pricing and tax steps as GET /store/products (and the v1 products routes) run after it.
 */
export function toStoreVariantQuery(req: MedusaStoreRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const params = req.validatedQuery as V1VariantQuery
  const filters: Record<string, unknown> = {}
  const ids = [...(params.ids ?? []), ...(params.id ?? [])]
  if (req.params?.id) filters.id = req.params.id
  else if (ids.length) filters.id = ids
  if (params.title) filters.title = params.title
  if (params.region_id) filters.region_id = params.region_id
  else if (params.currency_code) askPricesInCurrency(req, params.currency_code)
  req.filterableFields = filters
  req.queryConfig = {
    fields: [...V1_VARIANT_GRAPH_FIELDS],
    pagination: { skip: params.offset ?? 0, take: params.limit ?? 100, order: { created_at: "ASC", id: "ASC" } },
  } as MedusaStoreRequest["queryConfig"]
  next()
}

/** Medusa's tax step works on products: each variant is handed to it under its own product. */
async function addTaxAmounts(req: MedusaStoreRequest, variants: StandaloneVariantRecord[]) {
  const products = variants.map((variant) => ({ id: variant.product?.id, type_id: variant.product?.type_id, variants: [variant] }))
  await wrapProductsWithTaxPrices(req, products as unknown as Parameters<typeof wrapProductsWithTaxPrices>[1])
}

/**
 * The page of v1 variants the query settled on: only variants of published products in the key's sales
 * channels (the products' rule), priced as v2 prices them for the region or currency asked for.
 */
export async function readV1VariantPage(req: MedusaStoreRequest): Promise<{ variants: V1Variant[]; count: number }> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const context = req.pricingContext ? { calculated_price: QueryContext(req.pricingContext) } : {}
  const { data, metadata } = await query.graph({
    entity: "product_variant",
    fields: req.queryConfig.fields,
    filters: { ...req.filterableFields, product: { status: ProductStatus.PUBLISHED } },
    pagination: req.queryConfig.pagination,
    context,
  })
  const variants = data as StandaloneVariantRecord[]
  await addTaxAmounts(req, variants)
  return { variants: variants.map(toV1Variant), count: metadata?.count ?? variants.length }
}

export async function readV1Variant(req: MedusaStoreRequest): Promise<V1Variant> {
  const { variants } = await readV1VariantPage(req)
  if (!variants[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Variant with id: ${req.params.id} was not found`)
  return variants[0]
}
