import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { toMinorUnits } from "../src/lib/minor-units"
import { admin } from "../../../apps/backend/integration-tests/admin"
import { call } from "../../../apps/backend/integration-tests/shoppers"
import { medusa, refusal } from "../../../apps/backend/integration-tests/v1-client"

// Collections, categories, tags, variants and return reasons of the v1 store API, driven by the real v1
// client and each compared with v2's own answer for the same records.

const suffix = crypto.randomUUID().slice(0, 8)
const made: string[] = []

/** Something staff make through the admin API for this file; deleted again after it. */
async function staffMake<T>(route: string, body: unknown, key: string): Promise<T> {
  const { status, body: answer } = await admin("POST", route, body)
  expect(status, JSON.stringify(answer)).toBe(200)
  made.push(`${route}/${answer[key].id}`)
  return answer[key]
}

let collection: { id: string; handle: string; title: string }
let categories: Record<"parent" | "child" | "grandchild" | "internal" | "inactive", { id: string; handle: string }>
let tag: { id: string; value: string }

beforeAll(async () => {
  collection = await staffMake("/admin/collections", { title: `Spring flush ${suffix}`, handle: `spring-flush-${suffix}` }, "collection")
  const category = (name: string, extra: object) =>
    staffMake<{ id: string; handle: string }>("/admin/product-categories", { name: `${name} ${suffix}`, handle: `${name}-${suffix}`, ...extra }, "product_category")
  const parent = await category("teaware", { is_active: true, is_internal: false })
  const child = await category("kyusu", { is_active: true, is_internal: false, parent_category_id: parent.id })
  categories = {
    parent,
    child,
    grandchild: await category("side-handle", { is_active: true, is_internal: false, parent_category_id: child.id }),
    internal: await category("samples", { is_active: true, is_internal: true, parent_category_id: parent.id }),
    inactive: await category("retired", { is_active: false, is_internal: false, parent_category_id: parent.id }),
  }
  tag = await staffMake("/admin/product-tags", { value: `first-flush-${suffix}` }, "product_tag")
})

afterAll(async () => {
  // Children before their parent.
  for (const route of made.reverse()) await admin("DELETE", route)
})

describe("v1 collections", () => {
  it("lists and retrieves a collection as v2 answers it, 10 to a page by default", async () => {
    const { collections, count, limit, offset } = await medusa().collections.list({ handle: [collection.handle] } as never)
    expect([count, limit, offset]).toEqual([1, 10, 0])
    const v2 = await call("GET", `/store/collections/${collection.id}?fields=id,title,handle,created_at,updated_at`)
    expect(collections[0]).toMatchObject(v2.body.collection)
    expect(Object.keys(collections[0]).sort()).toEqual(["created_at", "deleted_at", "handle", "id", "metadata", "title", "updated_at"])
    const { collection: one } = await medusa().collections.retrieve(collection.id)
    expect(one).toEqual(collections[0])

    const everything = await medusa().collections.list({ limit: 100 })
    const v2All = await call("GET", "/store/collections?limit=100&fields=id")
    expect(everything.count).toBe(v2All.body.count)
  })

  it("refuses an unknown collection (404) and an unknown parameter (400)", async () => {
    expect(await refusal(medusa().collections.retrieve("pcol_nope"))).toMatchObject({ status: 404, body: { type: "not_found" } })
    const refused = await refusal(medusa().collections.list({ expand: "products" } as never))
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining("Unknown parameter expand") } })
  })
})

