import type { MedusaContainer, SearchFilters } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { LISTING_PAGE_SIZE, type ListingFacets, type ListingSort } from "@leafline/shop-contract"
import { PRICE_BANDS, fromPriceField } from "./currencies"
import { countListing, type TeaFacts } from "./facet-counts"
import { toListingFacets } from "./facets"
import { LISTING_DOCUMENT_FIELDS } from "./listing-fields"
import { LISTING_INDEX } from "./listing-index"
import { listingSnapshot } from "./listing-snapshot"
import { type ListingCriteria, listingFilters, listingOrder } from "./query"
import { type ListingPage, type ListingSummary, listingPageKey, listingPages, listingSummaries, listingSummaryKey } from "./summary-cache"
import { teasMatchingText } from "./text-matches"
import { searchTolerantly } from "./tolerant-search"

export interface ListingQuery {
  /** The listing's generation as the request read it (listing-generation.ts). */
  generation: string
  criteria: ListingCriteria
  q?: string
  sort: ListingSort
  page: number
}

export interface ListingQueryAnswer {
  /** The page's teas: each document as the index answered it, with its id. */
  documents: ListingPage
  count: number
  facets: ListingFacets
}

/**
 * A query's count and facets, worked out in memory from the listing's snapshot (facet-counts.ts); with
 * text, among the teas the full-text index matches (text-matches.ts), corrected when nothing matches
 * (tolerant-search.ts). No document is read.
 */
async function summarise(scope: MedusaContainer, { generation, criteria, q }: ListingQuery): Promise<{ summary: ListingSummary; complete: boolean }> {
  const { teas, byId, complete } = await listingSnapshot(scope, generation)
  const bands = PRICE_BANDS[criteria.currency]
  const countAmong = async (text?: string) => {
    if (!text) return countListing(teas, criteria, bands)
    const matching: TeaFacts[] = []
    for (const id of await teasMatchingText(scope, text)) {
      const tea = byId.get(id)
      if (tea) matching.push(tea)
    }
    return countListing(matching, criteria, bands)
  }
  const { result, searchedFor } = q
    ? await searchTolerantly(scope, generation, q, countAmong, (counted) => counted.count > 0)
    : { result: await countAmong(), searchedFor: undefined }
  const facets = await toListingFacets(scope, result.facets, fromPriceField(criteria.currency), result.priceSpan)
  return { summary: { count: result.count, facets, searchedFor }, complete }
}

/** A page of the query's teas in its sort, from the Search Module (the page alone: nothing counted). */
async function readPage(scope: MedusaContainer, { criteria, sort, page }: ListingQuery, text: string | undefined): Promise<ListingPage> {
  const filters = listingFilters(criteria)
  const { hits } = await scope.resolve(Modules.SEARCH).search({
    entity: LISTING_INDEX,
    fields: LISTING_DOCUMENT_FIELDS,
    filters: (text ? { ...filters, q: text } : filters) as SearchFilters,
    pagination: { skip: (page - 1) * LISTING_PAGE_SIZE, take: LISTING_PAGE_SIZE, order: listingOrder(sort, criteria.currency) },
    // Typo tolerance is ours (tolerant-search.ts): the provider's compares the text with every tea.
    search_options: { typo_tolerance: false, count: "none" },
  })
  return hits.map((hit) => ({ ...hit.document, id: hit.id }))
}

/**
 * The listing's answer to a query: its summary and page kept for a while (summary-cache.ts, under the
 * listing's generation, so a catalogue change is read at once), otherwise worked out. The page is read
 * beside the summary with the text the summary found its teas with the last time, or the shopper's own;
 * when a misspelt text was corrected, again with the correction.
 */
export async function answerListingQuery(scope: MedusaContainer, query: ListingQuery): Promise<ListingQueryAnswer> {
  const summaryKey = listingSummaryKey(query.generation, { filters: listingFilters(query.criteria), q: query.q, currency: query.criteria.currency })
  const pageKey = listingPageKey(summaryKey, query.sort, query.page)
  const keptSummary = listingSummaries.get(summaryKey)
  const keptPage = keptSummary && listingPages.get(pageKey)
  const pageText = keptSummary ? keptSummary.searchedFor : query.q
  const [{ summary, complete }, firstPage] = await Promise.all([
    keptSummary ? { summary: keptSummary, complete: true } : summarise(scope, query),
    keptPage ?? readPage(scope, query, pageText),
  ])
  const documents = summary.searchedFor === pageText ? firstPage : await readPage(scope, query, summary.searchedFor)
  // While the Search Module still builds the index (a new database), nothing is kept: it is not whole yet.
  if (complete) {
    if (!keptSummary) listingSummaries.set(summaryKey, summary)
    if (!keptPage) listingPages.set(pageKey, documents)
  }
  return { documents, count: summary.count, facets: summary.facets }
}
