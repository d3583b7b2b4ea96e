/** Money as a shopper reads it, written once for the storefront and the emails (the shared package). */
export { formatMoney, roundToCashStep, type FormatMoneyOptions } from "@leafline/listing-contract"
