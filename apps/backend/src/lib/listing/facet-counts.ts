/**
 * The listing's count and facet counts worked out from a copy of the index's documents kept in memory
 * (listing-snapshot.ts), for a query without text: what the search provider would otherwise answer with a
 * statement per facet, each reading every matching tea's JSON (a wide price range at 10,000 teas: seven
 * statements of 100–300 ms). The teas' facts are a few fields each; counting 10,000 takes a millisecond.
 * The answer has the provider's shape, so lib/listing/facets.ts names it as it names the provider's.
 */
import type { ListingFilters, PriceRange } from "@leafline/shop-contract"
import { LISTING_CURRENCIES, type ListingCurrency, PRICE_SLOTS, fromPriceField } from "./currencies"
import type { FacetResult } from "./facets"
import type { ListingCriteria } from "./query"

/** What the listing filters and counts of one tea. */
export interface TeaFacts {
  id: string
  type_id?: string
  store_id?: string
  caffeine?: string
  origin_country?: string
  flavour_notes: string[]
  sales_channel_ids: string[]
  /** Per currency: the cheapest price first, then the tea's other distinct prices. */
  prices: Partial<Record<ListingCurrency, number[]>>
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined)
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [])

/** A tea's facts, read from its id and indexed document (lib/listing/documents.ts writes it). */
export function teaFacts(id: string, indexed: Record<string, unknown>): TeaFacts {
  const prices: TeaFacts["prices"] = {}
  for (const currency of LISTING_CURRENCIES) {
    const from = indexed[fromPriceField(currency)]
    if (typeof from !== "number") continue
    const others = (indexed[`prices_${currency}`] ?? {}) as Record<string, unknown>
    prices[currency] = [from, ...Array.from({ length: PRICE_SLOTS - 1 }, (_, i) => others[`p${i + 1}`]).filter((p): p is number => typeof p === "number")]
  }
  return {
    id,
    type_id: text(indexed.type_id),
    store_id: text(indexed.store_id),
    caffeine: text(indexed.caffeine),
    origin_country: text(indexed.origin_country),
    flavour_notes: texts(indexed.flavour_notes),
    sales_channel_ids: texts(indexed.sales_channel_ids),
    prices,
  }
}

type Check = (tea: TeaFacts) => boolean
const anyOf = (values: string[] | undefined, value: string | undefined) => !values?.length || (value !== undefined && values.includes(value))
const inRange = (prices: number[] | undefined, { min, max }: PriceRange) => !!prices?.some((price) => price >= min && price <= max)

/** The facet a filter narrows (its own counts leave it out: disjunctive facets), and the check it makes. */
function checks(criteria: ListingCriteria): { facet: string | undefined; check: Check }[] {
  const facets: ListingFilters = criteria.facets
  const list: { facet: string | undefined; check: Check }[] = []
  const channels = criteria.salesChannelIds
  if (channels) list.push({ facet: undefined, check: (tea) => tea.sales_channel_ids.some((id) => channels.includes(id)) })
  if (criteria.typeId) list.push({ facet: "type_id", check: (tea) => tea.type_id === criteria.typeId })
  if (facets.caffeine?.length) list.push({ facet: "caffeine", check: (tea) => anyOf(facets.caffeine, tea.caffeine) })
  if (facets.origin?.length) list.push({ facet: "origin_country", check: (tea) => anyOf(facets.origin, tea.origin_country) })
  if (facets.store?.length) list.push({ facet: "store_id", check: (tea) => anyOf(facets.store, tea.store_id) })
  const flavours = facets.flavour
  if (flavours?.length) list.push({ facet: undefined, check: (tea) => tea.flavour_notes.some((note) => flavours.includes(note)) })
  const price = criteria.price
  if (price) list.push({ facet: fromPriceField(criteria.currency), check: (tea) => inRange(tea.prices[criteria.currency], price) })
  return list
}

const VALUE_FACETS = ["type_id", "store_id", "caffeine", "origin_country"] as const
const VALUE_LIMIT = 100

function valueFacet(teas: TeaFacts[], field: (typeof VALUE_FACETS)[number]): FacetResult {
  const counts = new Map<string, number>()
  for (const tea of teas) {
    const value = tea[field]
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  const values = [...counts].map(([value, count]) => ({ value, count }))
  values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
  return { type: "value", values: values.slice(0, VALUE_LIMIT) }
}

/** The lowest and highest of the teas' prices in the currency, every size's (the price filter checks each). */
function priceSpan(teas: TeaFacts[], currency: ListingCurrency): PriceRange | null {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const tea of teas) {
    for (const price of tea.prices[currency] ?? []) {
      min = Math.min(min, price)
      max = Math.max(max, price)
    }
  }
  return min <= max ? { min, max } : null
}

function priceFacet(teas: TeaFacts[], currency: ListingCurrency, bands: number[]): FacetResult {
  const edges = [0, ...bands]
  const ranges = edges.map((from, i) => ({ key: `${from}-${edges[i + 1] ?? ""}`, from, to: edges[i + 1] as number | undefined, count: 0 }))
  for (const tea of teas) {
    const from = tea.prices[currency]?.[0]
    if (from === undefined) continue
    for (const range of ranges) if (from >= range.from && (range.to === undefined || from < range.to)) range.count++
  }
  return { type: "range", ranges }
}

/**
 * The count of the teas matching the criteria, and each facet's counts among the teas matching every
 * criterion but its own (a shopper who ticked "low" caffeine still sees how many "high" there are); the
 * price span among the teas the price facet counts.
 */
export function countListing(
  teas: TeaFacts[],
  criteria: ListingCriteria,
  bands: number[],
): { count: number; facets: Record<string, FacetResult>; priceSpan: PriceRange | null } {
  const all = checks(criteria)
  const matching = (leaveOut?: string) => {
    const kept = all.filter(({ facet }) => facet === undefined || facet !== leaveOut).map(({ check }) => check)
    return teas.filter((tea) => kept.every((check) => check(tea)))
  }
  const matches = matching()
  const priceField = fromPriceField(criteria.currency)
  const facets: Record<string, FacetResult> = {}
  for (const field of VALUE_FACETS) facets[field] = valueFacet(all.some(({ facet }) => facet === field) ? matching(field) : matches, field)
  const pricedAmong = all.some(({ facet }) => facet === priceField) ? matching(priceField) : matches
  facets[priceField] = priceFacet(pricedAmong, criteria.currency, bands)
  return { count: matches.length, facets, priceSpan: priceSpan(pricedAmong, criteria.currency) }
}
