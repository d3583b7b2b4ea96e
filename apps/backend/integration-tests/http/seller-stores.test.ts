import { beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { TEA_HOUSES } from "../../src/scripts/seed/tea-houses"
import { stack, storeGet } from "../stack"

type SellerStore = { id: string; name: string; handle: string; description: string; logo: string | null }
type Product = {
  id: string
  handle: string
  store_id: string
  store_name: string
  seller_store: { id: string }
  variants: { id: string; store_id: string; store_name: string }[]
  tea_attributes: { origin_country: string; caffeine: string; brew_temp_c: number; flavour_notes: string[] }
  tea_rating: { average: number; count: number }
}

let stores: SellerStore[]
let products: Product[]

async function storePost<T = any>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const { backendUrl, publishableKey } = stack()
  const response = await fetch(`${backendUrl}${path}`, {
    method: "POST",
    headers: { "x-publishable-api-key": publishableKey, "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(async () => {
  const all = (await storeGet<{ seller_stores: SellerStore[] }>("/store/seller-stores")).body.seller_stores
  // Other tests add houses of their own; these tests are about the seeded ones.
  stores = TEA_HOUSES.map((house) => all.find((store) => store.handle === house.handle)!)
  products = (await storeGet<{ products: Product[] }>("/store/products?limit=500")).body.products
})

describe("store routes for tea houses", () => {
  it("list the seeded houses, each with a name, handle, description and logo", () => {
    const seeded = stores.filter((store) => TEA_HOUSES.some((house) => house.handle === store.handle))
    expect(seeded.map((s) => s.name).sort()).toEqual(TEA_HOUSES.map((h) => h.name).sort())
    for (const store of seeded) {
      expect(store.id).toMatch(/^sstore_/)
      expect(store.description.length).toBeGreaterThan(40)
      expect(store.logo).toMatch(/^http.*\.svg$/)
    }
  })

  it("return one house by handle, and a 404 with a message for an unknown one", async () => {
    const { status, body } = await storeGet<{ seller_store: SellerStore }>(`/store/seller-stores/${stores[0].handle}`)
    expect(status).toBe(200)
    expect(body.seller_store).toMatchObject({ id: stores[0].id, name: stores[0].name })
    const missing = await storeGet<{ message: string }>("/store/seller-stores/no-such-house")
    expect(missing.status).toBe(404)
    expect(missing.body.message).toMatch(/no-such-house/)
  })
})

describe("store_id on what the storefront reads", () => {
  it("every product and variant in the list carries its tea house", () => {
    const houseIds = new Set(stores.map((s) => s.id))
    for (const product of products) {
      expect(houseIds.has(product.store_id), product.handle).toBe(true)
      expect(product.store_name).toBe(stores.find((s) => s.id === product.store_id)!.name)
      for (const variant of product.variants) expect(variant.store_id).toBe(product.store_id)
    }
    for (const store of stores) expect(products.some((p) => p.store_id === store.id)).toBe(true)
  })

  it("a product's detail carries its house, tea attributes and rating", async () => {
    const { body } = await storeGet<{ product: Product }>(`/store/products/${products[0].id}`)
    expect(body.product.store_id).toBe(products[0].store_id)
    expect(body.product.variants[0].store_id).toBe(products[0].store_id)
    expect(body.product.tea_attributes).toMatchObject({ origin_country: expect.any(String), caffeine: expect.any(String) })
    expect(body.product.tea_attributes.flavour_notes.length).toBeGreaterThan(0)
    expect(body.product.tea_rating.count).toBeGreaterThan(0)
  })

  it("cart line items and shipping options carry their house; each house ships standard and express", async () => {
    const regions = (await storeGet<{ regions: { id: string; currency_code: string }[] }>("/store/regions")).body.regions
    const europe = regions.find((r) => r.currency_code === "eur")!
    const channel = (await admin("GET", "/admin/sales-channels?name=Consumer&fields=id")).body.sales_channels[0].id
    const { body: created } = await storePost<{ cart: { id: string } }>("/store/carts", {
      region_id: europe.id,
      sales_channel_id: channel,
      shipping_address: { country_code: "de" },
    })
    const a = products.find((p) => p.store_id === stores[0].id)!
    const b = products.find((p) => p.store_id === stores[1].id)!
    await storePost(`/store/carts/${created.cart.id}/line-items`, { variant_id: a.variants[0].id, quantity: 1 })
    const { status, body } = await storePost<{ cart: { items: { store_id: string; variant: { store_id: string }; variant_id: string }[] } }>(
      `/store/carts/${created.cart.id}/line-items`,
      { variant_id: b.variants[0].id, quantity: 2 },
    )
    expect(status).toBe(200)
    const itemStores = Object.fromEntries(body.cart.items.map((item) => [item.variant_id, item.store_id]))
    expect(itemStores).toEqual({ [a.variants[0].id]: a.store_id, [b.variants[0].id]: b.store_id })

    const { body: fetched } = await storeGet<{ cart: { items: { store_id: string }[] } }>(`/store/carts/${created.cart.id}`)
    expect(fetched.cart.items.map((i) => i.store_id).sort()).toEqual([a.store_id, b.store_id].sort())

    const { body: shipping } = await storeGet<{ shipping_options: { name: string; store_id: string }[] }>(
      `/store/shipping-options?cart_id=${created.cart.id}`,
    )
    for (const house of [a.store_id, b.store_id]) {
      const names = shipping.shipping_options.filter((o) => o.store_id === house).map((o) => o.name).sort()
      expect(names).toEqual(["Express shipping", "Standard shipping"])
    }
  })
})

describe("admin routes for tea houses", () => {
  const handle = `test-house-${Date.now()}`

  it("create, read, update and list a house", async () => {
    const created = await admin("POST", "/admin/seller-stores", { name: "Test House", handle, description: "For tests" })
    expect(created.status).toBe(201)
    const id = created.body.seller_store.id
    expect((await admin("GET", `/admin/seller-stores/${id}`)).body.seller_store.handle).toBe(handle)
    const updated = await admin("POST", `/admin/seller-stores/${id}`, { name: "Renamed House" })
    expect(updated.body.seller_store.name).toBe("Renamed House")
    const listed = await admin("GET", "/admin/seller-stores?q=Renamed")
    expect(listed.body.seller_stores.map((s: SellerStore) => s.id)).toContain(id)
    expect((await storeGet(`/store/seller-stores/${handle}`)).status).toBe(200)

    const deleted = await admin("DELETE", `/admin/seller-stores/${id}`)
    expect(deleted.body).toEqual({ id, object: "seller_store", deleted: true })
    expect((await storeGet(`/store/seller-stores/${handle}`)).status).toBe(404)
  })

  it("refuse to delete a house that still sells teas", async () => {
    const { status, body } = await admin("DELETE", `/admin/seller-stores/${stores[0].id}`)
    expect(status).toBe(400)
    expect(body.message).toMatch(/still has \d+ teas/)
  })

  it.each([
    [{ name: "Dup", handle: "jade-mountain" }, /already exists/],
    [{ name: "Bad", handle: "Not A Handle" }, /handle/],
    [{ handle: "no-name" }, /name/],
    [{ name: "X", handle: "x-house", colour: "red" }, /colour/],
    ["{not json", /.+/],
  ])("refuse a bad house %j with a 400 and a message", async (body, message) => {
    const { status, body: answer } = await admin("POST", "/admin/seller-stores", body)
    expect(status).toBe(400)
    expect(answer.message).toMatch(message)
  })

  it("answer 404 for an unknown house", async () => {
    const { status, body } = await admin("POST", "/admin/seller-stores/sstore_nope", { name: "X" })
    expect(status).toBe(404)
    expect(body.message).toMatch(/sstore_nope/)
  })

  it("move a product to another house and back", async () => {
    const product = products[0]
    const other = stores.find((s) => s.id !== product.store_id)!
    const moved = await admin("POST", `/admin/seller-stores/${other.id}/products`, { product_ids: [product.id] })
    expect(moved.status).toBe(200)
    try {
      const { body } = await storeGet<{ product: Product }>(`/store/products/${product.id}`)
      expect(body.product.store_id).toBe(other.id)
    } finally {
      await admin("POST", `/admin/seller-stores/${product.store_id}/products`, { product_ids: [product.id] })
    }
    const { body } = await storeGet<{ product: Product }>(`/store/products/${product.id}`)
    expect(body.product.store_id).toBe(product.store_id)
    const unknown = await admin("POST", `/admin/seller-stores/${other.id}/products`, { product_ids: ["prod_nope"] })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/prod_nope/)
  })

  it("move a shipping option to another house and back", async () => {
    const optionsOf = async (storeId: string): Promise<string[]> =>
      (await admin("GET", `/admin/seller-stores/${storeId}?fields=id,shipping_options.id`)).body.seller_store.shipping_options.map(
        (o: { id: string }) => o.id,
      )
    const [owner, other] = stores
    const optionId = (await optionsOf(owner.id))[0]
    expect(optionId).toBeTruthy()
    const moved = await admin("POST", `/admin/seller-stores/${other.id}/shipping-options`, { shipping_option_ids: [optionId] })
    expect(moved.status).toBe(200)
    try {
      expect(await optionsOf(other.id)).toContain(optionId)
      expect(await optionsOf(owner.id)).not.toContain(optionId)
    } finally {
      await admin("POST", `/admin/seller-stores/${owner.id}/shipping-options`, { shipping_option_ids: [optionId] })
    }
    expect(await optionsOf(owner.id)).toContain(optionId)
    const empty = await admin("POST", `/admin/seller-stores/${other.id}/shipping-options`, { shipping_option_ids: [] })
    expect(empty.status).toBe(400)
    const unknown = await admin("POST", `/admin/seller-stores/${other.id}/shipping-options`, { shipping_option_ids: ["so_nope"] })
    expect(unknown.status).toBe(404)
  })
})

describe("tea details for staff", () => {
  it("read and write a tea's attributes and rating, with clear errors", async () => {
    const product = products[1]
    const { status, body } = await admin("GET", `/admin/products/${product.id}/tea-details`)
    expect(status).toBe(200)
    const before = body.tea_details
    expect(before.tea_attributes.caffeine).toBeTruthy()

    const bad = await admin("POST", `/admin/products/${product.id}/tea-details`, { tea_attributes: { ...strip(before.tea_attributes), caffeine: "extreme" } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/caffeine/)
    expect(bad.body.message).toMatch(/none, low, medium, high/)

    const notes = ["test note"]
    const ok = await admin("POST", `/admin/products/${product.id}/tea-details`, { tea_attributes: { ...strip(before.tea_attributes), flavour_notes: notes } })
    expect(ok.status).toBe(200)
    try {
      const { body: detail } = await storeGet<{ product: Product }>(`/store/products/${product.id}`)
      expect(detail.product.tea_attributes.flavour_notes).toEqual(notes)
    } finally {
      await admin("POST", `/admin/products/${product.id}/tea-details`, { tea_attributes: strip(before.tea_attributes) })
    }
    expect((await admin("POST", "/admin/products/prod_nope/tea-details", { rating: { average: 4, count: 1 } })).status).toBe(404)
  })

  it("refuse a new product for an unknown house, and create none", async () => {
    const handle = `orphan-tea-${Date.now()}`
    const { status, body } = await admin("POST", "/admin/products", {
      title: "Orphan tea",
      handle,
      options: [{ title: "Size", values: ["50 g"] }],
      variants: [{ title: "50 g", options: { Size: "50 g" }, prices: [{ currency_code: "eur", amount: 5 }] }],
      additional_data: { store_id: "sstore_nope" },
    })
    expect(status).toBe(404)
    expect(body.message).toMatch(/sstore_nope/)
    const { body: found } = await admin("GET", `/admin/products?handle=${handle}`)
    expect(found.products).toEqual([])
  })
})

function strip(attributes: Record<string, unknown>) {
  const { id, created_at, updated_at, deleted_at, ...rest } = attributes
  return rest
}
