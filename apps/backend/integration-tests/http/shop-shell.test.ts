import { describe, expect, it } from "vitest"
import { admin } from "../admin"
import { eventually } from "../eventually"
import { call } from "../shoppers"

type Shell = {
  regions: { id: string; name: string; currency_code: string; countries: { iso_2: string }[] }[]
  product_types: { id: string; value: string; metadata: Record<string, unknown> | null }[]
  seller_stores: { id: string; name: string; handle: string; description: string; logo: string | null }[]
}

const shell = async (): Promise<Shell> => {
  const { status, body } = await call<Shell>("GET", "/store/shop-shell")
  expect(status, JSON.stringify(body)).toBe(200)
  return body
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort()

describe("GET /store/shop-shell", () => {
  it("answers the regions, the featured tea types and the tea houses the store routes list, with their public fields only", async () => {
    const answer = await shell()
    const regions = (await call("GET", "/store/regions?fields=id,name,currency_code,countries.iso_2&limit=100")).body.regions
    const featured = (await call("GET", "/store/product-types?fields=id,value,metadata&is_featured=true&limit=100")).body.product_types
    const houses = (await call("GET", "/store/seller-stores?fields=id&limit=100")).body.seller_stores
    expect(ids(answer.regions)).toEqual(ids(regions))
    expect(ids(answer.product_types)).toEqual(ids(featured))
    expect(ids(answer.seller_stores)).toEqual(ids(houses))
    expect(answer.product_types.length).toBeGreaterThan(0)
    for (const region of answer.regions) {
      expect(Object.keys(region).sort()).toEqual(["countries", "currency_code", "id", "name"])
      for (const country of region.countries) expect(Object.keys(country)).toEqual(["iso_2"])
    }
    for (const type of answer.product_types) expect(Object.keys(type).sort()).toEqual(["id", "metadata", "value"])
    for (const house of answer.seller_stores) expect(Object.keys(house).sort()).toEqual(["description", "handle", "id", "logo", "name"])
    expect(answer.seller_stores.map((house) => house.name)).toEqual(answer.seller_stores.map((house) => house.name).sort((a, b) => a.localeCompare(b)))
  })

  it("takes no parameters: one is a 400 that names it", async () => {
    const { status, body } = await call("GET", "/store/shop-shell?fields=*products")
    expect(status).toBe(400)
    expect(body.message).toMatch(/fields/)
  })

  it("shows a tea house staff renamed and a tea type staff renamed, though the answer was kept before", async () => {
    const before = await shell()
    await shell()
    const house = before.seller_stores[0]
    const type = before.product_types[0]
    const suffix = crypto.randomUUID().slice(0, 6)
    expect((await admin("POST", `/admin/seller-stores/${house.id}`, { name: `${house.name} ${suffix}` })).status).toBe(200)
    expect((await admin("POST", `/admin/product-types/${type.id}`, { value: `${type.value} ${suffix}` })).status).toBe(200)
    try {
      const seen = await eventually(
        shell,
        (answer) =>
          answer.seller_stores.some((h) => h.name === `${house.name} ${suffix}`) && answer.product_types.some((t) => t.value === `${type.value} ${suffix}`),
        { timeout: 5_000 },
      )
      expect(seen.seller_stores.find((h) => h.id === house.id)?.name).toBe(`${house.name} ${suffix}`)
    } finally {
      expect((await admin("POST", `/admin/seller-stores/${house.id}`, { name: house.name })).status).toBe(200)
      expect((await admin("POST", `/admin/product-types/${type.id}`, { value: type.value })).status).toBe(200)
    }
    await eventually(shell, (answer) => answer.seller_stores.some((h) => h.name === house.name), { timeout: 5_000 })
  })
})
