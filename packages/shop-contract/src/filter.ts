/** The `filter` parameter's keys: a tea's caffeine, origin country, tea house and flavour notes. */
export const FILTER_KEYS = ["caffeine", "origin", "store", "flavour"] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type ListingFilters = Partial<Record<FilterKey, string[]>>

export const isFilterKey = (value: string): value is FilterKey => (FILTER_KEYS as readonly string[]).includes(value)

/**
 * `filter=caffeine:low,origin:Japan,store:sstore_1`: values of one key are alternatives (OR), keys combine
 * (AND). The filters of the well-formed pairs, and a message for each pair that is not one.
 */
export function readFilterParam(raw: string): { filters: ListingFilters; errors: string[] } {
  const filters: ListingFilters = {}
  const errors: string[] = []
  for (const pair of raw.split(",").map((part) => part.trim()).filter(Boolean)) {
    const colon = pair.indexOf(":")
    const key = pair.slice(0, colon).trim()
    const value = pair.slice(colon + 1).trim()
    if (colon < 1 || !value) {
      errors.push(`filter: '${pair}' is not key:value (e.g. caffeine:low)`)
    } else if (!isFilterKey(key)) {
      errors.push(`filter: unknown key '${key}'; use ${FILTER_KEYS.join(", ")}`)
    } else {
      const values = (filters[key] ??= [])
      if (!values.includes(value)) values.push(value)
    }
  }
  return { filters, errors }
}

/**
 * Writes filters back in the parameter's form, keys in their fixed order and a key's values sorted (they are
 * alternatives), so equal filters read alike: one cached page and one cached answer per listing.
 */
export function formatFilterParam(filters: ListingFilters): string {
  return FILTER_KEYS.flatMap((key) => [...(filters[key] ?? [])].sort().map((value) => `${key}:${value}`)).join(",")
}
