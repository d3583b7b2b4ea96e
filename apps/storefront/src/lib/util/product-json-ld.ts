import type { DisplayPrice } from "./prices"

export interface JsonLdTea {
  title: string
  description?: string | null
  url: string
  images: string[]
  house?: string | null
  rating?: { average: number; count: number } | null
  variants: { sku?: string | null; title?: string | null; price: DisplayPrice }[]
}

/** schema.org Product for search engines: one offer per size, in the currency the page shows. */
export function productJsonLd(tea: JsonLdTea): Record<string, unknown> {
  const priced = tea.variants.filter((variant) => variant.price.amount > 0)
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: tea.title,
    ...(tea.description ? { description: tea.description } : {}),
    url: tea.url,
    image: tea.images,
    ...(tea.house ? { brand: { "@type": "Brand", name: tea.house } } : {}),
    ...(tea.rating?.count
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: tea.rating.average, reviewCount: tea.rating.count } }
      : {}),
    offers: priced.map((variant) => ({
      "@type": "Offer",
      ...(variant.sku ? { sku: variant.sku } : {}),
      name: variant.title ?? tea.title,
      price: variant.price.amount.toFixed(2),
      priceCurrency: variant.price.currencyCode.toUpperCase(),
      availability: "https://schema.org/InStock",
      url: tea.url,
    })),
  }
}

/** JSON for a <script> element: `<` escaped so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}
