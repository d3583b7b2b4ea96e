import Medusa from "@medusajs/medusa-js"
import { beforeAll, describe, expect, it } from "vitest"
import { FEATURED_TEA_TYPES } from "../../../apps/backend/src/scripts/seed/seed-featured-types"
import { REGIONS } from "../../../apps/backend/src/scripts/seed/regions"
import { TEAS } from "../../../apps/backend/src/scripts/seed/catalogue"
import { call } from "../../../apps/backend/integration-tests/shoppers"
import { stack } from "../../../apps/backend/integration-tests/stack"
import { medusa, refusal } from "../../../apps/backend/integration-tests/v1-client"

// The v1 store API (/v1/store) driven by the real v1 client, as a shop running a v1 storefront would.

const sencha = TEAS.find((tea) => tea.handle === "sencha-shizuoka")!
let regionIds: Record<string, string>

beforeAll(async () => {
  const { regions } = await medusa().regions.list()
  regionIds = Object.fromEntries(regions.map((region: { currency_code: string; id: string }) => [region.currency_code, region.id]))
})

describe("v1 regions", () => {
  it("lists the shop's regions in v1's shape, with the tax rate of each", async () => {
    const { regions, count, limit, offset } = await medusa().regions.list()
    expect(count).toBe(REGIONS.length)
    expect([limit, offset]).toEqual([100, 0])
    for (const seed of REGIONS) {
      const region = regions.find((candidate: { name: string }) => candidate.name === seed.name)
      const firstCountry = [...seed.countries].sort((a, b) => a.code.localeCompare(b.code))[0]
      expect(region, seed.name).toMatchObject({ currency_code: seed.currency, tax_rate: firstCountry.taxRate })
      expect(region.countries.map((country: { iso_2: string }) => country.iso_2)).toEqual(seed.countries.map((c) => c.code).sort())
      expect(region.payment_providers.length).toBeGreaterThan(0)
      expect(region.fulfillment_providers.length).toBeGreaterThan(0)
    }
  })

  it("retrieves one region, and answers 404 to an unknown one", async () => {
    const { region } = await medusa().regions.retrieve(regionIds.jpy)
    expect(region).toMatchObject({ id: regionIds.jpy, name: "Japan", currency_code: "jpy", tax_rate: 8 })
    expect(region.countries[0]).toMatchObject({ iso_2: "jp", iso_3: "jpn", num_code: 392, display_name: "Japan" })
    const missing = await refusal(medusa().regions.retrieve("reg_nope"))
    expect(missing).toMatchObject({ status: 404, body: { type: "not_found" } })
  })
})

describe("v1 products", () => {
  type V2Variant = { id: string; calculated_price: { calculated_amount: number; original_amount: number; currency_code: string } }

  /** v2's own answer for the same tea and region. */
  async function v2Variants(productId: string, regionId: string): Promise<V2Variant[]> {
    const { status, body } = await call("GET", `/store/products/${productId}?region_id=${regionId}&fields=id,*variants.calculated_price`)
    expect(status).toBe(200)
    return body.product.variants
  }

  it("lists published teas with their tea house, 100 to a page by default", async () => {
    const { products, count, limit, offset } = await medusa().products.list()
    expect([limit, offset]).toEqual([100, 0])
    expect(count).toBeGreaterThanOrEqual(products.length)
    expect(products.length).toBeGreaterThan(0)
    for (const product of products) {
      expect(product.status).toBe("published")
      expect(product.store_id, product.handle).toMatch(/^sstore_/)
    }
  })

  it("retrieves a tea by handle and id, with v1's fields and its prices in minor units", async () => {
    const { products } = await medusa().products.list({ handle: sencha.handle })
    expect(products).toHaveLength(1)
    const { product } = await medusa().products.retrieve(products[0].id)
    expect(product).toMatchObject({ id: products[0].id, title: sencha.title, handle: sencha.handle, type: { value: sencha.type } })
    expect(product.store_id).toMatch(/^sstore_/)
    expect(product.thumbnail).toBeTruthy()
    expect(product.images.length).toBeGreaterThan(0)
    expect(product.options[0].values.length).toBe(product.variants.length)
    const variant = product.variants[0]
    expect(variant.prices.map((price: { currency_code: string }) => price.currency_code).sort()).toEqual(REGIONS.map((r) => r.currency).sort())
    for (const price of variant.prices) expect(Number.isInteger(price.amount), price.currency_code).toBe(true)
    expect(variant.calculated_price).toBeNull()
  })

  it("prices each variant for a region as v2 does, in minor units: cents for EUR, yen as they are", async () => {
    const { products } = await medusa().products.list({ handle: sencha.handle })
    for (const [currency, factor] of [["eur", 100], ["jpy", 1]] as const) {
      // medusa-js's retrieve takes no query: a v1 storefront asks for a region's prices this way.
      const { product } = await medusa().client.request("GET", `/store/products/${products[0].id}?region_id=${regionIds[currency]}`)
      const listed = (await medusa().products.list({ handle: sencha.handle, region_id: regionIds[currency] })).products[0]
      const v2 = await v2Variants(product.id, regionIds[currency])
      for (const variant of [...product.variants, ...listed.variants]) {
        const theirs = v2.find((candidate) => candidate.id === variant.id)!
        expect(theirs.calculated_price.currency_code).toBe(currency)
        expect(variant.calculated_price, `${currency} ${variant.title}`).toBe(Math.round(theirs.calculated_price.calculated_amount * factor))
        expect(variant.original_price).toBe(Math.round(theirs.calculated_price.original_amount * factor))
        const base = variant.prices.find((price: { currency_code: string; region_id: string | null }) => price.currency_code === currency && !price.region_id)
        expect(base.amount).toBe(Math.round(theirs.calculated_price.original_amount * factor))
      }
    }
  })

  it("pages, filters by type and searches with q", async () => {
    const firstTwo = await medusa().products.list({ limit: 2, offset: 0 })
    const second = await medusa().products.list({ limit: 1, offset: 1 })
    expect(firstTwo.products).toHaveLength(2)
    expect(second.products[0].id).toBe(firstTwo.products[1].id)

    const { products: all } = await medusa().products.list({ handle: sencha.handle })
    const typeId = all[0].type_id
    const ofType = await medusa().products.list({ type_id: [typeId] })
    expect(ofType.products.length).toBeGreaterThan(0)
    for (const product of ofType.products) expect(product.type_id).toBe(typeId)

    const found = await medusa().products.list({ q: "Shizuoka" })
    expect(found.products.map((product: { handle: string }) => product.handle)).toContain(sencha.handle)
  })

  it("searches with POST /products/search, answering v1's hits", async () => {
    const { hits } = await medusa().products.search({ q: "Shizuoka" })
    expect(hits.map((hit: { handle: string }) => hit.handle)).toContain(sencha.handle)
    expect(hits[0].store_id).toMatch(/^sstore_/)
    const one = await medusa().products.search({ q: "tea", limit: 1 })
    expect(one.hits).toHaveLength(1)
    const refused = await refusal(medusa().products.search({ q: "" }))
    expect(refused).toMatchObject({ status: 400, body: { type: "invalid_data" } })
    // As long as the listing's search text may be, no longer: each word may be compared with the catalogue's.
    const long = "oolnog ".repeat(40)
    // Each request is made only when it is awaited: a second one refused while the first is awaited would go unhandled.
    for (const tooLong of [() => medusa().products.search({ q: long }), () => medusa().products.list({ q: long })]) {
      expect(await refusal(tooLong())).toMatchObject({ status: 400, body: { message: expect.stringMatching(/\bq\b.*\b200\b/) } })
    }
  })
})

