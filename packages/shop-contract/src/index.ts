/**
 * What the back end and the storefront must agree on, written once for both apps: the listing's contract
 * (the back end's `GET /store/listing` enforces it, the storefront writes `/teas` URLs with it), the shop's
 * shell every page is built around, the cache tags the back end purges, the password rules, money,
 * order dates and country names as a shopper reads them, which writes come from the shop's own pages, the
 * retry policy of each direction, the returns answer, how much a cart may hold, and the fields of an address.
 */
export * from "./sorts"
export * from "./price"
export * from "./filter"
export * from "./answer"
export * from "./shop-shell"
export * from "./cache-tags"
export * from "./password-rules"
export * from "./retry"
export * from "./returns"
export * from "./money"
export * from "./dates"
export * from "./countries"
export * from "./write-origin"
export * from "./client-headers"
export * from "./cart-limits"
export * from "./address-fields"
export * from "./v1-discount-codes"
export * from "./looked-up-order"
export * from "./featured-product-types"
export * from "./account-email"
export * from "./search-text"
