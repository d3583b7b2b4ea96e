import { beforeAll, describe, expect, it } from "vitest"
import { call, registerCustomer } from "../shoppers"
import { storeGet } from "../stack"

const ADD = "/store/customers/add-favorite-product"
const REMOVE = "/store/customers/remove-favorite-product"
const LIST = "/store/customers/list-favorite-products"

type Region = { id: string; currency_code: string; countries: { iso_2: string }[] }
type Product = { id: string; title: string; variants?: { id: string; calculated_price: { currency_code: string; calculated_amount: number } }[] }

let productIds: string[]
let regions: Region[]

beforeAll(async () => {
  const products = await storeGet<{ products: { id: string }[] }>("/store/products?limit=6&fields=id&order=handle")
  productIds = products.body.products.map((p) => p.id)
  expect(productIds).toHaveLength(6)
  regions = (await storeGet<{ regions: Region[] }>("/store/regions?fields=id,currency_code,*countries")).body.regions
  expect(new Set(regions.map((r) => r.currency_code)).size).toBeGreaterThan(1)
})

const listIds = async (token: string) => {
  const { status, body } = await call<{ products: Product[] }>("GET", `${LIST}?fields=id`, { token })
  expect(status).toBe(200)
  return body.products.map((p) => p.id).sort()
}

describe("favourites for a guest", () => {
  it.each([
    ["POST", ADD],
    ["POST", REMOVE],
    ["GET", LIST],
  ])("%s %s answers 401 with a message", async (method, path) => {
    const { status, body } = await call(method, path, method === "POST" ? { body: { product_id: "prod_x" } } : {})
    expect(status).toBe(401)
    expect(body.message).toBeTruthy()
  })

  it("refuses a made-up bearer token", async () => {
    const { status } = await call("GET", LIST, { token: "not-a-token" })
    expect(status).toBe(401)
  })
})

describe("a customer's favourites", () => {
  it("start empty", async () => {
    const { token } = await registerCustomer()
    const { status, body } = await call("GET", LIST, { token })
    expect(status).toBe(200)
    expect(body.products).toEqual([])
  })

  it("are added, answered with the favourite ids, and listed", async () => {
    const { token } = await registerCustomer()
    const first = await call("POST", ADD, { token, body: { product_id: productIds[0] } })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ favorite_product_ids: [productIds[0]] })
    const second = await call("POST", ADD, { token, body: { product_id: productIds[1] } })
    expect(second.body.favorite_product_ids.sort()).toEqual([productIds[0], productIds[1]].sort())
    expect(await listIds(token)).toEqual([productIds[0], productIds[1]].sort())
  })

  it("keep one entry when the same product is added twice", async () => {
    const { token } = await registerCustomer()
    await call("POST", ADD, { token, body: { product_id: productIds[2] } })
    const again = await call("POST", ADD, { token, body: { product_id: productIds[2] } })
    expect(again.status).toBe(200)
    expect(again.body.favorite_product_ids).toEqual([productIds[2]])
    expect(await listIds(token)).toEqual([productIds[2]])
  })

  it("are removed, and removing one that is not there is fine", async () => {
    const { token } = await registerCustomer()
    await call("POST", ADD, { token, body: { product_id: productIds[0] } })
    await call("POST", ADD, { token, body: { product_id: productIds[1] } })
    const removed = await call("POST", REMOVE, { token, body: { product_id: productIds[0] } })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ favorite_product_ids: [productIds[1]] })
    const absent = await call("POST", REMOVE, { token, body: { product_id: productIds[3] } })
    expect(absent.status).toBe(200)
    expect(absent.body).toEqual({ favorite_product_ids: [productIds[1]] })
    expect(await listIds(token)).toEqual([productIds[1]])
  })

  it("belong to their customer alone", async () => {
    const a = await registerCustomer()
    const b = await registerCustomer()
    await call("POST", ADD, { token: a.token, body: { product_id: productIds[0] } })
    await call("POST", ADD, { token: b.token, body: { product_id: productIds[1] } })
    // A removing B's favourite touches only A's own (empty) entry for it.
    const aRemoves = await call("POST", REMOVE, { token: a.token, body: { product_id: productIds[1] } })
    expect(aRemoves.body).toEqual({ favorite_product_ids: [productIds[0]] })
    expect(await listIds(a.token)).toEqual([productIds[0]])
    expect(await listIds(b.token)).toEqual([productIds[1]])
  })

  it("answer 404 with a message for a product that does not exist", async () => {
    const { token } = await registerCustomer()
    for (const path of [ADD, REMOVE]) {
      const { status, body } = await call("POST", path, { token, body: { product_id: "prod_does_not_exist" } })
      expect(status).toBe(404)
      expect(body.message).toContain("prod_does_not_exist")
    }
    expect(await listIds(token)).toEqual([])
  })

  it.each([
    ["no body", undefined],
    ["no product_id", {}],
    ["a number", { product_id: 42 }],
    ["null", { product_id: null }],
    ["an empty string", { product_id: "  " }],
    ["a list", { product_id: ["prod_1"] }],
    ["extra fields", { product_id: "prod_1", customer_id: "cus_someone_else" }],
    ["a JSON array", ["prod_1"]],
  ])("answer 400 with a message for a body with %s", async (_, requestBody) => {
    const { token } = await registerCustomer()
    for (const path of [ADD, REMOVE]) {
      const { status, body } = await call("POST", path, { token, body: requestBody })
      expect(status).toBe(400)
      expect(body.message).toBeTruthy()
    }
  })

  it("answer 400 with a message for a body that is not JSON", async () => {
    const { token } = await registerCustomer()
    const { status, body } = await call("POST", ADD, { token, rawBody: "{product_id: prod_1" })
    expect(status).toBe(400)
    expect(body.message).toBeTruthy()
  })
})

