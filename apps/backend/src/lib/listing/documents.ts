import { LISTING_CURRENCIES, PRICE_SLOTS } from "./currencies"

/** The `query.graph` fields a listing document is built from. */
export const LISTING_GRAPH_FIELDS = [
  "id",
  "title",
  "subtitle",
  "description",
  "handle",
  "thumbnail",
  "status",
  "created_at",
  "type.id",
  "type.value",
  "sales_channels.id",
  "seller_store.id",
  "seller_store.name",
  "seller_store.handle",
  "tea_attributes.*",
  "tea_rating.average",
  "tea_rating.count",
  "variants.prices.amount",
  "variants.prices.currency_code",
  "variants.prices.min_quantity",
  "variants.prices.rules_count",
  "variants.prices.price_list_id",
]

type Price = {
  amount: number | string | null
  currency_code: string
  min_quantity?: number | null
  rules_count?: number | null
  price_list_id?: string | null
}

export interface ListingProductRow {
  id: string
  title?: string | null
  subtitle?: string | null
  description?: string | null
  handle?: string | null
  thumbnail?: string | null
  status?: string | null
  created_at?: string | Date | null
  type?: { id: string; value: string } | null
  sales_channels?: ({ id: string } | null)[] | null
  seller_store?: { id: string; name: string; handle?: string } | null
  tea_attributes?: {
    origin_country?: string | null
    origin_region?: string | null
    harvest?: string | null
    caffeine?: string | null
    flavour_notes?: string[] | null
  } | null
  tea_rating?: { average?: number | null; count?: number | null } | null
  variants?: ({ prices?: (Price | null)[] | null } | null)[] | null
}

export type ListingDocument = { id: string } & Record<string, unknown>

/**
 * A variant's shelf price in a currency: the plain currency price, not a price-list sale, a
 * region-only override or a bulk tier (those depend on who buys, so the index cannot hold them).
 */
function shelfPrices(row: ListingProductRow, currency: string): number[] {
  const prices = (row.variants ?? []).flatMap((variant) =>
    (variant?.prices ?? []).filter(
      (price): price is Price =>
        !!price &&
        price.currency_code === currency &&
        !price.price_list_id &&
        !price.rules_count &&
        (price.min_quantity ?? 1) <= 1 &&
        price.amount !== null,
    ),
  )
  return [...new Set(prices.map((price) => Number(price.amount)))].sort((a, b) => a - b)
}

/**
 * Whether a product belongs in the listing at all: published and sold in some sales channel. Drafts
 * never enter the index, so no query can show one, whatever its filters.
 */
export function isListed(row: ListingProductRow): boolean {
  return row.status === "published" && (row.sales_channels ?? []).some(Boolean)
}

/** Turns a product into the listing's document. Keep in step with the fields of lib/listing/listing-index.ts. */
export function toListingDocument(row: ListingProductRow): ListingDocument {
  const attributes = row.tea_attributes
  const document: ListingDocument = {
    id: row.id,
    title: row.title ?? null,
    subtitle: row.subtitle ?? null,
    description: row.description ?? null,
    handle: row.handle ?? null,
    thumbnail: row.thumbnail ?? null,
    status: row.status ?? null,
    created_at: row.created_at ? new Date(row.created_at).toISOString() : null,
    sales_channel_ids: (row.sales_channels ?? []).flatMap((channel) => (channel ? [channel.id] : [])),
    rating: row.tea_rating?.average ?? 0,
    rating_count: row.tea_rating?.count ?? 0,
    origin_region: attributes?.origin_region ?? null,
  }
  // Faceted fields are left out when there is nothing to index, rather than written as null:
  // an absent key never turns into an empty facet bucket.
  const facets: Record<string, unknown> = {
    type_id: row.type?.id,
    type_name: row.type?.value,
    store_id: row.seller_store?.id,
    store_name: row.seller_store?.name,
    store_handle: row.seller_store?.handle,
    caffeine: attributes?.caffeine,
    origin_country: attributes?.origin_country,
    flavour_notes: attributes?.flavour_notes?.length ? attributes.flavour_notes : undefined,
  }
  for (const [key, value] of Object.entries(facets)) if (value !== undefined && value !== null) document[key] = value

  for (const currency of LISTING_CURRENCIES) {
    const prices = shelfPrices(row, currency)
    if (!prices.length) continue
    document[`from_price_${currency}`] = prices[0]
    // More distinct prices than slots: keep the cheapest and the dearest ends, which is what a price
    // filter usually cuts at. A tea with more than eight different prices is not one we sell.
    const kept = prices.length <= PRICE_SLOTS ? prices : [...prices.slice(0, PRICE_SLOTS - 1), prices[prices.length - 1]]
    if (kept.length > 1) {
      document[`prices_${currency}`] = Object.fromEntries(kept.slice(1).map((price, i) => [`p${i + 1}`, price]))
    }
  }
  return document
}
