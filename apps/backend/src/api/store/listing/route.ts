import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { SearchFilters } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { PRICE_BANDS, fromPriceField, isListingCurrency } from "../../../lib/listing/currencies"
import { LISTING_PAGE_SIZE, type ListingAnswer, type ListingFilters, type PriceRange } from "@leafline/shop-contract"
import { type ListingCriteria, listingFilters, listingOrder, parseFacetFilter, parsePriceRange } from "../../../lib/listing/query"
import { countListing } from "../../../lib/listing/facet-counts"
import { listingSnapshot } from "../../../lib/listing/listing-snapshot"
import { ensureListingIndexes } from "../../../lib/listing/ensure-listing-indexes"
import { reachesEveryChannel } from "../../../lib/listing/listing-scope"
import { listingPageKey, listingPages, listingSummaries, listingSummaryKey } from "../../../lib/listing/summary-cache"
import { searchTolerantly } from "../../../lib/listing/tolerant-search"
import { LISTING_INDEX } from "../../../lib/listing/listing-index"
import { listingCards } from "../../../lib/listing/cards"
import { facetRequests, toListingFacets } from "../../../lib/listing/facets"
import { LISTING_DOCUMENT_FIELDS } from "../../../lib/listing/listing-fields"
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
  const search = req.scope.resolve(Modules.SEARCH)
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
  const filters = listingFilters(criteria)
  // Under the listing's generation: a catalogue change (handled on the worker) renews it for every process.
  const summaryKey = listingSummaryKey(generation, { filters, q, currency })
  const summary = listingSummaries.get(summaryKey)
  const runSearch = (text: string | undefined, withSummary: boolean) =>
    search.search({
      entity: LISTING_INDEX,
      fields: LISTING_DOCUMENT_FIELDS,
      filters: (text ? { ...filters, q: text } : filters) as SearchFilters,
      pagination: { skip: (page - 1) * LISTING_PAGE_SIZE, take: LISTING_PAGE_SIZE, order: listingOrder(sort, currency) },
      // Typo tolerance is ours (tolerant-search.ts): the provider's compares the text with every tea.
      search_options: withSummary
        ? {
            typo_tolerance: false,
            facets: facetRequests(fromPriceField(currency), PRICE_BANDS[currency]),
            disjunctive_facets: true,
            count: "exact",
          }
        : { typo_tolerance: false, count: "none" },
    })
  // A query asked again reads its kept summary, and its page when that was asked for too.
  const pageKey = listingPageKey(summaryKey, sort, page)
  const keptPage = summary && listingPages.get(pageKey)
  if (summary && keptPage) {
    res.json({ products: await listingCards(req, keptPage), count: summary.count, page, page_size: LISTING_PAGE_SIZE, facets: summary.facets })
    return
  }
  // A kept summary says which text found its teas: the shopper's, or the catalogue's words closest to it.
  // Without text, the count and facets come from the listing's snapshot (facet-counts.ts), the page from the index.
  const [{ result, searchedFor }, counted] = await Promise.all([
    summary
      ? runSearch(summary.searchedFor, false).then((result) => ({ result, searchedFor: summary.searchedFor }))
      : q
        ? searchTolerantly(req.scope, generation, q, (text) => runSearch(text, true))
        : runSearch(undefined, false).then((result) => ({ result, searchedFor: undefined })),
    summary || q ? undefined : listingSnapshot(req.scope, generation).then(({ teas }) => countListing(teas, criteria, PRICE_BANDS[currency])),
  ])

  const documents = result.hits.map((hit) => ({ ...hit.document, id: hit.id }))
  const [products, facets] = await Promise.all([
    listingCards(req, documents),
    summary?.facets ?? toListingFacets(req.scope, counted?.facets ?? result.facets ?? {}, fromPriceField(currency)),
  ])
  const count = summary?.count ?? counted?.count ?? result.metadata.count ?? 0
  if (!summary) listingSummaries.set(summaryKey, { count, facets, searchedFor })
  listingPages.set(pageKey, documents)
  res.json({ products, count, page, page_size: LISTING_PAGE_SIZE, facets })
}
