import { beforeAll, describe, expect, it } from "vitest"
import { TEAS, TEA_TYPES } from "../../src/scripts/seed/catalogue"
import { REGIONS } from "../../src/scripts/seed/regions"
import { shelfPrice } from "../../src/scripts/seed/prices"
import { parseJson, send } from "../raw-http"
import { stack, storeGet } from "../stack"

type Region = { id: string; name: string; currency_code: string; countries: { iso_2: string }[] }
type Variant = { sku: string; calculated_price: { currency_code: string; calculated_amount: number; calculated_amount_with_tax?: number } }
type Product = { handle: string; thumbnail: string; type: { value: string }; variants: Variant[] }

let regions: Region[]

beforeAll(async () => {
  const { status, body } = await storeGet<{ regions: Region[] }>("/store/regions?fields=id,name,currency_code,*countries")
  expect(status).toBe(200)
  regions = body.regions
})

async function listTeas(region: Region) {
  const country = region.countries[0].iso_2
  const fields = "handle,thumbnail,type.value,variants.sku,*variants.calculated_price"
  return storeGet<{ products: Product[]; count: number }>(
    `/store/products?limit=200&region_id=${region.id}&country_code=${country}&fields=${encodeURIComponent(fields)}`,
  )
}

describe("the seeded regions", () => {
  it("are the five shop regions with their currencies", () => {
    const byName = Object.fromEntries(regions.map((r) => [r.name, r.currency_code]))
    for (const region of REGIONS) expect(byName[region.name]).toBe(region.currency)
  })
})

describe("GET /store/products", () => {
  it("refuses a request without the publishable key, with a message", async () => {
    const response = await fetch(`${stack().backendUrl}/store/products`)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/publishable/i)
  })

  it("lists every seeded tea, over the six tea types", async () => {
    const { status, body } = await listTeas(regions[0])
    expect(status).toBe(200)
    expect(body.count).toBe(TEAS.length)
    expect(body.count).toBeGreaterThanOrEqual(40)
    const types = new Set(body.products.map((p) => p.type.value))
    for (const type of TEA_TYPES) expect(types).toContain(type.name)
  })

  it.each(REGIONS.map((r) => [r.name, r] as const))("prices every variant for %s in its currency", async (_, seed) => {
    const region = regions.find((r) => r.name === seed.name)!
    const { body } = await listTeas(region)
    const bySku = new Map(TEAS.flatMap((t) => t.sizes.map((s) => [`${t.handle}-${s.grams}g`.toUpperCase(), s.eur])))
    expect(body.products.flatMap((product) => product.variants).length).toBeGreaterThan(0)
    for (const product of body.products) {
      for (const variant of product.variants) {
        expect(variant.calculated_price.currency_code).toBe(seed.currency)
        const shelf = shelfPrice(bySku.get(variant.sku)!, seed.currency)
        // Shelf prices include the country's tax where the region's prices do; else tax comes on top.
        const shown = seed.pricesIncludeTax
          ? variant.calculated_price.calculated_amount_with_tax
          : variant.calculated_price.calculated_amount
        expect(shown).toBeCloseTo(shelf, 2)
      }
    }
  })

  it("serves each tea's image from the back end's file storage", async () => {
    const { body } = await listTeas(regions[0])
    const thumbnail = body.products[0].thumbnail
    expect(thumbnail.startsWith(`${stack().backendUrl}/uploads/`)).toBe(true)
    const image = await fetch(thumbnail)
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toBe("image/svg+xml")
    expect(await image.text()).toMatch(/^<svg/)
  })
})

describe("GET /uploads/:file", () => {
  it("answers 404 with a message for a file that does not exist", async () => {
    const response = await fetch(`${stack().backendUrl}/uploads/no-such-tea.svg`)
    expect(response.status).toBe(404)
    expect((await response.json()).message).toContain("no-such-tea.svg")
  })

  it("refuses names that try to leave the uploads folder", async () => {
    const response = await fetch(`${stack().backendUrl}/uploads/..%2Fsecrets.json`)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/invalid file name/i)
  })

  it.each(["..%2f..%2fpackage.json", "%2e%2e%2f%2e%2e%2fpackage.json", "..%5c..%5cpackage.json", ".env"])(
    "refuses %s with a message, not the file",
    async (name) => {
      const answer = await send({ method: "GET", target: `/uploads/${name}` })
      expect(answer.status).toBe(400)
      expect(answer.contentType).toMatch(/json/)
      expect(parseJson(answer.text)).toMatchObject({ message: expect.stringMatching(/invalid file name/i) })
    },
  )

  describe("for a stored image", () => {
    let url: string
    let image: Buffer
    let etag: string
    let lastModified: string

    beforeAll(async () => {
      url = (await listTeas(regions[0])).body.products[0].thumbnail
      const response = await fetch(url)
      expect(response.status).toBe(200)
      image = Buffer.from(await response.arrayBuffer())
      etag = response.headers.get("etag")!
      lastModified = response.headers.get("last-modified")!
    })

    it("answers with its type, a year's caching and rules that keep an SVG from running scripts", async () => {
      const response = await fetch(url)
      expect(response.headers.get("content-type")).toBe("image/svg+xml")
      expect(response.headers.get("content-length")).toBe(String(image.length))
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
      expect(etag).toBeTruthy()
      expect(lastModified).toBeTruthy()
    })

    it("answers HEAD with the headers and no body", async () => {
      const response = await fetch(url, { method: "HEAD" })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("image/svg+xml")
      expect(response.headers.get("content-length")).toBe(String(image.length))
      expect(response.headers.get("etag")).toBe(etag)
      expect(await response.text()).toBe("")
    })

    it("answers a range with those bytes only", async () => {
      const response = await fetch(url, { headers: { Range: "bytes=0-9" } })
      expect(response.status).toBe(206)
      expect(response.headers.get("content-range")).toBe(`bytes 0-9/${image.length}`)
      const part = Buffer.from(await response.arrayBuffer())
      expect(part.length).toBe(10)
      expect(part.equals(image.subarray(0, 10))).toBe(true)
    })

    it("answers a range past the end with a 416 and a message", async () => {
      const response = await fetch(url, { headers: { Range: `bytes=${image.length + 10}-` } })
      expect(response.status).toBe(416)
      expect(response.headers.get("content-range")).toBe(`bytes */${image.length}`)
      expect(response.headers.get("content-type")).toMatch(/json/)
      expect(response.headers.get("cache-control") ?? "").not.toMatch(/immutable/)
      expect(response.headers.get("etag")).not.toBe(etag)
      expect((await response.json()).message).toMatch(/\S/)
    })

    it("answers 304 with no body to a client that holds this version (ETag or date)", async () => {
      // Sent as written: fetch adds Cache-Control: no-cache to a conditional request, which asks for the file.
      const target = new URL(url).pathname
      const conditions: Record<string, string>[] = [{ "If-None-Match": etag }, { "If-Modified-Since": lastModified }]
      for (const headers of conditions) {
        const answer = await send({ method: "GET", target, headers })
        expect(answer.status).toBe(304)
        expect(answer.text).toBe("")
      }
      const changed = await send({ method: "GET", target, headers: { "If-None-Match": 'W/"another-version"' } })
      expect(changed.status).toBe(200)
      expect(changed.text).toBe(image.toString("utf8"))
    })
  })
})
