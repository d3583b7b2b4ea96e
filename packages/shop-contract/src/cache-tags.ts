/**
 * The storefront's cache tags: its catalogue fetches carry them, and the back end names them when it tells
 * the storefront what changed (`POST /revalidate`), so both apps must spell them alike.
 */
export const CACHE_TAGS = {
  /** Every catalogue fetch: regions, tea types, sales channels, tea houses, teas, the listing. */
  catalogue: "catalogue",
  /** Every `GET /store/listing` fetch: listing pages, the home page's rails, related teas, a house's teas. */
  listing: "listing",
  /** The list of tea houses. */
  houses: "houses",
} as const

/** One tea's own data, fetched by its handle for its page. */
export const teaTag = (handle: string) => `tea:${handle}`

/** One tea house, fetched by its handle for its page. */
export const houseTag = (handle: string) => `house:${handle}`

/** The most tags one revalidation call may name (Next.js accepts up to 128 per fetch, any number per call). */
export const MAX_TAGS_PER_REVALIDATION = 500
