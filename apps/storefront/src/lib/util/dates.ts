/** Order dates as dd-mm-yyyy, written once for the storefront and the emails (the shared package). */
export { formatOrderDate } from "@leafline/listing-contract"
