import { describe, expect, it } from "vitest"
import { RESIZE_DEBOUNCE_MS } from "../apps/storefront/src/lib/util/viewport"
import { afterQueuedTasks, useChromium, openPage, storefrontUrl } from "./browser"

const chromium = useChromium()

describe("the shop's shell", () => {
  it("prices the listing and the tea page in the currency of the chosen country", async () => {
    const { page, context } = await openPage(chromium(), "/teas")
    const prices = page.getByTestId("price")
    expect(await prices.first().textContent()).toMatch(/^€\d+\.\d{2}$/)

    await page.getByTestId("region-picker").selectOption("us")
    await expect.poll(() => prices.first().textContent()).toMatch(/^\$\d+\.\d{2}$/)
    for (const price of await prices.allTextContents()) expect(price).toMatch(/^\$\d+\.\d{2}$/)

    await page.getByTestId("product-card").first().locator("a").first().click()
    await page.waitForURL(/\/teas\/[a-z0-9-]+$/)
    expect(await page.getByTestId("product-price").textContent()).toMatch(/^\$\d+\.\d{2}$/)

    await page.getByTestId("region-picker").selectOption("jp")
    await expect.poll(() => page.getByTestId("product-price").textContent()).toMatch(/^¥[\d,]+$/)
    // The choice is remembered for the next visit: a cookie for the server, localStorage for the browser.
    const stored = await page.evaluate(() => localStorage.getItem("leafline_region"))
    expect(JSON.parse(stored!)).toMatchObject({ countryCode: "jp" })
    expect((await context.cookies()).find((c) => c.name === "leafline_country")?.value).toBe("jp")
    await context.close()
  })

  it("shows the current search in the header's search box, and follows the shopper's next search", async () => {
    const { page, context } = await openPage(chromium(), "/teas?q=oolong")
    const box = page.locator("#search-desktop")
    await expect.poll(() => box.inputValue()).toBe("oolong")
    await box.fill("sencha")
    await box.press("Enter")
    await page.waitForURL(/q=sencha/)
    await expect.poll(() => box.inputValue()).toBe("sencha")
    await page.getByRole("link", { name: "All teas" }).first().click()
    await page.waitForURL((url) => url.pathname === "/teas" && !url.search.includes("q="))
    await expect.poll(() => box.inputValue()).toBe("")
    // The page stays one cached copy for every shopper: the box is filled in the browser.
    const cached = await fetch(`${storefrontUrl()}/teas?q=oolong`)
    expect(cached.headers.get("x-cache")).toBe("HIT")
    await context.close()
  })

  it("closes the mobile menu when the window grows to 1024 px", async () => {
    const { page, context } = await openPage(chromium(), "/", { width: 375, height: 812 })
    await page.getByTestId("mobile-menu-button").click()
    const menu = page.getByTestId("mobile-menu")
    await expect.poll(() => menu.isVisible()).toBe(true)
    // The menu answers a resize once the window has kept its size for RESIZE_DEBOUNCE_MS, on Playwright's clock.
    await page.clock.install()
    await page.evaluate(() => {
      ;(window as any).resized = new Promise((resolve) => window.addEventListener("resize", resolve, { once: true }))
    })
    await page.setViewportSize({ width: 1023, height: 812 })
    // Heard by the menu's listener, added before this one.
    await page.evaluate(() => (window as any).resized.then(() => undefined))
    await page.clock.runFor(RESIZE_DEBOUNCE_MS)
    await afterQueuedTasks(page)
    expect(await menu.isVisible()).toBe(true)
    await page.setViewportSize({ width: 1024, height: 812 })
    await expect.poll(() => menu.count()).toBe(0)
    await context.close()
  })

  it("adds a tea to a cart and counts it in the header", async () => {
    const { page, context } = await openPage(chromium(), "/teas/sencha-shizuoka")
    expect(await page.getByTestId("cart-count").textContent()).toBe("0")
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("2")
    await page.reload()
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("2")
    await context.close()
  })

  it("answers an unknown tea with a real not-found page", async () => {
    const context = await chromium().newContext()
    const page = await context.newPage()
    const response = await page.goto(`${storefrontUrl()}/teas/no-such-tea`)
    expect(response?.status()).toBe(404)
    expect(await page.locator("h1").textContent()).toContain("steeped too long")
    await context.close()
  })

  it("lists every tea and tea house in the sitemap", async () => {
    const sitemap = await (await fetch(`${storefrontUrl()}/sitemap.xml`)).text()
    expect(sitemap).toContain("/teas/sencha-shizuoka</loc>")
    expect(sitemap).toContain("/tea-houses/jade-mountain</loc>")
    const robots = await (await fetch(`${storefrontUrl()}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${storefrontUrl()}/sitemap.xml`)
  })
})
