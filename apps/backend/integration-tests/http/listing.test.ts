import pg from "pg"
import { beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { eventually } from "../eventually"
import { stack, storeGet } from "../stack"

type Variant = { id: string; calculated_price: { calculated_amount: number; calculated_amount_with_tax?: number; currency_code: string } }
type Product = {
  id: string
  title: string
  created_at: string
  type: { id: string; value: string }
  store_id: string
  store_name: string
  tea_attributes: { caffeine: string; origin_country: string }
  tea_rating: { average: number; count: number }
  variants: Variant[]
}
type Listing = {
  products: Product[]
  count: number
  page: number
  page_size: number
  facets: Record<string, { value?: string; key?: string; label?: string; count: number }[]>
}
type Region = { id: string; name: string; currency_code: string; countries: { iso_2: string }[] }

let europe: Region
let japan: Region
let catalogue: Product[]

const listing = (params: string) => storeGet<Listing>(`/store/listing?${params}`)

/** Every page of a listing, concatenated. */
async function allPages(params: string): Promise<Product[]> {
  const products: Product[] = []
  for (let page = 1; ; page++) {
    const { status, body } = await listing(`${params}&page=${page}`)
    expect(status, JSON.stringify(body)).toBe(200)
    products.push(...body.products)
    if (products.length >= body.count || !body.products.length) return products
  }
}

const priceOf = (variant: Variant) => variant.calculated_price.calculated_amount
const cheapest = (product: Product) => Math.min(...product.variants.map(priceOf))
const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
const ids = (products: Product[]) => products.map((p) => p.id)
/** The listing's price span (beside the facet lists the Listing type describes). */
const priceSpan = (body: Listing) => (body.facets as unknown as { price_span: { min: number; max: number } | null }).price_span

beforeAll(async () => {
  const regions = (await storeGet<{ regions: Region[] }>("/store/regions?fields=id,name,currency_code,*countries")).body.regions
  europe = regions.find((r) => r.currency_code === "eur")!
  japan = regions.find((r) => r.currency_code === "jpy")!
  const fields = "id,title,created_at,*type,*variants.calculated_price"
  const { body } = await storeGet<{ products: Product[] }>(
    `/store/products?limit=500&region_id=${europe.id}&country_code=de&fields=${encodeURIComponent(fields)}`,
  )
  catalogue = body.products
  expect(catalogue.length).toBeGreaterThanOrEqual(45)
})

describe("GET /store/listing: order", () => {
  it("sorts by rating by default, over every page, with the product count", async () => {
    const first = await listing(`region_id=${europe.id}`)
    expect(first.body).toMatchObject({ count: catalogue.length, page: 1, page_size: 12 })
    expect(first.body.products).toHaveLength(12)
    const expected = [...catalogue].sort(
      (a, b) => b.tea_rating.average - a.tea_rating.average || b.tea_rating.count - a.tea_rating.count || byId(a, b),
    )
    expect(ids(await allPages(`region_id=${europe.id}`))).toEqual(ids(expected))
  })

  it("sorts cheap and expensive by the cheapest variant's price in the region's currency", async () => {
    const cheap = [...catalogue].sort((a, b) => cheapest(a) - cheapest(b) || byId(a, b))
    const dear = [...catalogue].sort((a, b) => cheapest(b) - cheapest(a) || byId(a, b))
    expect(ids(await allPages(`region_id=${europe.id}&sort=cheap`))).toEqual(ids(cheap))
    expect(ids(await allPages(`region_id=${europe.id}&sort=expensive`))).toEqual(ids(dear))
  })

  it("sorts newest first", async () => {
    const newest = [...catalogue].sort((a, b) => b.created_at.localeCompare(a.created_at) || byId(a, b))
    expect(ids(await allPages(`region_id=${europe.id}&sort=newest`))).toEqual(ids(newest))
  })

  it("answers a page past the end with no products and the same count", async () => {
    const { status, body } = await listing(`region_id=${europe.id}&page=99`)
    expect(status).toBe(200)
    expect(body.products).toEqual([])
    expect(body.count).toBe(catalogue.length)
  })
})

describe("GET /store/listing: products", () => {
  it("carry prices for the region, the tea house and the rating", async () => {
    const { body } = await listing(`region_id=${japan.id}&country_code=jp&sort=cheap`)
    const product = body.products[0]
    expect(product.store_id).toMatch(/^sstore_/)
    expect(product.store_name).toBeTruthy()
    expect(product.tea_rating.average).toBeGreaterThan(0)
    expect(product.variants.length).toBeGreaterThan(0)
    for (const variant of product.variants) {
      expect(variant.calculated_price.currency_code).toBe("jpy")
      expect(variant.calculated_price.calculated_amount_with_tax).toBe(variant.calculated_price.calculated_amount)
    }
  })

  it("carry Medusa's own calculated prices and tax for each country of a region", async () => {
    for (const country of ["de", "fr", "de"]) {
      const { body } = await listing(`region_id=${europe.id}&country_code=${country}`)
      const fields = encodeURIComponent("id,*variants.calculated_price")
      const { body: medusa } = await storeGet<{ products: Product[] }>(
        `/store/products?id[]=${body.products.map((p) => p.id).join("&id[]=")}&region_id=${europe.id}&country_code=${country}&fields=${fields}&limit=12`,
      )
      const priced = new Map(medusa.products.flatMap((p) => p.variants.map((v) => [v.id, v.calculated_price])))
      const variants = body.products.flatMap((p) => p.variants)
      expect(variants.length).toBeGreaterThan(0)
      for (const variant of variants) {
        expect(variant.calculated_price, `${country} ${variant.id}`).toMatchObject(priced.get(variant.id)!)
      }
    }
    const [de, fr] = await Promise.all(["de", "fr"].map((c) => listing(`region_id=${europe.id}&country_code=${c}`)))
    // Shelf prices include tax in euros: Germany's 7 % and France's 5.5 % leave different net amounts.
    const netOf = (b: Listing) => (b.products[0].variants[0].calculated_price as Record<string, unknown>).calculated_amount_without_tax
    expect(netOf(de.body)).not.toBe(netOf(fr.body))
  })

  it("uses the default region (euros) when none is asked for", async () => {
    const { body } = await listing("")
    expect(body.products[0].variants[0].calculated_price.currency_code).toBe("eur")
  })
})

describe("GET /store/listing: sort indexes", () => {
  it("gives the index's table a b-tree per sort order (per currency for prices) once the listing is asked", async () => {
    expect((await listing(`region_id=${europe.id}`)).status).toBe(200)
    const client = new pg.Client({ connectionString: stack().databaseUrl })
    await client.connect()
    try {
      const sortIndexes = async () => {
        const { rows } = await client.query(
          `SELECT indexname FROM pg_indexes WHERE tablename IN (SELECT table_name FROM search_postgres_index WHERE name LIKE 'listing\\_v%') AND indexname LIKE '%\\_by\\_%'`,
        )
        return rows.map((row) => row.indexname.replace(/^.*_by_/, ""))
      }
      const names = await eventually(sortIndexes, (found) => found.length >= 12, { timeout: 10_000, interval: 250 })
      expect(names.sort()).toEqual(
        ["rating", "newest", ...["eur", "usd", "gbp", "jpy", "chf"].flatMap((c) => [`cheap_${c}`, `expensive_${c}`])].sort(),
      )
      // And one per price slot and currency for the price filter (lib/listing/filter-indexes.ts).
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM pg_indexes WHERE tablename IN (SELECT table_name FROM search_postgres_index WHERE name LIKE 'listing\\_v%') AND indexname ~ '_price_[a-z]{3}_[0-7]$'`,
      )
      expect(rows[0].n).toBe(5 * 8)
    } finally {
      await client.end()
    }
  })
})

describe("GET /store/listing: filters", () => {
  it("keeps teas with a variant priced inside the range", async () => {
    const inRange = catalogue.filter((p) => p.variants.some((v) => priceOf(v) >= 10 && priceOf(v) <= 20))
    const found = await allPages(`region_id=${europe.id}&price=10-20&sort=cheap`)
    expect(new Set(ids(found))).toEqual(new Set(ids(inRange)))
    expect(found.length).toBeLessThan(catalogue.length)
    // A tea whose sizes straddle the range without one inside it is not a match.
    const straddling = catalogue.filter((p) => cheapest(p) < 10 && Math.max(...p.variants.map(priceOf)) > 20 && !inRange.includes(p))
    expect(straddling.length).toBeGreaterThan(0)
    for (const product of straddling) expect(ids(found)).not.toContain(product.id)
  })

  it("spans the teas' prices in the region's currency, and a filter over that span keeps every tea", async () => {
    const fields = encodeURIComponent("id,*variants.calculated_price")
    const inYen = (await storeGet<{ products: Product[] }>(`/store/products?limit=500&region_id=${japan.id}&country_code=jp&fields=${fields}`)).body.products
    const yenPrices = inYen.flatMap((p) => p.variants.map(priceOf))
    const { body } = await listing(`region_id=${japan.id}&country_code=jp`)
    const span = priceSpan(body)!
    expect(span).toEqual({ min: Math.min(...yenPrices), max: Math.max(...yenPrices) })
    expect(span.min).toBeGreaterThan(100) // the spec's 0-100 would list no tea in yen
    const { body: spanned } = await listing(`region_id=${japan.id}&country_code=jp&price=${span.min}-${span.max}`)
    expect(spanned.count).toBe(body.count)
    // A price filter leaves the span as it was, so the hints still say how far it can go.
    expect(priceSpan(spanned)).toEqual(span)
  })

  it("narrows to a category (tea type)", async () => {
    const oolong = catalogue.find((p) => p.type.value === "Oolong")!.type.id
    const found = await allPages(`region_id=${europe.id}&category=${oolong}`)
    expect(new Set(ids(found))).toEqual(new Set(ids(catalogue.filter((p) => p.type.id === oolong))))
  })

  it("narrows by facet filters: values of one key OR, keys AND", async () => {
    const { body: all } = await listing(`region_id=${europe.id}`)
    const store = all.facets.store[0].value!
    const found = await allPages(`region_id=${europe.id}&filter=${encodeURIComponent(`caffeine:low,caffeine:none,store:${store}`)}`)
    const { body: details } = await storeGet<{ products: Product[] }>(
      `/store/products?limit=500&fields=${encodeURIComponent("id,tea_attributes.caffeine")}`,
    )
    const expected = details.products.filter(
      (p) => ["low", "none"].includes(p.tea_attributes.caffeine) && (p as any).store_id === store,
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(new Set(ids(found))).toEqual(new Set(ids(expected)))
  })

  it("finds the oolongs from a typo ('oolnog')", async () => {
    const oolongs = catalogue.filter((p) => p.type.value === "Oolong")
    const found = await allPages(`region_id=${europe.id}&q=oolnog`)
    expect(ids(found)).toEqual(expect.arrayContaining(ids(oolongs)))
  })

  it("reads a misspelt word as the catalogue's closest, beside the words spelt right: the same teas as spelt right", async () => {
    const rightly = await allPages(`region_id=${europe.id}&q=${encodeURIComponent("darjeeling flush")}`)
    expect(rightly.length).toBeGreaterThan(0)
    for (const typo of ["darjeleing flush", "darjeeling flsuh", "DARJEELNIG Flush"]) {
      const found = await allPages(`region_id=${europe.id}&q=${encodeURIComponent(typo)}`)
      expect(ids(found), typo).toEqual(ids(rightly))
    }
  })

  it("finds nothing for words too far from any of the catalogue's", async () => {
    const { body } = await listing(`region_id=${europe.id}&q=${encodeURIComponent("xylophone qwertz")}`)
    expect([body.count, body.products.length]).toEqual([0, 0])
  })

  it("counts the matches of a price range and a facet filter, and each filtered facet as if it were not filtered", async () => {
    const { body: details } = await storeGet<{ products: { id: string; tea_attributes: { caffeine: string } }[] }>(
      `/store/products?limit=500&fields=${encodeURIComponent("id,tea_attributes.caffeine")}`,
    )
    const caffeineOf = new Map(details.products.map((p) => [p.id, p.tea_attributes.caffeine]))
    const inRange = catalogue.filter((p) => p.variants.some((v) => priceOf(v) >= 10 && priceOf(v) <= 20))
    const matching = inRange.filter((p) => caffeineOf.get(p.id) === "low")
    expect(matching.length).toBeGreaterThan(0)
    const { body } = await listing(`region_id=${europe.id}&price=10-20&filter=caffeine:low`)
    expect(body.count).toBe(matching.length)
    const tally = (teas: Product[], key: (p: Product) => string) => {
      const counts: Record<string, number> = {}
      for (const p of teas) counts[key(p)] = (counts[key(p)] ?? 0) + 1
      return counts
    }
    const facet = (name: string) => Object.fromEntries(body.facets[name].map((f) => [f.value, f.count]))
    // Caffeine is filtered: its counts are over the price range alone; the type's over both filters.
    expect(facet("caffeine")).toEqual(tally(inRange, (p) => caffeineOf.get(p.id)!))
    expect(facet("type")).toEqual(tally(matching, (p) => p.type.id))
    // The price bands are filtered too: over the low-caffeine teas of every price, by the cheapest.
    const lowCaffeine = catalogue.filter((p) => caffeineOf.get(p.id) === "low")
    expect(body.facets.price.reduce((sum, band) => sum + band.count, 0)).toBe(lowCaffeine.length)
  })

  it("counts a search's teas and facets among the teas its text matches, as its pages list them, and a misspelt search's as the right spelling's", async () => {
    const { body: details } = await storeGet<{ products: { id: string; tea_attributes: { caffeine: string } }[] }>(
      `/store/products?limit=500&fields=${encodeURIComponent("id,tea_attributes.caffeine")}`,
    )
    const caffeineOf = new Map(details.products.map((p) => [p.id, p.tea_attributes.caffeine]))
    const tally = (teas: Product[], key: (p: Product) => string) => {
      const counts: Record<string, number> = {}
      for (const p of teas) counts[key(p)] = (counts[key(p)] ?? 0) + 1
      return counts
    }
    const facet = (body: Listing, name: string) => Object.fromEntries(body.facets[name].map((f) => [f.value, f.count]))
    const found = await allPages(`region_id=${europe.id}&q=green`)
    expect(found.length).toBeGreaterThan(1)
    const caffeines = [...new Set(found.map((p) => caffeineOf.get(p.id)!))]
    expect(caffeines.length).toBeGreaterThan(1)
    const filtered = found.filter((p) => caffeineOf.get(p.id) === caffeines[0])
    for (const text of ["green", "grene"]) {
      const { body } = await listing(`region_id=${europe.id}&q=${text}&filter=caffeine:${caffeines[0]}`)
      expect(body.count, text).toBe(filtered.length)
      expect(ids(await allPages(`region_id=${europe.id}&q=${text}&filter=caffeine:${caffeines[0]}`)).sort(), text).toEqual(ids(filtered).sort())
      // Caffeine is filtered: its counts are over the text's teas alone; the type's over both.
      expect(facet(body, "caffeine"), text).toEqual(tally(found, (p) => caffeineOf.get(p.id)!))
      expect(facet(body, "type"), text).toEqual(tally(filtered, (p) => p.type.id))
    }
  })

  it("counts facets over the matching teas", async () => {
    const { body } = await listing(`region_id=${europe.id}`)
    const perType = new Map<string, number>()
    for (const p of catalogue) perType.set(p.type.id, (perType.get(p.type.id) ?? 0) + 1)
    expect(Object.fromEntries(body.facets.type.map((f) => [f.value, f.count]))).toEqual(Object.fromEntries(perType))
    expect(body.facets.type.find((f) => f.label === "Oolong")).toBeTruthy()
    expect(body.facets.caffeine.map((f) => f.value)).toEqual(expect.arrayContaining(["none", "high"]))
    expect(body.facets.store.length).toBeGreaterThanOrEqual(3)
    const bandTotal = body.facets.price.reduce((sum, band) => sum + band.count, 0)
    expect(bandTotal).toBe(catalogue.length)
  })
})

describe("GET /store/listing: bad input", () => {
  it.each([
    ["sort=popular", /sort/],
    ["price=cheap", /price/],
    ["price=20-5", /above the maximum/],
    ["page=0", /page/],
    ["page=two", /page/],
    ["region_id=reg_nope", /region_id/],
    ["filter=colour:green", /unknown key 'colour'/],
    ["category=ptyp_nope", /category/],
    ["country_code=us", /not in the region/],
    ["colour=green", /colour/],
  ])("%s → 400 with a message", async (params, message) => {
    const { status, body } = await listing(params)
    expect(status).toBe(400)
    expect((body as any).message).toMatch(message)
  })
})

/** The listing's answer once `check` holds for it: the index follows product changes through events. */
const eventuallyListed = (params: string, check: (body: Listing) => boolean) =>
  eventually(async () => (await listing(params)).body, check, { timeout: 10_000, interval: 250 })

describe("GET /store/listing: staff changes", () => {
  it("shows a product's new title and price after staff edit it", async () => {
    const product = catalogue.find((p) => p.title === "Yame Gyokuro") ?? catalogue[0]
    const newTitle = `Zanzibarine ${product.title}`
    const edited = await admin("POST", `/admin/products/${product.id}`, { title: newTitle })
    expect(edited.status).toBe(200)
    try {
      const found = await eventuallyListed(`region_id=${europe.id}&q=zanzibarine`, (b) => b.products.some((p) => p.id === product.id))
      expect(found.products.map((p) => p.title)).toContain(newTitle)

      const variant = product.variants[0]
      const { body: detail } = await admin("GET", `/admin/products/${product.id}/variants/${variant.id}?fields=id,*prices`)
      const prices = detail.variant.prices.map((p: any) => ({ currency_code: p.currency_code, amount: p.amount }))
      const cheaper = prices.map((p: any) => (p.currency_code === "eur" ? { ...p, amount: 0.5 } : p))
      expect((await admin("POST", `/admin/products/${product.id}/variants/${variant.id}`, { prices: cheaper })).status).toBe(200)
      try {
        // The index and the kept card prices follow the change one after the other (subscribers/listing-sync.ts):
        // wait until the page shows both, the tea first and at its new price.
        const priceOf = (b: { products: Product[] }) => b.products[0]?.variants.find((v) => v.id === variant.id)?.calculated_price.calculated_amount
        const cheapest = await eventuallyListed(`region_id=${europe.id}&sort=cheap`, (b) => b.products[0]?.id === product.id && priceOf(b) === 0.5)
        expect(cheapest.products[0].id).toBe(product.id)
        expect(cheapest.products[0].variants.find((v) => v.id === variant.id)?.calculated_price.calculated_amount).toBe(0.5)
      } finally {
        await admin("POST", `/admin/products/${product.id}/variants/${variant.id}`, { prices })
      }
    } finally {
      await admin("POST", `/admin/products/${product.id}`, { title: product.title })
    }
  })

  it("shows a sale from a price list staff create, and the shelf price again once it is deleted", async () => {
    const cardOf = async (id: string) => (await listing(`region_id=${europe.id}&country_code=de`)).body.products.find((p) => p.id === id)
    const { body } = await listing(`region_id=${europe.id}&country_code=de`)
    const product = body.products[0]
    const variant = product.variants[0]
    const shelf = variant.calculated_price.calculated_amount
    const created = await admin("POST", "/admin/price-lists", {
      title: "Listing test sale",
      description: "A sale the listing test makes and deletes",
      type: "sale",
      status: "active",
      prices: [{ variant_id: variant.id, currency_code: "eur", amount: 1.23 }],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const onSale = (card?: Product) => card?.variants.find((v) => v.id === variant.id)?.calculated_price as Record<string, unknown> | undefined
    try {
      await eventuallyListed(`region_id=${europe.id}&country_code=de`, (b) => onSale(b.products.find((p) => p.id === product.id))?.calculated_amount === 1.23)
      expect(onSale(await cardOf(product.id))).toMatchObject({ calculated_amount: 1.23, original_amount: shelf })
    } finally {
      expect((await admin("DELETE", `/admin/price-lists/${created.body.price_list.id}`)).status).toBe(200)
    }
    await eventuallyListed(`region_id=${europe.id}&country_code=de`, (b) => onSale(b.products.find((p) => p.id === product.id))?.calculated_amount === shelf)
    expect(onSale(await cardOf(product.id))?.calculated_amount).toBe(shelf)
  })

  it("follows a tea's new attributes and its house's new name", async () => {
    const product = catalogue.find((p) => p.title === "Da Hong Pao") ?? catalogue[1]
    const { body } = await admin("GET", `/admin/products/${product.id}/tea-details`)
    const { id, created_at, updated_at, deleted_at, ...attributes } = body.tea_details.tea_attributes
    const store = body.tea_details.seller_store
    const other = attributes.caffeine === "none" ? "high" : "none"
    const onlyOther = `region_id=${europe.id}&filter=caffeine:${other}&category=${product.type.id}`
    expect((await admin("POST", `/admin/products/${product.id}/tea-details`, { tea_attributes: { ...attributes, caffeine: other } })).status).toBe(200)
    try {
      const found = await eventuallyListed(onlyOther, (b) => b.products.some((p) => p.id === product.id))
      expect(ids(found.products)).toContain(product.id)
    } finally {
      await admin("POST", `/admin/products/${product.id}/tea-details`, { tea_attributes: attributes })
    }

    const renamed = `Quixotic ${store.name}`
    expect((await admin("POST", `/admin/seller-stores/${store.id}`, { name: renamed })).status).toBe(200)
    try {
      const found = await eventuallyListed(`region_id=${europe.id}&q=quixotic`, (b) => b.products.some((p) => p.id === product.id))
      expect(ids(found.products)).toContain(product.id)
      expect(found.products.every((p) => p.store_name === renamed)).toBe(true)
    } finally {
      await admin("POST", `/admin/seller-stores/${store.id}`, { name: store.name })
    }
  })

  it("lists drafts never, and a tea only to keys of its sales channels", async () => {
    const channels = (await admin("GET", "/admin/sales-channels?fields=id,name")).body.sales_channels
    const consumer = channels.find((c: { name: string }) => c.name === "Consumer").id
    const wholesale = channels.find((c: { name: string }) => c.name === "Wholesale").id
    const key = (await admin("POST", "/admin/api-keys", { title: `Wholesale only ${Date.now()}`, type: "publishable" })).body.api_key
    await admin("POST", `/admin/api-keys/${key.id}/sales-channels`, { add: [wholesale] })
    const word = `Xylophonic${Date.now()}`
    const tea = (title: string, status: string) => ({
      title,
      status,
      sales_channels: [{ id: consumer }],
      options: [{ title: "Size", values: ["50 g"] }],
      variants: [{ title: "50 g", options: { Size: "50 g" }, manage_inventory: false, prices: [{ currency_code: "eur", amount: 7 }] }],
    })
    // The draft and a published tea made in one request, whose events each name both: once the published tea
    // is listed, the listing has handled the draft's creation too, and left it out.
    const { status, body } = await admin("POST", "/admin/products/batch", { create: [tea(`${word} Sencha`, "draft"), tea(`${word} Bancha`, "published")] })
    expect(status, JSON.stringify(body)).toBe(200)
    const byTitle = new Map<string, string>(body.created.map((product: { id: string; title: string }) => [product.title, product.id]))
    const [draftId, publishedId] = [byTitle.get(`${word} Sencha`)!, byTitle.get(`${word} Bancha`)!]
    const search = (publishableKey: string) =>
      fetch(`${stack().backendUrl}/store/listing?q=${word}`, { headers: { "x-publishable-api-key": publishableKey } }).then(
        (r) => r.json() as Promise<Listing>,
      )
    try {
      const caughtUp = await eventuallyListed(`q=${word}`, (b) => ids(b.products).includes(publishedId))
      expect(ids(caughtUp.products)).toEqual([publishedId])
      expect(caughtUp.count).toBe(1)

      await admin("POST", `/admin/products/${draftId}`, { status: "published" })
      const published = await eventuallyListed(`q=${word}`, (b) => b.count === 2)
      expect(ids(published.products).sort()).toEqual([draftId, publishedId].sort())
      expect((await search(key.token)).count).toBe(0)
    } finally {
      await admin("POST", "/admin/products/batch", { delete: [draftId, publishedId] })
      await admin("POST", `/admin/api-keys/${key.id}/revoke`)
    }
  })
})

describe("GET /store/listing: the shop's scope, kept between calls", () => {
  /** The listing's answer to `params` once it has `status`: the kept scope is cleared through events. */
  const eventuallyStatus = (params: string, status: number) =>
    eventually(() => listing(params), (answer) => answer.status === status, { timeout: 10_000, interval: 250 })

  it("prices in a region staff just created, and refuses it once deleted", async () => {
    expect((await listing("region_id=reg_nope")).status).toBe(400)
    const { status, body } = await admin("POST", "/admin/regions", { name: `Iceland ${Date.now()}`, currency_code: "eur", countries: ["is"] })
    expect(status).toBe(200)
    const regionId = body.region.id
    try {
      const answer = await eventuallyStatus(`region_id=${regionId}&country_code=is`, 200)
      expect(answer.status).toBe(200)
      expect(answer.body.count).toBeGreaterThan(0)
    } finally {
      await admin("DELETE", `/admin/regions/${regionId}`)
    }
    expect((await eventuallyStatus(`region_id=${regionId}`, 400)).status).toBe(400)
  })

  it("narrows to a tea type staff just created", async () => {
    const { status, body } = await admin("POST", "/admin/product-types", { value: `Kukicha ${Date.now()}` })
    expect(status).toBe(200)
    const typeId = body.product_type.id
    try {
      const answer = await eventuallyStatus(`category=${typeId}`, 200)
      expect(answer.status).toBe(200)
      expect(answer.body.count).toBe(0)
    } finally {
      await admin("DELETE", `/admin/product-types/${typeId}`)
    }
  })
})