describe("v1 product types and sales channels", () => {
  it("lists product types with the featured flag", async () => {
    const { product_types, count, limit } = await medusa().productTypes.list({ is_featured: "true" } as never)
    expect(limit).toBe(20)
    expect(count).toBe(product_types.length)
    expect(product_types.map((type: { value: string }) => type.value).sort()).toEqual([...FEATURED_TEA_TYPES].sort())
    for (const type of product_types) expect(type.is_featured).toBe(true)
    const { product_types: others } = await medusa().productTypes.list({ is_featured: "false" } as never)
    expect(others.every((type: { is_featured: boolean }) => !type.is_featured)).toBe(true)
  })

  it("lists the publishable key's sales channels", async () => {
    const v1 = await medusa().client.request("GET", "/store/sales-channels")
    const v2 = await call("GET", "/store/sales-channels")
    expect(v1.sales_channels).toEqual(v2.body.sales_channels)
  })
})

describe("v1 store API refusals", () => {
  it("requires the publishable key as v2 does", async () => {
    const withoutKey = new Medusa({ baseUrl: `${stack().backendUrl}/v1`, maxRetries: 0 })
    const v1 = await refusal(withoutKey.products.list())
    const v2 = await fetch(`${stack().backendUrl}/store/products`)
    expect(v1.status).toBe(400)
    expect(v2.status).toBe(400)
    expect(v1.body).toEqual(await v2.json())
  })

  it("refuses an unknown parameter, `fields` and `expand` included, naming it", async () => {
    for (const param of ["collection_id", "fields", "expand"]) {
      const refused = await refusal(medusa().products.list({ [param]: "x" } as never))
      expect(refused.status, param).toBe(400)
      expect(refused.body).toMatchObject({ type: "invalid_data", message: expect.stringContaining(`Unknown parameter ${param}`) })
    }
    const region = await refusal(medusa().regions.retrieve(`${regionIds.eur}?expand=countries`))
    expect(region).toMatchObject({ status: 400, body: { message: expect.stringContaining("Unknown parameter expand") } })
  })

  it("refuses a write from another origin (403) and a body that is not JSON (415)", async () => {
    const foreign = await refusal(medusa().products.search({ q: "sencha" }, { Origin: "https://elsewhere.example" }))
    expect(foreign).toMatchObject({ status: 403, body: { type: "not_allowed" } })
    const { backendUrl, publishableKey } = stack()
    const plain = await fetch(`${backendUrl}/v1/store/products/search`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-publishable-api-key": publishableKey },
      body: "q=sencha",
    })
    expect(plain.status).toBe(415)
    expect(await plain.json()).toMatchObject({ message: expect.any(String) })
  })

  it("honours an Idempotency-Key on a v1 POST, as on /store", async () => {
    const key = `v1-search-${Date.now()}`
    const search = () => medusa().products.search({ q: "Shizuoka", limit: 1 }, { "Idempotency-Key": key })
    const first = await search()
    const again = await search()
    expect(first.response.headers["idempotent-replayed"]).toBeUndefined()
    expect(again.response.headers["idempotent-replayed"]).toBe("true")
    expect(again.hits).toEqual(first.hits)
  })

  it("refuses a sales channel the key does not open", async () => {
    const refused = await refusal(medusa().products.list({ sales_channel_id: ["sc_nope"] }))
    expect(refused).toMatchObject({ status: 400, body: { type: "invalid_data" } })
  })
})
