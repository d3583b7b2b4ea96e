/**
 * The tea listing's search index (`GET /store/listing`): one document per product, holding what the
 * listing filters, sorts, facets and searches on, and what its cards show. Only the variants' prices
 * are read from Medusa for each page, so they are Medusa's calculated prices (price lists, tax) for
 * the shopper's region and country, which no index can hold for every shopper.
 */
import { defineSearchIndex, search } from "@medusajs/framework/utils"
import { LISTING_CURRENCIES, PRICE_SLOTS } from "../lib/listing/currencies"
import { LISTING_GRAPH_FIELDS, type ListingProductRow, isListed, toListingDocument } from "../lib/listing/documents"
import { TEA_DETAILS_UPDATED } from "../workflows/tea-details/update-tea-details"
import { SELLER_STORE_UPDATED } from "../workflows/seller-stores/update-seller-store"

export const LISTING_INDEX = "listing"

/** What changes a listing document. */
export const LISTING_EVENTS = [
  "product.created",
  "product.updated",
  "product.deleted",
  "product-variant.created",
  "product-variant.updated",
  TEA_DETAILS_UPDATED,
  SELLER_STORE_UPDATED,
]
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

const idsOf = (data: unknown): string[] =>
  (Array.isArray(data) ? data : [data]).map((entry) => (entry as { id?: string })?.id).filter((id): id is string => !!id)

type Query = Parameters<NonNullable<Parameters<typeof defineSearchIndex>[0]["consume"]>>[1]["container"]["query"]

async function productIdsForEvent(name: string, ids: string[], query: Query): Promise<string[]> {
  if (name.startsWith("product-variant.")) {
    // A deleted variant no longer resolves; its product is refreshed by the product.updated
    // event Medusa emits with it.
    const { data } = await query.graph({ entity: "product_variant", fields: ["product_id"], filters: { id: ids } })
    return [...new Set(data.map((variant: any) => variant.product_id as string))]
  }
  if (name === SELLER_STORE_UPDATED) {
    const { data } = await query.graph({ entity: "seller_store", fields: ["products.id"], filters: { id: ids } })
    return data.flatMap((store: any) => (store.products ?? []).map((product: { id: string }) => product.id))
  }
  return ids
}

/** Upserts the listed products among `ids`, deletes the rest (gone, unpublished or in no channel). */
function toMutations(ids: string[], rows: ListingProductRow[]) {
  const listed = rows.filter(isListed)
  const kept = new Set(listed.map((row) => row.id))
  const dropped = ids.filter((id) => !kept.has(id))
  return [
    ...(listed.length ? [{ action: "upsert" as const, documents: listed.map(toListingDocument) }] : []),
    ...(dropped.length ? [{ action: "delete" as const, filters: { id: dropped } }] : []),
  ]
}

export default defineSearchIndex({
  name: LISTING_INDEX,
  entity: "product",
  fields,
  settings: { typo_tolerance: { enabled: true } },
  events: LISTING_EVENTS,
  async consume(event, { container }) {
    const ids = await productIdsForEvent(event.name, idsOf(event.data), container.query)
    if (!ids.length) return []
    if (event.name === "product.deleted") return [{ action: "delete", filters: { id: ids } }]
    const { data } = await container.query.graph({ entity: "product", fields: LISTING_GRAPH_FIELDS, filters: { id: ids } })
    return toMutations(ids, data as ListingProductRow[])
  },
  async *seed({ container, filters, catchup }) {
    const where: Record<string, unknown> = { ...(filters ?? {}) }
    if (catchup) where.updated_at = { $gte: catchup.since }
    for (let skip = 0; ; skip += BATCH_SIZE) {
      const { data } = await container.query.graph({
        entity: "product",
        fields: LISTING_GRAPH_FIELDS,
        filters: where,
        pagination: { skip, take: BATCH_SIZE, order: { id: "ASC" } },
      })
      if (!data.length) return
      yield toMutations(
        data.map((row: { id: string }) => row.id),
        data as ListingProductRow[],
      )
      if (data.length < BATCH_SIZE) return
    }
  },
})
