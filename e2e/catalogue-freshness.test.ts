import type { Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { admin } from "../apps/backend/integration-tests/admin"
import { amounts, openPage, useChromium } from "./browser"

const chromium = useChromium()

interface VariantPrices {
  id: string
  prices: { currency_code: string; amount: number }[]
}

const restores: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const restore of restores.reverse()) await restore()
})

const setPrices = (productId: string, variant: VariantPrices) =>
  admin("POST", `/admin/products/${productId}/variants/${variant.id}`, {
    prices: variant.prices.map(({ currency_code, amount }) => ({ currency_code, amount })),
  })

/** Reloads the page until `read` gives what `matches` wants; the time it took. */
async function reloadUntil(page: Page, read: () => Promise<unknown>, matches: (value: any) => boolean) {
  await expect
    .poll(
      async () => {
        await page.reload({ waitUntil: "domcontentloaded" })
        return matches(await read())
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true)
}

describe("a staff edit reaches the cached catalogue pages", () => {
  it("shows a price changed through the admin API on the tea page and in the listing", async () => {
    const listing = await openPage(chromium(), "/teas?sort=cheap")
    // The best-rated tea: one the shop shows, and not among the cheapest.
    const rated = await openPage(chromium(), "/teas?sort=rating")
    const href = await rated.page.getByTestId("product-card").first().locator("a").first().getAttribute("href")
    await rated.context.close()
    const handle = href?.split("/").pop()
    const { body } = await admin("GET", `/admin/products?handle=${handle}&fields=id,handle,title,variants.id,variants.prices.*`)
    const tea = body.products[0] as { id: string; handle: string; title: string; variants: VariantPrices[] }
    const teaPage = await openPage(chromium(), `/teas/${tea.handle}`)
    const teaPrice = async () => amounts([(await teaPage.page.getByTestId("product-price").textContent()) ?? ""])[0]
    const cheapestCard = async () => {
      const card = listing.page.getByTestId("product-card").first()
      return { title: await card.locator("h3").textContent(), price: amounts([(await card.getByTestId("price").textContent()) ?? ""])[0] }
    }
    expect(await teaPrice()).toBeGreaterThan(1)
    expect((await cheapestCard()).title).not.toBe(tea.title)

    // Every size under a euro makes this tea the cheapest of all, whatever the tax on top.
    for (const [i, variant] of tea.variants.entries()) {
      restores.push(() => setPrices(tea.id, variant))
      const cheaper = variant.prices.map((price) => (price.currency_code === "eur" ? { ...price, amount: 0.42 + i / 100 } : price))
      expect((await setPrices(tea.id, { id: variant.id, prices: cheaper })).status).toBe(200)
    }
    const changedAt = Date.now()

    await reloadUntil(teaPage.page, teaPrice, (price) => price < 1)
    await reloadUntil(listing.page, cheapestCard, (card) => card.title === tea.title && card.price < 1)
    console.log(`A staff price change showed on the tea page and in the listing after ${Date.now() - changedAt} ms`)

    await teaPage.context.close()
    await listing.context.close()
  })
})
