import crypto from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import { admin } from "../apps/backend/integration-tests/admin"
import { call, registerCustomer } from "../apps/backend/integration-tests/shoppers"
import { signIn } from "./account-steps"
import { addToCart, chooseShippingAndPay, fillAddress } from "./checkout-steps"
import { afterQueuedTasks, openPage, storefrontUrl, useChromium, waitForHydration } from "./browser"

const chromium = useChromium()

type Tea = { id: string; handle: string; title: string; store_id: string; store_name: string; variants: { id: string }[] }

/** One tea from each of two tea houses, by handle, as the store API lists them. */
async function teasFromTwoHouses(): Promise<[Tea, Tea]> {
  const { body } = await call("GET", "/store/products?limit=100&order=handle&fields=id,handle,title,variants.id")
  const byHouse = new Map<string, Tea>()
  for (const tea of body.products as Tea[]) if (tea.store_id && !byHouse.has(tea.store_id)) byHouse.set(tea.store_id, tea)
  const [first, second] = [...byHouse.values()]
  if (!second) throw new Error("The seed has fewer than two tea houses with teas")
  return [first, second]
}

/** The orders staff see for an email, with the tea house of each. */
async function ordersFor(email: string) {
  const { body } = await admin("GET", `/admin/orders?q=${encodeURIComponent(email)}&fields=id,email,*seller_store&limit=50`)
  return (body.orders as { id: string; email: string; seller_store?: { id: string; name: string } | null }[]).filter((o) => o.email === email)
}

const stockChanges: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const undo of stockChanges) await undo()
})

/** Leaves `available` units of a tea's first size on sale (put back after the file's tests). */
async function setAvailable(tea: Tea, available: number) {
  const { body } = await admin("GET", `/admin/products/${tea.id}/variants/${tea.variants[0].id}?fields=inventory_items.inventory.location_levels.*`)
  const level = body.variant.inventory_items[0].inventory.location_levels[0]
  const levelPath = `/admin/inventory-items/${level.inventory_item_id}/location-levels/${level.location_id}`
  const stocked = level.stocked_quantity
  stockChanges.push(() => admin("POST", levelPath, { stocked_quantity: stocked }))
  expect((await admin("POST", levelPath, { stocked_quantity: level.reserved_quantity + available })).status).toBe(200)
}

