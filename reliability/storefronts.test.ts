import { afterAll, describe, expect, it } from "vitest"
import { admin } from "../apps/backend/integration-tests/admin"
import { instancesOf, onNewConnection, report, shop, waitFor } from "./shop"

/**
 * The storefront instances behind the balancer keep no page: Varnish in front of them keeps the pages, and the
 * back end's change notice purges them there.
 */

type Variant = { id: string; prices: { currency_code: string; amount: number }[] }
const restores: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const restore of restores.reverse()) await restore()
})

const setPrices = (productId: string, variant: Variant) =>
  admin("POST", `/admin/products/${productId}/variants/${variant.id}`, {
    prices: variant.prices.map(({ currency_code, amount }) => ({ currency_code, amount })),
  })

/** The tea page on a new connection (to the instances themselves, or through the page cache): which instance answered, and the price it shows. */
async function teaPage(handle: string, baseUrl = shop().storefrontOriginUrl) {
  const answer = await onNewConnection<string>("GET", `/teas/${handle}`, { baseUrl, headers: { accept: "text/html" } })
  const shown = /data-testid="product-price"[^>]*>([^<]*)</.exec(String(answer.body))?.[1] ?? ""
  return { status: answer.status, instance: answer.headers.get("x-served-by"), price: Number(shown.replace(/[^\d.]/g, "")) }
}

describe("a staff price change", () => {
  it("reaches every storefront instance's pages within 5 s", async () => {
    const instances = shop().topology.storefronts
    expect(instancesOf(shop().processes.storefront)).toHaveLength(instances)
    const { body } = await admin("GET", "/admin/products?limit=1&offset=3&order=handle&fields=id,handle,variants.id,variants.prices.*")
    const tea = body.products[0] as { id: string; handle: string; variants: Variant[] }

    // Each instance shows (and caches) the tea page first.
    const before = new Map<string, number>()
    await waitFor("every instance answers the tea page", async () => {
      const page = await teaPage(tea.handle)
      if (page.status === 200 && page.instance) before.set(page.instance, page.price)
      return before.size === instances
    }, 60_000)
    for (const price of before.values()) expect(price).toBeGreaterThan(1)
    // The page cache keeps it too.
    expect(shop().pageCache).toBe("varnish")
    await waitFor("the page cache keeps the tea page", async () => {
      const answer = await onNewConnection<string>("GET", `/teas/${tea.handle}`, { baseUrl: shop().storefrontUrl })
      return answer.headers.get("x-cache") === "HIT"
    }, 10_000)

    for (const [i, variant] of tea.variants.entries()) {
      restores.push(() => setPrices(tea.id, variant))
      const cheaper = variant.prices.map((price) => (price.currency_code === "eur" ? { ...price, amount: 0.42 + i / 100 } : price))
      expect((await setPrices(tea.id, { id: variant.id, prices: cheaper })).status).toBe(200)
    }
    const changedAt = Date.now()
    const shownAt = new Map<string, number>()
    const seenOld: string[] = []
    await waitFor("every instance shows the new price", async () => {
      const page = await teaPage(tea.handle)
      if (!page.instance) return false
      if (page.price < 1) shownAt.set(page.instance, shownAt.get(page.instance) ?? Date.now() - changedAt)
      else if (shownAt.has(page.instance)) seenOld.push(page.instance)
      return shownAt.size === instances
    }, 20_000)
    let cachedAt = 0
    await waitFor("the page cache shows the new price", async () => {
      const page = await teaPage(tea.handle, shop().storefrontUrl)
      cachedAt = Date.now() - changedAt
      return page.price > 0 && page.price < 1
    }, 20_000)
    report(`a price change showed on ${[...shownAt].map(([instance, ms]) => `${instance} after ${ms} ms`).join(", ")}, through the page cache after ${cachedAt} ms`)
    expect(seenOld, "an instance went back to the old price").toEqual([])
    for (const ms of shownAt.values()) expect(ms).toBeLessThan(5_000)
    expect(cachedAt).toBeLessThan(5_000)
  })
})
