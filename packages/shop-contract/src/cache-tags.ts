/**
 * The cache tags of the storefront's pages: the storefront names them on each page the page cache may keep
 * (apps/storefront/src/lib/cache/page-tags.ts), and the back end purges them when it changes what the pages
 * show (apps/backend/src/lib/storefront/page-purge-tags.ts), so both apps must spell them alike.
 */
export const CACHE_TAGS = {
  /** Every catalogue page: regions, tea types, sales channels, prices. */
  catalogue: "catalogue",
  /** Every page built on `GET /store/listing`: listing pages, the home page's rails, related teas, a house's teas. */
  listing: "listing",
  /** The list of tea houses (every page's footer). */
  houses: "houses",
} as const

/** One tea's own page. */
export const teaTag = (handle: string) => `tea:${handle}`

/** One tea house's own page. */
export const houseTag = (handle: string) => `house:${handle}`