describe("the favourites list", () => {
  it("prices each favourite for the asked region, as /store/products does", async () => {
    const { token } = await registerCustomer()
    await call("POST", ADD, { token, body: { product_id: productIds[4] } })
    for (const region of regions.slice(0, 3)) {
      const country = region.countries[0].iso_2
      const fields = encodeURIComponent("id,title,*variants.calculated_price")
      const query = `region_id=${region.id}&country_code=${country}&fields=${fields}`
      const { status, body } = await call<{ products: Product[] }>("GET", `${LIST}?${query}`, { token })
      expect(status).toBe(200)
      expect(body.products.map((p) => p.id)).toEqual([productIds[4]])
      const reference = await storeGet<{ products: Product[] }>(`/store/products?id=${productIds[4]}&${query}`)
      const prices = (p: Product) => p.variants!.map((v) => [v.id, v.calculated_price.currency_code, v.calculated_price.calculated_amount])
      expect(prices(body.products[0]).every(([, currency]) => currency === region.currency_code)).toBe(true)
      expect(prices(body.products[0])).toEqual(prices(reference.body.products[0]))
    }
  })

  it("answers the asked fields, and always the tea house and tea details", async () => {
    const { token } = await registerCustomer()
    await call("POST", ADD, { token, body: { product_id: productIds[5] } })
    const { body } = await call<{ products: (Product & { store_id: string })[] }>("GET", `${LIST}?fields=id,title`, { token })
    expect(Object.keys(body.products[0]).sort()).toEqual(
      ["id", "seller_store", "store_id", "store_name", "tea_attributes", "tea_rating", "title"],
    )
    expect(body.products[0].store_id).toMatch(/^sstore_/)
  })

  it("answers 4xx with a message for an unknown region", async () => {
    const { token } = await registerCustomer()
    await call("POST", ADD, { token, body: { product_id: productIds[5] } })
    const { status, body } = await call("GET", `${LIST}?region_id=reg_does_not_exist`, { token })
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(body.message).toBeTruthy()
  })
})
