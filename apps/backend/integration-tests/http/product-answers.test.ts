import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin } from "../admin"
import { eventually } from "../eventually"
import { call, registerCustomer } from "../shoppers"

/**
 * Guests' product answers are kept until the catalogue changes (lib/cache/kept-product-answers.ts):
 * a price staff change shows in the very answers a guest reads, as soon as the storefront is told of it.
 */

type Price = { currency_code: string; amount: number }

let productId: string
let variantId: string
let handle: string
let regionId: string
let shelfPrices: Price[]

beforeAll(async () => {
  const { body: regions } = await call("GET", "/store/regions?fields=id,currency_code")
  regionId = regions.regions.find((r: { currency_code: string }) => r.currency_code === "eur").id
  // A tea the checkout and price tests leave alone: the third of the catalogue.
  const { body } = await call("GET", "/store/products?limit=1&offset=2&order=created_at&fields=id,handle,variants.id")
  ;({ id: productId, handle } = body.products[0])
  variantId = body.products[0].variants[0].id
  const { body: detail } = await admin("GET", `/admin/products/${productId}/variants/${variantId}?fields=id,*prices`)
  shelfPrices = detail.variant.prices.map(({ currency_code, amount }: Price) => ({ currency_code, amount }))
})

afterAll(async () => {
  await admin("POST", `/admin/products/${productId}/variants/${variantId}`, { prices: shelfPrices })
})

const euroAmount = (prices: Price[]) => prices.find((p) => p.currency_code === "eur")!.amount

async function setEuroPrice(amount: number) {
  const prices = shelfPrices.map((price) => (price.currency_code === "eur" ? { ...price, amount } : price))
  expect((await admin("POST", `/admin/products/${productId}/variants/${variantId}`, { prices })).status).toBe(200)
}

/** The tea's euro price in the answers a guest reads: its page's call (by handle) and the product by id. */
async function guestPrices(token?: string) {
  const scope = `region_id=${regionId}&country_code=de&fields=id,*variants.calculated_price`
  const [list, one] = await Promise.all([
    call("GET", `/store/products?handle=${handle}&${scope}`, { token }),
    call("GET", `/store/products/${productId}?${scope}`, { token }),
  ])
  const priceOf = (product: { variants: { id: string; calculated_price: { calculated_amount: number } }[] }) =>
    product.variants.find((v) => v.id === variantId)!.calculated_price.calculated_amount
  return [priceOf(list.body.products[0]), priceOf(one.body.product)]
}

describe("a guest's product answers", () => {
  it("are the same read again, and show a price staff changed, and changed back, within seconds", async () => {
    const shelf = euroAmount(shelfPrices)
    const first = await guestPrices()
    expect(await guestPrices()).toEqual(first)
    await setEuroPrice(shelf + 7)
    const raised = await eventually(guestPrices, (prices) => prices.every((p) => p !== first[0]), { timeout: 10_000 })
    expect(raised[0]).toBe(raised[1])
    expect(raised[0]).not.toBe(first[0])
    expect((await admin("POST", `/admin/products/${productId}/variants/${variantId}`, { prices: shelfPrices })).status).toBe(200)
    expect(await eventually(guestPrices, (prices) => prices.every((p) => p === first[0]), { timeout: 10_000 })).toEqual(first)
  })

  it("are not kept for a signed-in customer: each of their reads sees the price at once", async () => {
    const customer = await registerCustomer()
    const shelf = euroAmount(shelfPrices)
    const before = await guestPrices(customer.token)
    await setEuroPrice(shelf + 3)
    const after = await guestPrices(customer.token)
    expect(after[0]).not.toBe(before[0])
    expect(after[1]).not.toBe(before[1])
  })
})
