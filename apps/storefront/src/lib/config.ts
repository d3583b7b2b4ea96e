import "server-only"
import Medusa from "@medusajs/js-sdk"

/**
 * The back end's address and the publishable key come from the environment at run time (scripts/start.mjs
 * sets them from the data folder), so one build serves the shop, the tests and the benchmark alike.
 */
export const backendUrl = process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"

/** The shop's public address: canonical links, the sitemap, structured data. */
export const storefrontUrl = process.env.STOREFRONT_URL || "http://localhost:8000"

export const sdk = new Medusa({
  baseUrl: backendUrl,
  publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY,
  debug: false,
})
