import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { afterQueuedTasks, amounts, openPage, useChromium } from "./browser"

const chromium = useChromium()

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByTestId("result-count").textContent()
  return Number(/(\d+) teas?/.exec(text ?? "")?.[1] ?? Number.NaN)
}

/** Waits until the listing shows the URL's results (the count settles once the navigation is done). */
async function settled(page: Page, urlPart: RegExp) {
  await page.waitForURL(urlPart)
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0)
}

describe("the listing, /teas", () => {
  it("sorts cheapest first when asked", async () => {
    const { page, context } = await openPage(chromium(), "/teas")
    await page.getByLabel("Sort by").selectOption("cheap")
    await settled(page, /sort=cheap/)
    const prices = amounts(await page.getByTestId("price").allTextContents())
    expect(prices.length).toBe(12)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(prices[0]).toBeGreaterThan(0)
    await context.close()
  })

  it("narrows by a price range, a kind of tea and a facet, and Back undoes each", async () => {
    const { page, context } = await openPage(chromium(), "/teas")
    const all = await resultCount(page)
    expect(all).toBeGreaterThan(12)

    await page.getByLabel("Minimum price in EUR").fill("5")
    await page.getByLabel("Maximum price in EUR").fill("12")
    await page.getByRole("button", { name: "Apply" }).click()
    await settled(page, /price=5-12/)
    const inRange = await resultCount(page)
    expect(inRange).toBeLessThan(all)
    expect(inRange).toBeGreaterThan(0)

    const filters = page.getByTestId("facet-filters")
    const green = filters.getByRole("checkbox", { name: /^Green/ })
    await green.check()
    await settled(page, /category=/)
    const greens = await resultCount(page)
    expect(greens).toBeLessThan(inRange)
    const kinds = await page.getByTestId("product-card").locator("p").first().allTextContents()
    expect(kinds.every((kind) => kind === "Green")).toBe(true)

    // The count beside a facet value is the count the listing shows once it is chosen.
    const japan = filters.locator("label", { hasText: "Japan" })
    const promised = Number(await japan.locator("span").last().textContent())
    await japan.getByRole("checkbox").check()
    await settled(page, /filter=origin%3AJapan/)
    expect(await resultCount(page)).toBe(promised)
    expect(promised).toBeLessThan(greens)

    await page.goBack()
    await page.waitForURL((url) => url.search.includes("category=") && !url.search.includes("filter="))
    await expect.poll(() => resultCount(page)).toBe(greens)
    await context.close()
  })

  it("in Japan, hints the price range the teas span in yen, and an untouched side of the filter hides no tea", async () => {
    const japan = { cookies: [{ name: "leafline_country", value: "jp" }] }
    const cheapFirst = await openPage(chromium(), "/teas?sort=cheap", japan)
    const cheapest = cheapFirst.page.getByTestId("price").first()
    const cheapestText = (await cheapest.textContent())!
    expect(cheapestText).toMatch(/^¥[\d,]+$/)
    const [lowest] = amounts([cheapestText])
    await cheapFirst.context.close()
    const expensiveFirst = await openPage(chromium(), "/teas?sort=expensive", japan)
    const [highest] = amounts([(await expensiveFirst.page.getByTestId("price").first().textContent())!])
    await expensiveFirst.context.close()

    const { page, context } = await openPage(chromium(), "/teas", japan)
    const all = await resultCount(page)
    const min = page.getByLabel("Minimum price in JPY")
    const max = page.getByLabel("Maximum price in JPY")
    // The hints are the teas' own range in yen (the cheapest tea's price up to the dearest size), not 0-100.
    expect(Number(await min.getAttribute("placeholder"))).toBe(Math.floor(lowest))
    expect(Number(await max.getAttribute("placeholder"))).toBeGreaterThanOrEqual(highest)
    expect(await page.getByTestId("price-span").textContent()).toContain(cheapestText)

    // Applied untouched, or with one side left empty, the filter keeps every tea.
    await page.getByRole("button", { name: "Apply" }).click()
    await afterQueuedTasks(page)
    expect(new URL(page.url()).search).toBe("")
    expect(await resultCount(page)).toBe(all)
    await min.fill(String(Math.floor(lowest)))
    await page.getByRole("button", { name: "Apply" }).click()
    await settled(page, /price=/)
    expect(await resultCount(page)).toBe(all)
    await page.getByLabel("Minimum price in JPY").fill("")
    await page.getByLabel("Maximum price in JPY").fill(String(await max.getAttribute("placeholder")))
    await page.getByRole("button", { name: "Apply" }).click()
    await settled(page, /price=0-/)
    expect(await resultCount(page)).toBe(all)
    await context.close()
  })

  it("finds a tea from a search with a typo", async () => {
    const { page, context } = await openPage(chromium(), "/")
    const search = page.getByRole("searchbox", { name: "Search teas" }).first()
    await search.fill("oolnog")
    await search.press("Enter")
    await page.waitForURL(/\/teas\?q=oolnog/)
    const titles = await page.getByTestId("product-card").locator("h3").allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.some((title) => /oolong/i.test(title))).toBe(true)
    await context.close()
  })

  it("says what to change when nothing matches", async () => {
    const { page, context } = await openPage(chromium(), "/teas?q=zzzzqqqq")
    await expect.poll(() => page.getByTestId("empty-state").isVisible()).toBe(true)
    await page.getByRole("link", { name: /Search for “zzzzqqqq”/ }).click()
    await settled(page, /\/teas$/)
    expect(await resultCount(page)).toBeGreaterThan(12)
    await context.close()
  })

  it("pages through the teas", async () => {
    const { page, context } = await openPage(chromium(), "/teas")
    const first = await page.getByTestId("product-card").locator("h3").allTextContents()
    await page.getByTestId("pagination").getByRole("link", { name: "Page 2" }).click()
    await settled(page, /page=2/)
    const second = await page.getByTestId("product-card").locator("h3").allTextContents()
    expect(second.length).toBeGreaterThan(0)
    expect(second.some((title) => first.includes(title))).toBe(false)
    await context.close()
  })

  it("shows one or two columns on a phone, as the shopper chooses", async () => {
    const { page, context } = await openPage(chromium(), "/teas", { width: 375, height: 812 })
    const cards = page.getByTestId("product-card")
    const top = async (i: number) => (await cards.nth(i).boundingBox())!.y
    expect(await top(1)).toBe(await top(0))
    await page.getByTestId("grid-one").click()
    await expect.poll(() => top(1)).toBeGreaterThan(await top(0))
    const box = (await cards.first().boundingBox())!
    expect(box.width).toBeGreaterThan(300)
    await page.getByTestId("grid-two").click()
    await expect.poll(() => top(1)).toBe(await top(0))
    await context.close()
  })
})
