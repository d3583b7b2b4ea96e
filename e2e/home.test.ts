import { describe, expect, it } from "vitest"
import { openPage, useChromium } from "./browser"

const chromium = useChromium()

function openHome(cookies: { name: string; value: string }[] = []) {
  return openPage(chromium(), "/", { cookies })
}

describe("the home page", () => {
  it("shows the tea types and seeded teas with prices in the region's currency", async () => {
    const { page, context } = await openHome()
    await expect(page.title()).resolves.toContain("Leafline")
    expect(await page.getByTestId("tea-type").count()).toBe(4)
    const cards = page.getByTestId("product-card")
    expect(await cards.count()).toBeGreaterThanOrEqual(8)
    const titles = await cards.locator("h3").allTextContents()
    expect(titles.every((t) => t.trim().length > 0)).toBe(true)
    const prices = await page.getByTestId("price").allTextContents()
    expect(prices.length).toBeGreaterThanOrEqual(8)
    for (const price of prices) expect(price).toMatch(/^€\d+\.\d{2}$/)
    // The first card's art is loaded from the back end.
    const firstImage = cards.first().locator("img")
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await context.close()
  })

  it("prices in dollars for a shopper in the United States", async () => {
    const { page, context } = await openHome([{ name: "leafline_country", value: "us" }])
    const prices = await page.getByTestId("price").allTextContents()
    expect(prices.length).toBeGreaterThanOrEqual(8)
    for (const price of prices) expect(price).toMatch(/^\$\d+\.\d{2}$/)
    await context.close()
  })

  it("prices in yen, without decimals, for a shopper in Japan", async () => {
    const { page, context } = await openHome([{ name: "leafline_country", value: "jp" }])
    const prices = await page.getByTestId("price").allTextContents()
    expect(prices.length).toBeGreaterThanOrEqual(8)
    for (const price of prices) expect(price).toMatch(/^¥[\d,]+$/)
    await context.close()
  })
})
