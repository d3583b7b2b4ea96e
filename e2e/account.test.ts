import crypto from "node:crypto"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { complete, readyCart, teaHouses } from "../apps/backend/integration-tests/checkout"
import { waitForMessage } from "../apps/backend/integration-tests/outbox"
import { SHOPPER_PASSWORD, call, registerCustomer } from "../apps/backend/integration-tests/shoppers"
import { heldCartIds, signIn, submitSignIn } from "./account-steps"
import { openPage, storefrontUrl, useChromium, waitForHydration } from "./browser"

const chromium = useChromium()

const tokenFor = async (email: string, password = SHOPPER_PASSWORD) =>
  (await call("POST", "/auth/customer/emailpass", { body: { email, password } })).body.token as string

/** Whose a cart is, read with a customer's token or as a guest ("unreadable" when the caller may not read it). */
async function cartCustomerId(cartId: string, token?: string): Promise<string | null> {
  const { status, body } = await call("GET", `/store/carts/${cartId}?fields=id,customer.id`, { token })
  return status === 200 ? body.cart.customer_id : "unreadable"
}

async function register(page: Page, email: string) {
  await page.getByTestId("register-form").waitFor()
  await page.locator('input[name="first_name"]').fill("Ada")
  await page.locator('input[name="last_name"]').fill("Greenleaf")
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill("short")
  await expect.poll(() => page.getByTestId("password-rules").textContent()).toContain("at least 8 characters")
  await page.locator('input[name="password"]').fill(SHOPPER_PASSWORD)
  await page.getByTestId("register-submit").click()
}

