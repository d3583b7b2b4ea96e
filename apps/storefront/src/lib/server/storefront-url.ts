import "server-only"

/** The shop's public address: canonical links, the sitemap, structured data, the session cookie's `secure`. */
export const storefrontUrl = process.env.STOREFRONT_URL || "http://localhost:8000"
