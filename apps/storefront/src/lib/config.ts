import "server-only"
import Medusa from "@medusajs/js-sdk"
import { backendUrl } from "./backend-address"

export { backendUrl, publicBackendUrl } from "./backend-address"

/** The shop's public address: canonical links, the sitemap, structured data. */
export const storefrontUrl = process.env.STOREFRONT_URL || "http://localhost:8000"

export const sdk = new Medusa({
  baseUrl: backendUrl,
  publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY,
  debug: false,
})
