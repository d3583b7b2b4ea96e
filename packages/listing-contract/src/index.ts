/**
 * The listing's contract, written once for both apps: the back end's `GET /store/listing` enforces it and
 * answers in its types; the storefront writes `/teas` URLs and calls with it.
 */
export * from "./sorts"
export * from "./price"
export * from "./filter"
export * from "./answer"
export * from "./cache-tags"
export * from "./password-rules"
export * from "./retry"
export * from "./returns"
export * from "./money"
export * from "./dates"