describe("v1 product categories", () => {
  it("shows active, public categories only, at every level, as v2's store does", async () => {
    const { product_categories, limit } = await medusa().productCategories.list({ limit: 100 })
    expect(limit).toBe(100)
    const v2 = await call("GET", "/store/product-categories?limit=100&fields=id")
    expect(product_categories.map((c: { id: string }) => c.id).sort()).toEqual(v2.body.product_categories.map((c: { id: string }) => c.id).sort())
    const ids = product_categories.map((c: { id: string }) => c.id)
    expect(ids).toEqual(expect.arrayContaining([categories.parent.id, categories.child.id]))
    expect(ids).not.toContain(categories.internal.id)
    expect(ids).not.toContain(categories.inactive.id)

    const parent = product_categories.find((c: { id: string }) => c.id === categories.parent.id)
    expect(parent.category_children.map((c: { id: string }) => c.id)).toEqual([categories.child.id])
    expect(parent.parent_category).toBeNull()
  })

  it("retrieves a category with its parent, filters by handle and parent, and 404s a hidden one", async () => {
    const { product_category } = await medusa().productCategories.retrieve(categories.child.id)
    const v2 = await call("GET", `/store/product-categories/${categories.child.id}?fields=id,name,handle,description,rank,parent_category_id`)
    expect(product_category).toMatchObject(v2.body.product_category)
    expect(product_category.parent_category).toMatchObject({ id: categories.parent.id, handle: categories.parent.handle })

    const byHandle = await medusa().productCategories.list({ handle: categories.child.handle })
    expect(byHandle.product_categories.map((c: { id: string }) => c.id)).toEqual([categories.child.id])
    const topLevel = await medusa().productCategories.list({ parent_category_id: "null" } as never)
    const topIds = topLevel.product_categories.map((c: { id: string }) => c.id)
    expect(topIds).toContain(categories.parent.id)
    expect(topIds).not.toContain(categories.child.id)

    for (const hidden of [categories.internal, categories.inactive]) {
      expect(await refusal(medusa().productCategories.retrieve(hidden.id))).toMatchObject({ status: 404 })
    }
    const tree = await medusa().productCategories.list({ handle: categories.parent.handle, include_descendants_tree: true })
    const [root] = tree.product_categories
    expect(root.category_children.map((c: { id: string }) => c.id)).toEqual([categories.child.id])
    expect(root.category_children[0].category_children.map((c: { id: string }) => c.id)).toEqual([categories.grandchild.id])

    const refused = await refusal(medusa().productCategories.list({ include_descendants_tree: "maybe" } as never))
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining("include_descendants_tree") } })
  })
})

describe("v1 product tags", () => {
  it("lists tags as v2 answers them, 20 to a page by default, by value and by q", async () => {
    const { product_tags, limit, offset } = await medusa().productTags.list({ value: [tag.value] })
    expect([limit, offset]).toEqual([20, 0])
    const v2 = await call("GET", `/store/product-tags?value=${tag.value}&fields=id,value,created_at,updated_at`)
    expect(product_tags).toEqual(v2.body.product_tags)
    const searched = await medusa().productTags.list({ q: `flush-${suffix}` })
    expect(searched.product_tags.map((t: { id: string }) => t.id)).toEqual([tag.id])
    const refused = await refusal(medusa().productTags.list({ order: "password" } as never))
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining("order") } })
  })
})

