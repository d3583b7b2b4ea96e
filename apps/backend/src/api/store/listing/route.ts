import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { isListingCurrency } from "../../../lib/listing/currencies"
import { LISTING_PAGE_SIZE, type ListingAnswer, type ListingFilters, type PriceRange } from "@leafline/shop-contract"
import { type ListingCriteria, parseFacetFilter, parsePriceRange } from "../../../lib/listing/query"
import { answerListingQuery } from "../../../lib/listing/listing-query-answer"
import { ensureListingIndexes } from "../../../lib/listing/ensure-listing-indexes"
import { reachesEveryChannel } from "../../../lib/listing/listing-scope"
import { listingCards } from "../../../lib/listing/cards"
import type { ListingRequestScope } from "../../../lib/listing/listing-region"
import type { StoreListingQueryType } from "./validators"

/** Reads a parameter when given; a parser's ListingParamError is a 400 with its message. */
function parseParam<T>(raw: string | undefined, parse: (raw: string) => T): T | undefined {
  return raw === undefined || raw === "" ? undefined : parse(raw)
}

export async function GET(req: MedusaStoreRequest<unknown, StoreListingQueryType>, res: MedusaResponse<ListingAnswer<unknown>>) {
  const { sort, page, category, q } = req.validatedQuery as StoreListingQueryType
  ensureListingIndexes(req.scope)
  const { listingScope: scope, listingCurrency: currency, listingGeneration: generation } = req as unknown as ListingRequestScope
  if (!isListingCurrency(currency)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `The listing has no prices in ${currency.toUpperCase()}`)
  }
  const price = parseParam<PriceRange>(req.validatedQuery.price as string | undefined, parsePriceRange)
  const facetFilters = parseParam<ListingFilters>(req.validatedQuery.filter as string | undefined, parseFacetFilter) ?? {}
  const keyChannels = req.publishable_key_context.sales_channel_ids
  if (category && !scope.typeIds.includes(category)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `category: no tea type with id ${category}`)
  }
  const criteria: ListingCriteria = {
    salesChannelIds: reachesEveryChannel(scope, keyChannels) ? undefined : keyChannels,
    currency,
    price,
    typeId: category,
    facets: facetFilters,
  }
  const { documents, count, facets } = await answerListingQuery(req.scope, { generation, criteria, q, sort, page })
  res.json({ products: await listingCards(req, documents), count, page, page_size: LISTING_PAGE_SIZE, facets })
}
