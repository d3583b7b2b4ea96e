import type { MetadataRoute } from "next"
import { storefrontUrl } from "@lib/server/storefront-url"
import { listTeaHandles } from "@lib/data/server/products"
import { listFeaturedTypes } from "@lib/data/server/product-types"
import { listTeaHouses } from "@lib/data/server/tea-houses"

/** Rendered per request (the back end is not there at build time); the page cache in front keeps it (varnish/leafline.vcl). */
export const dynamic = "force-dynamic"

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [teas, houses, types] = await Promise.all([listTeaHandles(), listTeaHouses(), listFeaturedTypes()])
  return [
    { url: `${storefrontUrl}/`, changeFrequency: "daily", priority: 1 },
    { url: `${storefrontUrl}/teas`, changeFrequency: "daily", priority: 0.9 },
    ...types.map((type) => ({ url: `${storefrontUrl}/teas?category=${type.id}`, changeFrequency: "daily" as const, priority: 0.8 })),
    ...houses.map((house) => ({ url: `${storefrontUrl}/tea-houses/${house.handle}`, changeFrequency: "weekly" as const, priority: 0.7 })),
    ...teas.map((tea) => ({ url: `${storefrontUrl}/teas/${tea.handle}`, lastModified: tea.updated_at, changeFrequency: "weekly" as const, priority: 0.6 })),
  ]
}
