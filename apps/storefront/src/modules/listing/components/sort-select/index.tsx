"use client"

import { LISTING_SORTS, SORT_LABELS, type ListingSort } from "@lib/util/listing-query"
import { useListingNavigation } from "@modules/listing/components/listing-navigation"

export default function SortSelect() {
  const { query, go } = useListingNavigation()
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="listing-sort" className="text-leaf-800">
        Sort by
      </label>
      <select
        id="listing-sort"
        value={query.sort}
        onChange={(event) => go({ sort: event.target.value as ListingSort })}
        className="h-10 rounded-full border border-leaf-200 bg-white px-3"
        data-testid="sort-select"
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  )
}
