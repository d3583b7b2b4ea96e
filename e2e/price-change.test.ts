import crypto from "node:crypto"
import fs from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { admin } from "../apps/backend/integration-tests/admin"
import { call } from "../apps/backend/integration-tests/shoppers"
import { openPage, storefrontUrl, useChromium, waitForHydration } from "./browser"
import { addToCart, chooseShippingAndPay, fillAddress } from "./checkout-steps"

const chromium = useChromium()

type Price = { currency_code: string; amount: number }

const restores: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const restore of restores.reverse()) await restore()
})

/** A tea of the first house, other than the ones the other checkout journeys buy. */
async function aTea() {
  const { body } = await call("GET", "/store/products?limit=100&order=handle&fields=id,handle,title,variants.id")
  const teas = (body.products as { id: string; handle: string; store_id: string; variants: { id: string }[] }[]).filter(
    (tea) => tea.store_id === body.products[0].store_id,
  )
  return teas[1]
}

/** Raises the euro price of every size of a tea by 40 (whichever size the tea page adds); put back after the file. */
async function raiseEuroPrices(tea: { id: string; variants: { id: string }[] }) {
  for (const variant of tea.variants) {
    const variantPath = `/admin/products/${tea.id}/variants/${variant.id}`
    const { body } = await admin("GET", `${variantPath}?fields=id,*prices`)
    const prices = (body.variant.prices as Price[]).map(({ currency_code, amount }) => ({ currency_code, amount }))
    restores.push(() => admin("POST", variantPath, { prices }))
    const raised = prices.map((price) => (price.currency_code === "eur" ? { ...price, amount: price.amount + 40 } : price))
    expect((await admin("POST", variantPath, { prices: raised })).status).toBe(200)
  }
}

describe("a price staff change during checkout", () => {
  it("shows the shopper the new total with a message, and the next 'Place order' places it at that total", async () => {
    const tea = await aTea()
    const email = `price-${crypto.randomUUID()}@example.com`
    const { page, context } = await openPage(chromium(), "/")
    await addToCart(page, tea.handle)
    await page.goto(`${storefrontUrl()}/checkout`)
    await waitForHydration(page)
    await fillAddress(page, email, "Preisweg 5")
    await chooseShippingAndPay(page)
    const totalBefore = await page.getByTestId("totals-total").textContent()

    await raiseEuroPrices(tea)

    await page.getByTestId("place-order").click()
    const failed = page.getByTestId("placement-failed")
    await failed.waitFor({ timeout: 60_000 })
    const message = (await failed.textContent()) ?? ""
    expect(message).toMatch(/The prices in your cart changed: the total is now €[\d,]+\.\d{2}\. Check it and place the order again\./)
    const newTotal = message.match(/the total is now (€[\d,]+\.\d{2})/)![1]
    await expect.poll(() => page.getByTestId("totals-total").textContent()).toBe(newTotal)
    expect(newTotal).not.toBe(totalBefore)
    fs.mkdirSync("test-results", { recursive: true })
    await page.screenshot({ path: "test-results/checkout-price-changed.png", fullPage: true })
    expect((await admin("GET", `/admin/orders?q=${encodeURIComponent(email)}&fields=id`)).body.orders).toEqual([])

    await page.getByTestId("place-order").click()
    await page.waitForURL(/\/order\/confirmed\?ids=/, { timeout: 60_000 })
    const { body } = await admin("GET", `/admin/orders?q=${encodeURIComponent(email)}&fields=id,total`)
    expect(body.orders).toHaveLength(1)
    expect(`€${body.orders[0].total.toFixed(2)}`).toBe(newTotal)
    await context.close()
  })
})
