import type { MedusaNextFunction, MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, ProductStatus, QueryContext } from "@medusajs/framework/utils"
import { wrapProductsWithTaxPrices } from "@leafline/medusa-internals"
import { SHOP_WORKFLOWS, runShopWorkflow } from "../shop-workflows"
import {
  type ProductRecord,
  type V1Product,
  V1_CALCULATED_PRICE_FIELD,
  V1_PRODUCT_GRAPH_FIELDS,
  V1_VARIANT_CALCULATED_PRICE_FIELD,
  toV1Product,
} from "../views/product"

/** The v1 product query our routes take (validated by src/api/v1/store/products/validators.ts). */
export interface V1ProductQuery {
  q?: string
  limit?: number
  offset?: number
  order?: string
  id?: string[]
  handle?: string
  type_id?: string[]
  sales_channel_id?: string[]
  region_id?: string
  currency_code?: string
}

// A search's page of ids, in relevance order, with its count: the products are read by these ids.
const searchedPages = new WeakMap<MedusaStoreRequest, { ids: string[]; count: number }>()
// The currency asked for without a region: v1 priced in it, v2 takes it as the pricing context.
const pricingCurrencies = new WeakMap<MedusaStoreRequest, string>()

const queryOf = (req: MedusaStoreRequest) => req.validatedQuery as V1ProductQuery

/**
 * Turns the v1 query into the filters, fields and paging of Medusa's own GET /store/products, so that
 * the steps after it (its sales channel, status, region, pricing and tax middlewares) run as they do there.
 */
export function toStoreProductQuery(req: MedusaStoreRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const params = queryOf(req)
  const filters: Record<string, unknown> = {}
  if (req.params?.id) filters.id = req.params.id
  if (params.id) filters.id = params.id
  if (params.handle) filters.handle = params.handle
  if (params.type_id) filters.type_id = params.type_id
  if (params.region_id) filters.region_id = params.region_id
  else if (params.currency_code) askPricesInCurrency(req, params.currency_code)
  if (params.q && (params.id || params.handle || params.order)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "q cannot be combined with id, handle or order: a search answers by relevance")
  }
  const order = params.order ? { [params.order.replace(/^-/, "")]: params.order.startsWith("-") ? "DESC" : "ASC" } : { created_at: "DESC" }
  req.filterableFields = filters
  req.queryConfig = {
    fields: [...V1_PRODUCT_GRAPH_FIELDS],
    pagination: { skip: params.offset ?? 0, take: params.limit ?? 100, order: { ...order, id: "ASC" } },
  } as MedusaStoreRequest["queryConfig"]
  next()
}

/** With `q`: the page is the search's, in its order, narrowed to its ids before the other filters apply. */
export async function searchForQ(req: MedusaStoreRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const params = queryOf(req)
  if (!params.q) return next()
  const page = await searchCatalogue(req.scope, {
    q: params.q,
    salesChannelIds: req.filterableFields.sales_channel_id as string[],
    typeIds: params.type_id,
    skip: params.offset ?? 0,
    take: params.limit ?? 100,
  })
  searchedPages.set(req, page)
  req.filterableFields.id = page.ids
  req.queryConfig.pagination = { skip: 0, take: page.ids.length }
  next()
}

/** Remembers a currency asked for without a region, for priceInCurrency and variantPriceInCurrency below. */
export function askPricesInCurrency(req: MedusaStoreRequest, currencyCode: string) {
  pricingCurrencies.set(req, currencyCode.toLowerCase())
}

/** A currency without a region: v2's prices in that currency (no region's prices, no tax amounts), read at `field`. */
function priceInCurrencyAt(field: string) {
  return (req: MedusaStoreRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const currency = pricingCurrencies.get(req)
    if (currency) {
      req.pricingContext = { currency_code: currency }
      req.queryConfig.fields.push(field)
    }
    next()
  }
}

/** For products: their variants' calculated prices. */
export const priceInCurrency = priceInCurrencyAt(V1_CALCULATED_PRICE_FIELD)
/** For variants read on their own (Query's product_variant). */
export const variantPriceInCurrency = priceInCurrencyAt(V1_VARIANT_CALCULATED_PRICE_FIELD)

interface CatalogueSearch {
  q: string
  salesChannelIds: string[]
  typeIds?: string[]
  skip: number
  take: number
}

/** The shop's search of its catalogue (the listing's index and typo tolerance), run by its workflow's id. */
function searchCatalogue(scope: MedusaContainer, criteria: CatalogueSearch) {
  return runShopWorkflow<{ ids: string[]; count: number }>(scope, SHOP_WORKFLOWS.searchCatalogue, criteria)
}

async function readProducts(req: MedusaStoreRequest, filters: Record<string, unknown>, pagination: Record<string, unknown>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const context = req.pricingContext ? { variants: { calculated_price: QueryContext(req.pricingContext) } } : {}
  const { data, metadata } = await query.graph({ entity: "product", fields: req.queryConfig.fields, filters, pagination, context })
  await wrapProductsWithTaxPrices(req, data as Parameters<typeof wrapProductsWithTaxPrices>[1])
  return { products: (data as ProductRecord[]).map(toV1Product), count: metadata?.count ?? data.length }
}

/** The page of v1 products the request's query settled on (after the middlewares above and Medusa's). */
export async function readV1ProductPage(req: MedusaStoreRequest): Promise<{ products: V1Product[]; count: number }> {
  const searched = searchedPages.get(req)
  if (searched && !searched.ids.length) return { products: [], count: searched.count }
  const page = await readProducts(req, req.filterableFields, req.queryConfig.pagination)
  if (!searched) return page
  const rank = new Map(searched.ids.map((id, index) => [id, index]))
  return { products: page.products.sort((a, b) => (rank.get(a.id as string) ?? 0) - (rank.get(b.id as string) ?? 0)), count: searched.count }
}

/** One v1 product, or Medusa's 404. */
export async function readV1Product(req: MedusaStoreRequest): Promise<V1Product> {
  const { products } = await readV1ProductPage(req)
  if (!products[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with id: ${req.params.id} was not found`)
  return products[0]
}

/** POST /v1/store/products/search: v1's `{ hits }`, the matching published teas of the key's channels. */
export async function searchV1Products(
  scope: MedusaContainer,
  { q, limit, offset, salesChannelIds }: { q: string; limit: number; offset: number; salesChannelIds: string[] },
): Promise<V1Product[]> {
  const { ids } = await searchCatalogue(scope, { q, salesChannelIds, skip: offset, take: limit })
  if (!ids.length) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: V1_PRODUCT_GRAPH_FIELDS,
    filters: { id: ids, status: ProductStatus.PUBLISHED },
  })
  const byId = new Map((data as ProductRecord[]).map((product) => [product.id, product]))
  return ids.flatMap((id) => {
    const product = byId.get(id)
    return product ? [toV1Product(product)] : []
  })
}
