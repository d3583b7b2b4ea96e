import type { MetadataRoute } from "next"

/** The shop's address is known at run time, not at build time. */
export const dynamic = "force-dynamic"

export default function robots(): MetadataRoute.Robots {
  const base = process.env.STOREFRONT_URL || "http://localhost:8000"
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/account", "/cart", "/checkout", "/favourites"] },
    sitemap: `${base}/sitemap.xml`,
  }
}
