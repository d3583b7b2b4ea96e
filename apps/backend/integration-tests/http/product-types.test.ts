import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TEA_TYPES } from "../../src/scripts/seed/catalogue"
import { FEATURED_TEA_TYPES } from "../../src/scripts/seed/seed-featured-types"
import { call, staffToken } from "../shoppers"

type ProductType = { id: string; value: string; is_featured: boolean; metadata?: Record<string, unknown> }

const list = (query = "") =>
  call<{ product_types: ProductType[]; count: number; message?: string }>("GET", `/store/product-types?limit=100&fields=id,value${query}`)
const teaNames = (types: ProductType[]) => types.map((t) => t.value).filter((v) => TEA_TYPES.some((t) => t.name === v)).sort()

let staff: string
let white: ProductType

beforeAll(async () => {
  staff = await staffToken()
  white = (await list("&value=White")).body.product_types[0]
  expect(white).toBeTruthy()
})

afterAll(async () => {
  await call("POST", `/admin/product-types/${white.id}`, { token: staff, body: { metadata: { is_featured: false } } })
})

describe("GET /store/product-types", () => {
  it("answers only the featured types for is_featured=true: Green, Black, Oolong and Herbal", async () => {
    const { status, body } = await list("&is_featured=true")
    expect(status).toBe(200)
    expect(teaNames(body.product_types)).toEqual([...FEATURED_TEA_TYPES].sort())
    expect(FEATURED_TEA_TYPES).toHaveLength(4)
    for (const type of body.product_types) expect(type.is_featured).toBe(true)
    expect(body.count).toBe(body.product_types.length)
  })

  it("answers only the other types for is_featured=false", async () => {
    const { status, body } = await list("&is_featured=false")
    expect(status).toBe(200)
    expect(teaNames(body.product_types)).toEqual(["Pu-erh", "White"])
    for (const type of body.product_types) expect(type.is_featured).toBe(false)
  })

  it("answers every type, each with a boolean is_featured, without the parameter", async () => {
    const { body } = await list()
    expect(teaNames(body.product_types)).toEqual(TEA_TYPES.map((t) => t.name).sort())
    for (const type of body.product_types) expect(type.is_featured).toBe(FEATURED_TEA_TYPES.includes(type.value as never))
  })

  it("combines is_featured with the other filters", async () => {
    expect((await list("&value=Green&is_featured=true")).body.product_types.map((t) => t.value)).toEqual(["Green"])
    expect((await list("&value=Green&is_featured=false")).body.product_types).toEqual([])
  })

  it.each(["yes", "1", "TRUE", "", "true&is_featured=false"])(
    "answers 400 with a message for is_featured=%s",
    async (value) => {
      const { status, body } = await list(`&is_featured=${value}`)
      expect(status).toBe(400)
      expect(body.message).toMatch(/is_featured/)
    },
  )

  it("carries is_featured on a single type too", async () => {
    const green = (await list("&value=Green")).body.product_types[0]
    const { status, body } = await call("GET", `/store/product-types/${green.id}?fields=id,value`)
    expect(status).toBe(200)
    expect(body.product_type).toMatchObject({ id: green.id, value: "Green", is_featured: true })
  })
})

describe("staff featuring a product type", () => {
  const update = (body: unknown) => call("POST", `/admin/product-types/${white.id}`, { token: staff, body })

  it("features and unfeatures it through the admin API, keeping its other metadata", async () => {
    const featured = await update({ metadata: { is_featured: true } })
    expect(featured.status).toBe(200)
    expect(featured.body.product_type.metadata).toMatchObject({ is_featured: true, description: expect.any(String) })
    expect(teaNames((await list("&is_featured=true")).body.product_types)).toContain("White")

    expect((await update({ metadata: { is_featured: false } })).status).toBe(200)
    expect(teaNames((await list("&is_featured=true")).body.product_types)).not.toContain("White")
    expect(teaNames((await list("&is_featured=false")).body.product_types)).toContain("White")
  })

  it("takes an empty value as removing the flag, which is not featured", async () => {
    const removed = await update({ metadata: { is_featured: "" } })
    expect(removed.status).toBe(200)
    expect(removed.body.product_type.metadata).not.toHaveProperty("is_featured")
    expect(teaNames((await list("&is_featured=false")).body.product_types)).toContain("White")
  })

  it.each([["yes"], [1], [null], [{ on: true }]])("answers 400 with a message for is_featured %j", async (value) => {
    const { status, body } = await update({ metadata: { is_featured: value } })
    expect(status).toBe(400)
    expect(body.message).toMatch(/is_featured/)
    const stored = await call("GET", `/admin/product-types/${white.id}`, { token: staff })
    expect(stored.body.product_type.metadata.is_featured).not.toEqual(value)
  })

  it("validates a new type's flag too", async () => {
    const { status, body } = await call("POST", "/admin/product-types", {
      token: staff,
      body: { value: `Rooibos ${Date.now()}`, metadata: { is_featured: "no" } },
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(/is_featured/)
  })
})
