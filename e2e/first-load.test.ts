import { describe, expect, it } from "vitest"
import { storefrontUrl, useChromium, waitForHydration } from "./browser"

const chromium = useChromium()

describe("a catalogue page's first load", () => {
  // A browser's first Intl.NumberFormat loads its locale data: a long task while the page hydrates on a
  // phone, which Lighthouse counts. Prices come formatted from the server.
  it("builds no number format in the browser while the listing and a tea page load", async () => {
    const context = await chromium().newContext({ viewport: { width: 412, height: 823 } })
    await context.addInitScript(() => {
      const Original = Intl.NumberFormat
      const counted = window as unknown as { numberFormatsMade: number }
      counted.numberFormatsMade = 0
      Intl.NumberFormat = new Proxy(Original, {
        construct(target, args) {
          counted.numberFormatsMade++
          return Reflect.construct(target, args)
        },
        apply(target, self, args) {
          counted.numberFormatsMade++
          return Reflect.apply(target, self, args)
        },
      })
    })
    const page = await context.newPage()
    const made = () => page.evaluate(() => (window as unknown as { numberFormatsMade: number }).numberFormatsMade)

    await page.goto(`${storefrontUrl()}/teas`)
    await waitForHydration(page)
    expect(await page.getByTestId("price-span").textContent()).toMatch(/^Teas here cost €\d+\.\d{2} to €\d+\.\d{2}$/)
    expect(await made()).toBe(0)

    await page.goto(`${storefrontUrl()}${await page.getByTestId("product-card").first().locator("a").first().getAttribute("href")}`)
    await waitForHydration(page)
    expect(await page.getByTestId("product-price").textContent()).toMatch(/^€\d+\.\d{2}$/)
    expect(await made()).toBe(0)
    await context.close()
  })
})
