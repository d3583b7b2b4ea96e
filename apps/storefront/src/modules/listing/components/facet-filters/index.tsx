"use client"

import type { FacetValue, ListingFacets } from "@lib/util/catalogue"
import { toggleFilter, type FilterKey } from "@lib/util/listing-query"
import { useListingNavigation } from "@modules/listing/components/listing-navigation"

const CAFFEINE_LABELS: Record<string, string> = {
  none: "Caffeine-free",
  low: "Low caffeine",
  medium: "Medium caffeine",
  high: "High caffeine",
}

function FacetGroup({ legend, name, values, checked, onToggle }: {
  legend: string
  name: string
  values: FacetValue[]
  checked: (value: string) => boolean
  onToggle: (value: string) => void
}) {
  if (!values.length) return null
  return (
    <fieldset className="border-t border-leaf-100 py-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold">{legend}</legend>
      <ul className="clear-both space-y-1">
        {values.map((facet) => {
          const id = `${name}-${facet.value}`.replace(/\W+/g, "-")
          return (
            <li key={facet.value}>
              <label htmlFor={id} className="flex cursor-pointer items-center gap-2 rounded-md py-1 text-sm hover:text-leaf-600">
                <input
                  id={id}
                  type="checkbox"
                  checked={checked(facet.value)}
                  onChange={() => onToggle(facet.value)}
                  className="h-4 w-4 accent-leaf-700"
                />
                <span className="flex-1">{facet.label}</span>
                <span className="text-xs text-leaf-700" aria-label={`${facet.count} teas`}>
                  {facet.count}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/** Tea type (the listing's category), tea house, caffeine and origin, each value with its count. */
export default function FacetFilters({ facets }: { facets: ListingFacets }) {
  const { query, go } = useListingNavigation()
  const filterGroup = (key: FilterKey, legend: string, values: FacetValue[]) => (
    <FacetGroup
      legend={legend}
      name={key}
      values={values}
      checked={(value) => Boolean(query.filter[key]?.includes(value))}
      onToggle={(value) => go({ filter: toggleFilter(query.filter, key, value) })}
    />
  )
  return (
    <div data-testid="facet-filters">
      <FacetGroup
        legend="Kind of tea"
        name="category"
        values={facets.type}
        checked={(value) => query.category === value}
        onToggle={(value) => go({ category: query.category === value ? null : value })}
      />
      {filterGroup("store", "Tea house", facets.store)}
      {filterGroup("caffeine", "Caffeine", facets.caffeine.map((f) => ({ ...f, label: CAFFEINE_LABELS[f.value] ?? f.label })))}
      {filterGroup("origin", "Origin", facets.origin)}
    </div>
  )
}
