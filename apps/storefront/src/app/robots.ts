import type { MetadataRoute } from "next"
import { storefrontUrl } from "@lib/server/storefront-url"

/** The shop's address is known at run time, not at build time. */
export const dynamic = "force-dynamic"

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/account", "/cart", "/checkout", "/favourites"] },
    sitemap: `${storefrontUrl}/sitemap.xml`,
  }
}