describe("accounts", () => {
  it("registers, keeps the session out of scripts' reach, signs out with the carts detached, and signs in again", async () => {
    const email = `ada-${crypto.randomUUID()}@example.com`
    const { page, context } = await openPage(chromium(), "/account/login?view=register")
    await register(page, email)
    await page.waitForURL(`${storefrontUrl()}/account`, { timeout: 30_000 })
    await expect.poll(() => page.getByTestId("customer-name").textContent()).toBe("Ada Greenleaf")

    // No page script can read the session: the token is in an HttpOnly cookie only.
    const readable = await page.evaluate(() => ({ cookie: document.cookie, storage: JSON.stringify({ ...localStorage }) }))
    expect(readable.cookie).not.toMatch(/eyJ|leafline_session/)
    expect(readable.storage).not.toMatch(/eyJ|token/i)
    const session = (await context.cookies()).find((cookie) => cookie.name === "leafline_session")
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" })

    // A tea in the cart makes a cart of this customer's.
    await page.goto(`${storefrontUrl()}/teas/genmaicha`)
    await waitForHydration(page)
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
    const token = await tokenFor(email)
    const { body: me } = await call("GET", "/store/customers/me?fields=id", { token })
    const cartIds = await heldCartIds(page)
    expect(cartIds.length).toBeGreaterThan(0)
    for (const id of cartIds) expect(await cartCustomerId(id, token)).toBe(me.customer.id)

    // Sign-out lands on the home page, and the carts are a guest's again, items and all.
    await page.goto(`${storefrontUrl()}/account`)
    await waitForHydration(page)
    await page.getByTestId("sign-out").click()
    await page.waitForURL(`${storefrontUrl()}/`, { timeout: 30_000 })
    for (const id of cartIds) expect(await cartCustomerId(id)).toBeNull()
    expect((await context.cookies()).some((cookie) => cookie.name === "leafline_session")).toBe(false)
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")

    // Signing in again takes the carts back.
    await signIn(page, email)
    await expect.poll(() => page.getByTestId("customer-name").textContent()).toBe("Ada Greenleaf")
    await expect.poll(async () => Promise.all(cartIds.map((id) => cartCustomerId(id, token)))).toEqual(cartIds.map(() => me.customer.id))
    await context.close()
  })

  it("says an email is registered already, and that a wrong password is wrong", async () => {
    const customer = await registerCustomer()
    const { page, context } = await openPage(chromium(), "/account/login?view=register")
    await register(page, customer.email)
    await expect.poll(() => page.getByTestId("form-error").textContent()).toMatch(/already exists.*reset the password/)

    await page.getByTestId("to-sign-in").click()
    await submitSignIn(page, customer.email, "not-the-password")
    await expect.poll(() => page.getByTestId("form-error").textContent()).toMatch(/email or password is not right/)
    await context.close()
  })

  it("resets a forgotten password through the emailed link, and signs in with the new one", async () => {
    const customer = await registerCustomer()
    const { page, context } = await openPage(chromium(), "/account/login?view=reset")
    await page.locator('input[name="email"]').fill(customer.email)
    await page.getByTestId("reset-submit").click()
    await expect.poll(() => page.getByTestId("reset-sent").textContent()).toContain(customer.email)

    const message = await waitForMessage(customer.email, "password-reset")
    expect(message.text).toContain(String(message.data.reset_url))
    await page.goto(String(message.data.reset_url))
    await waitForHydration(page)
    await page.locator('input[name="password"]').fill("a-new-oolong-42")
    await page.getByTestId("new-password-submit").click()
    await page.waitForURL(`${storefrontUrl()}/account`, { timeout: 30_000 })
    await expect.poll(() => page.getByTestId("customer-email").textContent()).toBe(customer.email)

    // The link works once; the old password no longer does, the new one does.
    await page.goto(String(message.data.reset_url))
    await waitForHydration(page)
    await page.locator('input[name="password"]').fill("another-one-43")
    await page.getByTestId("new-password-submit").click()
    await expect.poll(() => page.getByTestId("form-error").textContent()).toMatch(/expired or has been used/)
    expect((await call("POST", "/auth/customer/emailpass", { body: { email: customer.email, password: SHOPPER_PASSWORD } })).status).toBe(401)
    expect(await tokenFor(customer.email, "a-new-oolong-42")).toBeTruthy()
    await context.close()
  })

  it("sends a visitor from an account page to sign in, and back to that page after", async () => {
    const customer = await registerCustomer()
    for (const path of ["/account", "/account/orders"]) {
      const { page, context } = await openPage(chromium(), path)
      expect(new URL(page.url()).pathname).toBe("/account/login")
      await submitSignIn(page, customer.email)
      await page.waitForURL(`${storefrontUrl()}${path}`, { timeout: 30_000 })
      await context.close()
    }
  })

  it("shows a customer their own orders, and another customer's order as not found", async () => {
    const [house] = await teaHouses()
    const owner = await registerCustomer()
    const cart = await readyCart(house, { email: owner.email, token: owner.token })
    const { body } = await complete(cart.id, owner.token)
    const order = body.order as { id: string; display_id: number }

    const { page, context } = await openPage(chromium(), "/")
    await signIn(page, owner.email, { returnPath: "/account/orders" })
    await expect.poll(() => page.getByTestId("order-row").allTextContents()).toEqual([expect.stringContaining(`Order #${order.display_id}`)])
    const row = (await page.getByTestId("order-row").textContent()) ?? ""
    expect(row).toContain(house.name)
    expect(row).toMatch(/\d{2}-\d{2}-\d{4}/)
    await page.getByTestId("order-row").locator("a").click()
    await page.waitForURL(`${storefrontUrl()}/account/orders/${order.id}`)
    await expect.poll(() => page.getByTestId("order-number").textContent()).toBe(String(order.display_id))
    await context.close()

    const other = await registerCustomer()
    const second = await openPage(chromium(), "/")
    await signIn(second.page, other.email)
    const answer = await second.page.goto(`${storefrontUrl()}/account/orders/${order.id}`)
    expect(answer?.status()).toBe(404)
    await second.context.close()
  })

  it("prefetches no page Varnish never keeps: each would be a render per page view, counted against the shopper's limit", async () => {
    const customer = await registerCustomer()
    const { page, context } = await openPage(chromium(), "/")
    const prefetched: string[] = []
    let keptPagesPrefetched = 0
    let lastPrefetchAt = 0
    page.on("request", (request) => {
      if (!request.headers()["next-router-prefetch"]) return
      lastPrefetchAt = Date.now()
      const path = new URL(request.url()).pathname
      if (/^\/(account|cart|checkout|order)/.test(path)) prefetched.push(path)
      else keptPagesPrefetched++
    })
    await signIn(page, customer.email)
    for (const path of ["/account/orders", "/account/profile", "/cart", "/order/lookup"]) {
      const keptBefore = keptPagesPrefetched
      await page.goto(`${storefrontUrl()}${path}`)
      await waitForHydration(page)
      // Next prefetches the links in view (the header's catalogue links among them) after hydration, a link's
      // route tree and then its segments: the pass is over once a catalogue page's prefetch has gone out and
      // no other has for a second.
      await expect.poll(() => keptPagesPrefetched > keptBefore && Date.now() - lastPrefetchAt > 1_000, { timeout: 15_000, interval: 100 }).toBe(true)
    }
    await context.close()
    expect(prefetched).toEqual([])
  })
})
