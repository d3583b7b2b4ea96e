export const LISTING_SORTS = ["rating", "cheap", "expensive", "newest"] as const
export type ListingSort = (typeof LISTING_SORTS)[number]
export const DEFAULT_SORT: ListingSort = "rating"

export const isListingSort = (value: unknown): value is ListingSort => LISTING_SORTS.includes(value as ListingSort)

/** Teas per page. */
export const LISTING_PAGE_SIZE = 12
