import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { FacetValue, ListingFacets, PriceRange } from "@leafline/shop-contract"
import { FACET_FILTER_FIELDS } from "./query"

export type FacetResult =
  | { type: "value"; values: { value: string; count: number }[] }
  | { type: "range"; ranges: { key: string; from?: number | string; to?: number | string; count: number }[] }
  | { type: "stats"; min: number; max: number; count: number }

const VALUE_FACETS = {
  type: "type_id",
  store: FACET_FILTER_FIELDS.store,
  caffeine: FACET_FILTER_FIELDS.caffeine,
  origin: FACET_FILTER_FIELDS.origin,
} as const

const CAFFEINE_ORDER = ["none", "low", "medium", "high"]

/** Names the type and tea-house ids, orders the values, and drops empty price bands; adds the price span. */
export async function toListingFacets(
  scope: MedusaContainer,
  facets: Record<string, FacetResult>,
  priceField: string,
  priceSpan: PriceRange | null,
): Promise<ListingFacets> {
  const values = (field: string) => {
    const facet = facets[field]
    return facet?.type === "value" ? facet.values : []
  }
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const typeIds = values(VALUE_FACETS.type).map((v) => v.value)
  const storeIds = values(VALUE_FACETS.store).map((v) => v.value)
  const [types, stores] = await Promise.all([
    typeIds.length ? query.graph({ entity: "product_type", fields: ["id", "value"], filters: { id: typeIds } }) : { data: [] },
    storeIds.length ? query.graph({ entity: "seller_store", fields: ["id", "name"], filters: { id: storeIds } }) : { data: [] },
  ])
  const typeNames = new Map<string, string>(types.data.map((t: any): [string, string] => [t.id, t.value]))
  const storeNames = new Map<string, string>(stores.data.map((s: any): [string, string] => [s.id, s.name]))
  const labelled = (field: string, label: (value: string) => string) =>
    values(field).map(({ value, count }) => ({ value, label: label(value), count }))
  const byLabel = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label)

  const price = facets[priceField]
  return {
    type: labelled(VALUE_FACETS.type, (id) => typeNames.get(id) ?? id).sort(byLabel),
    store: labelled(VALUE_FACETS.store, (id) => storeNames.get(id) ?? id).sort(byLabel),
    caffeine: labelled(VALUE_FACETS.caffeine, (v) => v).sort(
      (a, b) => CAFFEINE_ORDER.indexOf(a.value) - CAFFEINE_ORDER.indexOf(b.value),
    ),
    origin: labelled(VALUE_FACETS.origin, (v) => v).sort(byLabel),
    price:
      price?.type === "range"
        ? price.ranges.map((range) => ({
            key: range.key,
            min: Number(range.from ?? 0),
            max: range.to === undefined ? null : Number(range.to),
            count: range.count,
          }))
        : [],
    price_span: priceSpan,
  }
}