describe("v1 variants", () => {
  type V2Product = {
    id: string
    status: string
    store_id: string
    variants: { id: string; calculated_price?: { calculated_amount: number; original_amount: number; currency_code: string } }[]
  }

  async function v2Products(query = ""): Promise<V2Product[]> {
    const { status, body } = await call("GET", `/store/products?limit=100&fields=id,status,variants.id${query}`)
    expect(status).toBe(200)
    expect(body.products.length, "every tea on one page").toBe(body.count)
    return body.products
  }

  it("lists the variants of the published teas of the key's channels, 100 to a page, each with its tea house", async () => {
    const products = await v2Products()
    const v2Ids = products.flatMap((product) => product.variants.map((variant) => variant.id)).sort()
    const firstPage = await medusa().products.variants.list()
    expect([firstPage.limit, firstPage.count, firstPage.variants.length]).toEqual([100, v2Ids.length, Math.min(100, v2Ids.length)])
    const { variants } = await medusa().products.variants.list({ limit: 500 } as never)
    expect(variants.map((variant: { id: string }) => variant.id).sort()).toEqual(v2Ids)
    for (const variant of variants) {
      const product = products.find((candidate) => candidate.id === variant.product_id)!
      expect(variant.product).toMatchObject({ id: product.id, status: "published" })
      expect(variant.store_id).toMatch(/^sstore_/)
      expect(variant.product.store_id).toBe(variant.store_id)
      for (const price of variant.prices) expect(Number.isInteger(price.amount)).toBe(true)
    }
  })

  it("prices variants for a region as v2 prices them in its products, in minor units", async () => {
    const { regions } = await medusa().regions.list()
    const [product] = await v2Products()
    const ids = product.variants.map((variant) => variant.id)
    for (const region of regions as { id: string; currency_code: string }[]) {
      const v2 = (await v2Products(`,*variants.calculated_price&id=${product.id}&region_id=${region.id}`))[0]
      const { variants } = await medusa().products.variants.list({ ids: ids.join(","), region_id: region.id } as never)
      expect(variants).toHaveLength(ids.length)
      for (const variant of variants) {
        const theirs = v2.variants.find((candidate) => candidate.id === variant.id)!.calculated_price!
        expect(variant.calculated_price, region.currency_code).toBe(toMinorUnits(theirs.calculated_amount, region.currency_code))
        expect(variant.original_price).toBe(toMinorUnits(theirs.original_amount, region.currency_code))
      }
    }
    const { variant } = await medusa().products.variants.retrieve(ids[0])
    const listed = (await medusa().products.variants.list({ ids: ids[0] } as never)).variants[0]
    expect(variant).toEqual(listed)
    expect(variant.calculated_price).toBeNull()
  })

  it("hides the variants of a tea taken back to draft, and refuses what it does not take", async () => {
    const [product] = await v2Products()
    const variantId = product.variants[0].id
    const drafted = await admin("POST", `/admin/products/${product.id}`, { status: "draft" })
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200)
    try {
      expect(await refusal(medusa().products.variants.retrieve(variantId))).toMatchObject({ status: 404, body: { type: "not_found" } })
      const { variants } = await medusa().products.variants.list({ ids: variantId } as never)
      expect(variants).toEqual([])
    } finally {
      await admin("POST", `/admin/products/${product.id}`, { status: "published" })
    }
    expect((await medusa().products.variants.retrieve(variantId)).variant.id).toBe(variantId)

    expect(await refusal(medusa().products.variants.retrieve("variant_nope"))).toMatchObject({ status: 404 })
    for (const param of ["cart_id", "inventory_quantity", "fields"]) {
      const refused = await refusal(medusa().products.variants.list({ [param]: "1" } as never))
      expect(refused, param).toMatchObject({ status: 400, body: { message: expect.stringContaining(`Unknown parameter ${param}`) } })
    }
    const channel = await refusal(medusa().products.variants.list({ sales_channel_id: "sc_nope" } as never))
    expect(channel).toMatchObject({ status: 400 })
  })
})

describe("v1 return reasons", () => {
  it("lists and retrieves the shop's reasons as v2 answers them", async () => {
    const { return_reasons } = await medusa().returnReasons.list()
    const v2 = await call("GET", "/store/return-reasons?fields=id,value,label,description,parent_return_reason_id")
    const topLevel = v2.body.return_reasons.filter((reason: { parent_return_reason_id: string | null }) => !reason.parent_return_reason_id)
    expect(return_reasons.map((r: { id: string }) => r.id).sort()).toEqual(topLevel.map((r: { id: string }) => r.id).sort())
    for (const reason of return_reasons) {
      expect(reason).toMatchObject(topLevel.find((theirs: { id: string }) => theirs.id === reason.id))
      expect(reason.return_reason_children).toEqual([])
    }
    const { return_reason } = await medusa().returnReasons.retrieve(return_reasons[0].id)
    expect(return_reason).toEqual(return_reasons[0])
    expect(await refusal(medusa().returnReasons.retrieve("rr_nope"))).toMatchObject({ status: 404, body: { type: "not_found" } })
  })
})
