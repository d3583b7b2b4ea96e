/**
 * The tea listing's search index (`GET /store/listing`): one document per product, holding what the
 * listing filters, sorts, facets and searches on, and what its cards show. Only the variants' prices
 * are read from Medusa for a page's teas, so they are Medusa's calculated prices (price lists, tax) for
 * the shopper's region and country, which no index can hold for every shopper (they are kept a while:
 * lib/listing/card-price-cache.ts).
 *
 * The index declares no `events`/`consume`: subscribers/listing-sync.ts writes it for each catalogue
 * event instead of Medusa's search-ingestion subscriber, because the storefront must be told to
 * re-read the listing only once the write is in, and subscribers of one event run side by side.
 */
import type { SearchContainer, SearchTypes } from "@medusajs/framework/types"
import { search } from "@medusajs/framework/utils"
import { LISTING_CURRENCIES, PRICE_SLOTS } from "./currencies"
import { LISTING_GRAPH_FIELDS, type ListingProductRow } from "./documents"
import { toListingMutations } from "./index-changes"

export const LISTING_INDEX = "listing"

const BATCH_SIZE = 200

const priceFields = Object.fromEntries(
  LISTING_CURRENCIES.flatMap((currency) => [
    // The tea's cheapest price: what "cheap"/"expensive" sort by and the price bands count.
    [`from_price_${currency}`, search.float().filterable().sortable().facetable({ types: ["range", "stats"] }).retrievable(false)],
    // The dearer variants' distinct prices, one per slot, for the "a variant's price is in range" filter.
    [
      `prices_${currency}`,
      search
        .object(
          Object.fromEntries(
            Array.from({ length: PRICE_SLOTS - 1 }, (_, i) => [`p${i + 1}`, search.float().filterable().retrievable(false)]),
          ),
        )
        .retrievable(false),
    ],
  ]),
)

const fields = search.define({
  id: search.keyword().filterable().sortable(),
  title: search.text().searchable({ weight: 5 }),
  subtitle: search.text().searchable({ weight: 3 }),
  // Not retrievable: the cards never show it, and a small row is what keeps PostgreSQL from
  // compressing it, which every filter, sort and facet would then pay for on every row.
  description: search.text().searchable({ weight: 1 }).retrievable(false),
  handle: search.keyword(),
  thumbnail: search.keyword(),
  // Only published teas in some sales channel are indexed (see `isListed`); the store route filters
  // on the channels of the shopper's publishable key whenever it does not reach them all.
  status: search.keyword().filterable().retrievable(false),
  sales_channel_ids: search.keyword().array().filterable().retrievable(false),
  created_at: search.date().filterable().sortable(),
  type_id: search.keyword().filterable().facetable(),
  // Searchable so "oolong" finds every oolong, not only those whose title says so.
  type_name: search.keyword().searchable({ weight: 3 }),
  store_id: search.keyword().filterable().facetable(),
  store_name: search.keyword().searchable({ weight: 2 }),
  store_handle: search.keyword(),
  caffeine: search.keyword().filterable().facetable(),
  origin_country: search.keyword().searchable({ weight: 2 }).filterable().facetable(),
  origin_region: search.text().searchable({ weight: 2 }),
  flavour_notes: search.keyword().array().searchable({ weight: 1 }).filterable().facetable().retrievable(false),
  rating: search.float().filterable().sortable(),
  rating_count: search.integer().sortable(),
  ...priceFields,
})

/** The index as search/listing.ts declares it to Medusa. */
export const listingIndex = {
  name: LISTING_INDEX,
  entity: "product",
  fields,
  settings: { typo_tolerance: { enabled: true } },
  async *seed({ container, filters, catchup }) {
    const where: Record<string, unknown> = { ...(filters ?? {}) }
    if (catchup) where.updated_at = { $gte: catchup.since }
    for await (const rows of pages(container.query, LISTING_GRAPH_FIELDS, where)) {
      yield toListingMutations(
        rows.map((row) => row.id),
        rows as ListingProductRow[],
      )
    }
    // A tea deleted while the seed ran is in no page above, and may be in the version being built:
    // the catch-up pass removes it.
    if (catchup) {
      for await (const rows of pages(container.query, ["id"], { deleted_at: { $gte: catchup.since } }, true)) {
        yield [{ action: "delete", filters: { id: rows.map((row) => row.id) } }]
      }
    }
  },
} satisfies SearchTypes.SearchIndexDefinitionInput<typeof fields>

async function* pages(query: SearchContainer["query"], fields: string[], filters: Record<string, unknown>, withDeleted = false) {
  for (let skip = 0; ; skip += BATCH_SIZE) {
    const { data } = await query.graph({
      entity: "product",
      fields,
      filters,
      withDeleted,
      pagination: { skip, take: BATCH_SIZE, order: { id: "ASC" } },
    })
    if (data.length) yield data as { id: string }[]
    if (data.length < BATCH_SIZE) return
  }
}