describe("cart and checkout", () => {
  it("a guest fills two tea houses' carts, changes a quantity and places both orders with a double click", async () => {
    const [first, second] = await teasFromTwoHouses()
    const email = `guest-${crypto.randomUUID()}@example.com`
    const { page, context } = await openPage(chromium(), `/teas/${first.handle}`)
    const cartWrites: string[] = []
    page.on("request", (request) => {
      const { pathname } = new URL(request.url())
      if (request.method() !== "POST" || !/^\/store\/carts(\/[^/]+\/line-items)?$/.test(pathname)) return
      cartWrites.push(pathname.endsWith("/line-items") ? "add" : request.postDataJSON()?.items ? "create with tea" : "create")
    })

    // The dropdown's 5 s pass on Playwright's clock: it flows as usual, and runFor moves it on at once.
    await page.clock.install()
    await page.getByTestId("add-to-cart").click()
    const dropdown = page.getByTestId("cart-dropdown")
    await dropdown.waitFor()
    expect(await dropdown.textContent()).toContain(first.title)
    expect(await page.getByTestId("cart-button").getAttribute("aria-expanded")).toBe("true")
    // Still open 4 s on, gone 5 s after it opened.
    await page.clock.runFor(4_000)
    await afterQueuedTasks(page)
    expect(await dropdown.count()).toBe(1)
    await page.clock.runFor(1_000)
    await dropdown.waitFor({ state: "detached", timeout: 10_000 })

    // Held open while the pointer is over it, closed 5 s after it leaves.
    await addToCart(page, second.handle)
    await page.getByTestId("cart-dropdown").hover()
    await page.clock.runFor(6_000)
    await afterQueuedTasks(page)
    expect(await page.getByTestId("cart-dropdown").count()).toBe(1)
    await page.mouse.move(10, 500)
    await page.clock.runFor(5_000)
    await page.getByTestId("cart-dropdown").waitFor({ state: "detached", timeout: 10_000 })

    await addToCart(page, second.handle)
    await page.keyboard.press("Escape")
    await expect.poll(() => page.getByTestId("cart-dropdown").count()).toBe(0)
    const held = JSON.parse((await page.evaluate(() => localStorage.getItem("leafline_carts")))!)
    expect(Object.keys(held).sort()).toEqual([first.store_id, second.store_id].sort())
    // The empty cart kept ready takes the first house's tea; the second house's cart is created holding its tea.
    expect(cartWrites).toEqual(["create", "add", "create with tea", "add"])

    await page.goto(`${storefrontUrl()}/cart`)
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId("held-cart").count()).toBe(2)
    const firstHouse = page.getByTestId("held-cart").filter({ hasText: first.store_name })
    const totalBefore = await page.getByTestId("totals-total").textContent()
    await firstHouse.getByRole("button", { name: `One more ${first.title}` }).click()
    await expect.poll(() => firstHouse.getByTestId("line-quantity").textContent()).toBe("2")
    await expect.poll(() => page.getByTestId("totals-total").textContent()).not.toBe(totalBefore)
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("4")

    // A code that does not exist says so; WELCOME10 (seeded) takes its discount off both houses' teas.
    await page.getByLabel("Promotion code").fill("NOSUCHCODE")
    await page.getByRole("button", { name: "Apply" }).click()
    await expect.poll(() => page.getByTestId("promotion-error").textContent()).toMatch(/NOSUCHCODE.*invalid/i)
    await page.getByLabel("Promotion code").fill("WELCOME10")
    await page.getByRole("button", { name: "Apply" }).click()
    await expect.poll(() => page.getByTestId("applied-promotion").count()).toBe(1)
    await expect.poll(() => page.getByTestId("totals-discount").count()).toBe(1)

    await page.getByTestId("go-to-checkout").click()
    await fillAddress(page, email, "Teeweg 1")
    await chooseShippingAndPay(page)
    const orderReads: string[] = []
    page.on("request", (request) => {
      if (/^\/store\/orders\//.test(new URL(request.url()).pathname)) orderReads.push(request.url())
    })
    await page.getByTestId("place-order").dblclick()
    await page.waitForURL(/\/order\/confirmed\?ids=/, { timeout: 60_000 })
    await expect.poll(() => page.getByTestId("placed-order").count()).toBe(2)
    // Each order as its completion answered it, with its tea house, without asking the back end again.
    const headings = await page.getByTestId("placed-order").locator("h2").allTextContents()
    expect(headings.map((h) => h.replace(/^Order #\d+ from /, "")).sort()).toEqual([first.store_name, second.store_name].sort())
    expect(orderReads).toEqual([])
    expect(await page.getByTestId("order-date").first().textContent()).toMatch(/^\d{2}-\d{2}-\d{4}$/)
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("0")

    // Staff see exactly two orders, each with its tea house.
    await expect.poll(async () => (await ordersFor(email)).map((o) => o.seller_store?.id).sort()).toEqual([first.store_id, second.store_id].sort())
    const ids = new URL(page.url()).searchParams.get("ids")!.split(",")
    expect(ids.sort()).toEqual((await ordersFor(email)).map((o) => o.id).sort())
    await context.close()
  })

  it("a reload while the order is being placed ends on the confirmation, with one order", async () => {
    const [tea] = await teasFromTwoHouses()
    const email = `reload-${crypto.randomUUID()}@example.com`
    const { page, context } = await openPage(chromium(), "/")
    await addToCart(page, tea.handle)
    await page.goto(`${storefrontUrl()}/checkout`)
    await waitForHydration(page)
    await fillAddress(page, email, "Teeweg 2")
    await chooseShippingAndPay(page)
    await page.getByTestId("place-order").click()
    await page.reload()
    await page.waitForURL(/\/order\/confirmed\?ids=/, { timeout: 60_000 })
    await page.getByTestId("placed-order").waitFor()
    await expect.poll(async () => (await ordersFor(email)).length).toBe(1)
    await context.close()
  })

  it("places one house's order when the other's tea sold out meanwhile, and keeps that cart to fix", async () => {
    const [first, second] = await teasFromTwoHouses()
    const email = `sold-out-${crypto.randomUUID()}@example.com`
    const { page, context } = await openPage(chromium(), "/")
    await addToCart(page, first.handle)
    await addToCart(page, second.handle)
    await page.goto(`${storefrontUrl()}/checkout`)
    await waitForHydration(page)
    await fillAddress(page, email, "Teeweg 3")
    await chooseShippingAndPay(page)
    await setAvailable(second, 0)
    await page.getByTestId("place-order").click()
    const failed = page.getByTestId("placement-failed")
    await failed.waitFor({ timeout: 60_000 })
    expect(await failed.textContent()).toContain(second.store_name)
    expect(await failed.textContent()).toMatch(/no longer in stock/)
    expect(await page.getByTestId("placement-placed").textContent()).toContain(first.store_name)
    expect((await ordersFor(email)).map((order) => order.seller_store?.id ?? "?")).toHaveLength(1)
    // The failed house's cart stays, to change and place again.
    await expect.poll(() => page.getByTestId("review-house").count()).toBe(1)
    expect(await page.getByTestId("review-house").textContent()).toContain(second.store_name)
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
    await context.close()
  })

  it("saves a signed-in customer's address once, however often it is used, and lists their orders in the account", async () => {
    const [tea] = await teasFromTwoHouses()
    const customer = await registerCustomer()
    const street = `Matcha-Allee ${crypto.randomInt(1, 999)}`
    const { page, context } = await openPage(chromium(), "/")
    await signIn(page, customer.email)
    const orderNumbers: string[] = []
    for (let round = 0; round < 2; round++) {
      await addToCart(page, tea.handle)
      await page.goto(`${storefrontUrl()}/checkout`)
      await waitForHydration(page)
      await fillAddress(page, customer.email, street)
      await chooseShippingAndPay(page)
      await page.getByTestId("place-order").click()
      await page.waitForURL(/\/order\/confirmed/, { timeout: 60_000 })
      await page.getByTestId("placed-order").waitFor()
      orderNumbers.unshift((await page.getByTestId("order-number").textContent()) ?? "?")
    }
    const { body } = await call("GET", "/store/customers/me/addresses?fields=address_1", { token: customer.token })
    expect(body.addresses.filter((a: { address_1: string }) => a.address_1 === street)).toHaveLength(1)

    // Both orders are in the account, newest first.
    await page.goto(`${storefrontUrl()}/account/orders`)
    const rows = await page.getByTestId("order-row").allTextContents()
    expect(rows.map((row) => row.match(/Order #(\d+)/)?.[1])).toEqual(orderNumbers)
    await context.close()
  })

  it("shows the server's message when a tea is added beyond its stock", async () => {
    const [tea] = await teasFromTwoHouses()
    await setAvailable(tea, 1)

    const { page, context } = await openPage(chromium(), `/teas/${tea.handle}`)
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
    await page.getByTestId("add-to-cart").click()
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: /inventory|stock/i })
    await toast.waitFor()
    expect(await page.getByTestId("cart-count").textContent()).toBe("1")
    await context.close()
  })
})
