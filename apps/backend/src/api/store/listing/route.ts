import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules, QueryContext } from "@medusajs/framework/utils"
import { wrapProductsWithTaxPrices } from "@medusajs/medusa/api/store/products/helpers"
import { PRICE_BANDS, fromPriceField, isListingCurrency } from "../../../lib/listing/currencies"
import {
  type FacetFilters,
  LISTING_PAGE_SIZE,
  type PriceRange,
  listingFilters,
  listingOrder,
  parseFacetFilter,
  parsePriceRange,
} from "../../../lib/listing/query"
import { LISTING_INDEX } from "../../../search/listing"
import { withStoreIds } from "../../utils/seller-store-fields"
import { type ListingFacets, facetRequests, toListingFacets } from "./facets"
import type { StoreListingQueryType } from "./validators"

/** Reads a parameter with a parser that throws a message; the message becomes a 400. */
function parseParam<T>(raw: string | undefined, parse: (raw: string) => T): T | undefined {
  if (raw === undefined || raw === "") return undefined
  try {
    return parse(raw)
  } catch (error) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, (error as Error).message)
  }
}

export async function GET(req: MedusaStoreRequest<unknown, StoreListingQueryType>, res: MedusaResponse) {
  const { sort, page, category, q } = req.validatedQuery as StoreListingQueryType
  const currency = (req as unknown as { listingCurrency: string }).listingCurrency
  if (!isListingCurrency(currency)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `The listing has no prices in ${currency.toUpperCase()}`)
  }
  const price = parseParam<PriceRange>(req.validatedQuery.price as string | undefined, parsePriceRange)
  const facets = parseParam<FacetFilters>(req.validatedQuery.filter as string | undefined, parseFacetFilter) ?? {}
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  if (category) {
    const { data } = await query.graph({ entity: "product_type", fields: ["id"], filters: { id: category } })
    if (!data.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `category: no tea type with id ${category}`)
  }

  const search = req.scope.resolve(Modules.SEARCH)
  const result = await search.search({
    entity: LISTING_INDEX,
    fields: ["id"],
    filters: {
      ...listingFilters({
        salesChannelIds: req.publishable_key_context.sales_channel_ids,
        currency,
        price,
        typeId: category,
        facets,
      }),
      ...(q ? { q } : {}),
    },
    pagination: { skip: (page - 1) * LISTING_PAGE_SIZE, take: LISTING_PAGE_SIZE, order: listingOrder(sort, currency) },
    search_options: {
      typo_tolerance: true,
      facets: facetRequests(fromPriceField(currency), PRICE_BANDS[currency]),
      disjunctive_facets: true,
      count: "exact",
    },
  })

  const ids = result.hits.map((hit) => hit.id)
  const products = ids.length ? await productsForCards(req, ids) : []
  const listingFacets: ListingFacets = await toListingFacets(req.scope, result.facets ?? {}, fromPriceField(currency))
  res.json({ products, count: result.metadata.count ?? 0, page, page_size: LISTING_PAGE_SIZE, facets: listingFacets })
}

/** The page's teas from Medusa, with prices for the region and country, in the search's order. */
async function productsForCards(req: MedusaStoreRequest, ids: string[]) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: req.queryConfig.fields,
    filters: { id: ids },
    context: req.pricingContext ? { variants: { calculated_price: QueryContext(req.pricingContext) } } : {},
  })
  await wrapProductsWithTaxPrices(req as any, data as any)
  const byId = new Map(data.map((product: any) => [product.id, withStoreIds(product)]))
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []))
}
