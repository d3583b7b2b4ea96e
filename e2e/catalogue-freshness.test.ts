import type { Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { admin } from "../apps/backend/integration-tests/admin"
import { amounts, openPage, storefrontUrl, useChromium } from "./browser"
import { purgeSecret, savedSecret } from "./storefront-routes"

const secret = purgeSecret

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

/** A storefront page as a plain request, twice: the second answer is what a shopper gets once it is cached. */
async function cachedAnswer(path: string, country?: string) {
  const headers = country ? { cookie: `leafline_country=${country}` } : undefined
  await fetch(storefrontUrl() + path, { headers })
  const response = await fetch(storefrontUrl() + path, { headers })
  // No header names where Next listens behind the page cache (its loopback address and port).
  const internal = [...response.headers].filter(([name, value]) => /127\.0\.0\.1|localhost:\d+/.test(value) && name !== "content-security-policy")
  return { status: response.status, cache: response.headers.get("x-cache"), control: response.headers.get("cache-control"), internal, html: await response.text() }
}

const storeJson = async (path: string) => (await fetch(storefrontUrl() + path)).json()

describe("the catalogue pages, cached per country", () => {
  it("serves them from the page cache (facet-filtered and searched listings too), and tells browsers to keep no copy", async () => {
    const { products } = await storeJson("/store/products?limit=1&fields=handle")
    const { seller_stores } = await storeJson("/store/seller-stores?limit=1&fields=handle")
    const listings = ["/teas", "/teas?page=2&sort=cheap", "/teas?filter=caffeine:low,caffeine:high", "/teas?q=oolong", "/teas?q=100%25%20%2F%20oolong"]
    const house = `/tea-houses/${seller_stores[0].handle}`
    const houses = [house, `${house}?filter=caffeine:low`, `${house}?q=green`]
    for (const path of ["/", ...listings, `/teas/${products[0].handle}`, ...houses]) {
      const answer = await cachedAnswer(path)
      expect({ path, status: answer.status, cache: answer.cache, control: answer.control, internal: answer.internal }).toEqual({
        path,
        status: 200,
        cache: "HIT",
        control: "private, no-cache",
        internal: [],
      })
    }
    // Spaces around a search, or typed twice inside it, make no other search: the same page, kept apart under
    // its own spelling (the page cache keys on the URL).
    const spaced = await cachedAnswer("/teas?q=%20100%25%20%20%2F%20oolong%20")
    expect([spaced.status, spaced.cache]).toEqual([200, "HIT"])
    const cards = (html: string) => html.match(/data-testid="product-card"/g)?.length ?? 0
    expect(cards(spaced.html)).toBe(cards((await cachedAnswer("/teas?q=100%25%20%2F%20oolong")).html))
    // What the page cache reads is not shown to the shopper.
    const marked = await fetch(`${storefrontUrl()}/teas`)
    expect([marked.headers.get("xkey"), marked.headers.get("surrogate-control")]).toEqual([null, null])
  })

  it("keeps each country's copy apart, and gives a country the shop does not sell to the default one", async () => {
    const { regions } = await storeJson("/store/regions?fields=currency_code,countries.iso_2")
    const euro = regions.find((region: any) => region.currency_code === "eur")
    const other = regions.find((region: any) => region.currency_code !== "eur")
    const euroTeas = await cachedAnswer("/teas", euro.countries[0].iso_2)
    const otherTeas = await cachedAnswer("/teas", other.countries[0].iso_2)
    expect(euroTeas.html).toContain("€")
    expect(otherTeas.html).not.toContain("€")
    expect(otherTeas.cache).toBe("HIT")
    // The same teas at the same prices (each copy is rendered apart, its streamed parts in their own order).
    const shown = (html: string) => [...html.matchAll(/data-testid="price">([^<]*)<|<h3[^>]*>([^<]*)</g)].map((match) => match[1] ?? match[2])
    const unsold = shown((await cachedAnswer("/teas", "zz")).html)
    expect(unsold.length).toBeGreaterThan(0)
    expect(unsold).toEqual(shown((await cachedAnswer("/teas")).html))
  })
})

describe("the page cache's purges", () => {
  it("takes the back end's tags with the purge secret only, whoever sends them", async () => {
    const purge = async (headers: Record<string, string>) => {
      const answer = await fetch(storefrontUrl() + "/", { method: "PURGE", headers })
      return { status: answer.status, body: await answer.json() }
    }
    expect(await purge({ "xkey-purge": "house:no-such-house", authorization: `Bearer ${secret()}` })).toEqual({ status: 200, body: { purged: 0 } })
    const wrong: Record<string, string>[] = [{}, { authorization: "Bearer guess" }, { authorization: `Bearer ${savedSecret("clientAddressSecret")}` }]
    for (const authorization of wrong) {
      const refused = await purge({ "xkey-purge": "catalogue", ...authorization })
      expect(refused).toEqual({ status: 403, body: { message: "The purge secret is missing or wrong." } })
    }
    expect((await purge({ authorization: `Bearer ${secret()}` })).status).toBe(400)
  })
})

describe("a staff edit reaches the cached catalogue pages", () => {
  it("shows a price changed through the admin API on the tea page and in the listing, searched or not", async () => {
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
    const searched = await openPage(chromium(), `/teas?q=${encodeURIComponent(tea.title)}`)
    const searchedPrice = async () => {
      const card = searched.page.getByTestId("product-card").filter({ hasText: tea.title }).first()
      return amounts([(await card.getByTestId("price").textContent()) ?? ""])[0]
    }
    const cheapestCard = async () => {
      const card = listing.page.getByTestId("product-card").first()
      return { title: await card.locator("h3").textContent(), price: amounts([(await card.getByTestId("price").textContent()) ?? ""])[0] }
    }
    expect(await teaPrice()).toBeGreaterThan(1)
    expect(await searchedPrice()).toBeGreaterThan(1)
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
    await reloadUntil(searched.page, searchedPrice, (price) => price < 1)
    console.log(`A staff price change showed on the tea page and in the listings after ${Date.now() - changedAt} ms`)

    await searched.context.close()
    await teaPage.context.close()
    await listing.context.close()
  })

  it("shows a tea house renamed through the admin API in the footer of every kept page", async () => {
    const listing = await openPage(chromium(), "/teas?sort=newest")
    const houseLinks = listing.page.locator("footer").getByRole("link")
    const { seller_stores } = await storeJson("/store/seller-stores?limit=1&fields=id,name,handle")
    const house = seller_stores[0] as { id: string; name: string; handle: string }
    await expect.poll(async () => (await houseLinks.allTextContents()).includes(house.name)).toBe(true)
    const renamed = `${house.name} ${Date.now().toString(36)}`
    restores.push(() => admin("POST", `/admin/seller-stores/${house.id}`, { name: house.name }))
    expect((await admin("POST", `/admin/seller-stores/${house.id}`, { name: renamed })).status).toBe(200)
    const changedAt = Date.now()

    await reloadUntil(listing.page, () => houseLinks.allTextContents(), (names: string[]) => names.includes(renamed))
    console.log(`A tea house's new name showed in a kept page's footer after ${Date.now() - changedAt} ms`)
    await listing.context.close()
  })
})
