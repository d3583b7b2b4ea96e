import { describe, expect, it } from "vitest"
import { productJsonLd, scriptJson } from "./product-json-ld"

describe("productJsonLd", () => {
  const tea = {
    title: "Yame Gyokuro",
    description: "Shade-grown",
    url: "https://shop.example/teas/yame-gyokuro",
    images: ["https://cdn.example/gyokuro.svg"],
    house: "Morning Mist Teahouse",
    rating: { average: 4.8, count: 146 },
    variants: [
      { sku: "GYO-50", title: "50 g", price: { amount: 19.5, currencyCode: "eur" } },
      { sku: "GYO-100", title: "100 g", price: { amount: 0, currencyCode: "eur" } },
    ],
  }
  it("describes the tea, its house, rating and priced sizes", () => {
    const ld = productJsonLd(tea)
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Yame Gyokuro",
      brand: { name: "Morning Mist Teahouse" },
      aggregateRating: { ratingValue: 4.8, reviewCount: 146 },
    })
    expect(ld.offers).toEqual([
      expect.objectContaining({ sku: "GYO-50", price: "19.50", priceCurrency: "EUR" }),
    ])
  })
  it("leaves out a rating nobody gave", () => {
    expect(productJsonLd({ ...tea, rating: { average: 0, count: 0 } })).not.toHaveProperty("aggregateRating")
  })
  it("escapes what could close the script element", () => {
    expect(scriptJson({ name: "</script><b>" })).toBe('{"name":"\\u003c/script>\\u003cb>"}')
  })
})
