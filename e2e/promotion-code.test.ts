import crypto from "node:crypto"
import fs from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { admin } from "../apps/backend/integration-tests/admin"
import { anotherClient, callFrom } from "../apps/backend/integration-tests/client-http"
import { call } from "../apps/backend/integration-tests/shoppers"
import { heldCartIds } from "./account-steps"
import { openPage, storefrontUrl, useChromium, waitForHydration } from "./browser"
import { addToCart, chooseShippingAndPay, fillAddress } from "./checkout-steps"

const chromium = useChromium()

describe("the promotion code form", () => {
  it("shows the back end's 429 when the cart has had too many codes that did not apply", async () => {
    const { body } = await call("GET", "/store/products?limit=1&order=handle&fields=handle")
    const { page } = await openPage(chromium(), `/teas/${body.products[0].handle}`)
    await page.getByTestId("add-to-cart").click()
    await page.getByTestId("cart-dropdown").waitFor()
    const [cartId] = await heldCartIds(page)

    // Guesses on this cart from another address: the cart's count, not this browser's client's, which
    // other tests share.
    const guesser = anotherClient()
    for (let i = 0; i < 5; i++) {
      const code = `E2E-${crypto.randomUUID().slice(0, 8)}`
      expect((await callFrom(guesser, "POST", `/store/carts/${cartId}/promotions`, { body: { promo_codes: [code] } })).status).toBe(400)
    }

    await page.goto(`${storefrontUrl()}/cart`, { waitUntil: "domcontentloaded" })
    await waitForHydration(page)
    await page.getByLabel("Promotion code").fill("WELCOME10")
    await page.getByRole("button", { name: "Apply" }).click()
    await expect
      .poll(() => page.getByTestId("promotion-error").textContent(), { timeout: 15_000 })
      .toMatch(/^Too many promotion codes that did not apply\. Try again in \d+ seconds?\.$/)
    expect(await page.getByTestId("applied-promotion").count()).toBe(0)
  })
})

describe("a code that ended while the shopper was checking out", () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it("is named when the order is placed, can be removed on the checkout page, and the order is then placed at full price", async () => {
    const identifier = `E2E-CAMPAIGN-${crypto.randomUUID().slice(0, 8)}`
    const campaign = await admin("POST", "/admin/campaigns", {
      name: identifier,
      campaign_identifier: identifier,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 86_400_000),
    })
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200)
    cleanups.push(() => admin("DELETE", `/admin/campaigns/${campaign.body.campaign.id}`))
    const code = `E2E-ENDS-${crypto.randomUUID().slice(0, 8).toUpperCase()}`
    const promotion = await admin("POST", "/admin/promotions", {
      code,
      type: "standard",
      status: "active",
      campaign_id: campaign.body.campaign.id,
      application_method: { type: "percentage", target_type: "items", allocation: "across", value: 10 },
    })
    expect(promotion.status, JSON.stringify(promotion.body)).toBe(200)
    cleanups.push(() => admin("DELETE", `/admin/promotions/${promotion.body.promotion.id}`))

    const { body } = await call("GET", "/store/products?limit=3&order=handle&fields=handle")
    const email = `promotion-${crypto.randomUUID()}@example.com`
    const { page, context } = await openPage(chromium(), "/")
    await addToCart(page, body.products[2].handle)
    await page.goto(`${storefrontUrl()}/cart`, { waitUntil: "domcontentloaded" })
    await waitForHydration(page)
    await page.getByLabel("Promotion code").fill(code)
    await page.getByRole("button", { name: "Apply" }).click()
    await expect.poll(() => page.getByTestId("applied-promotion").allTextContents(), { timeout: 15_000 }).toEqual([expect.stringContaining(code)])

    await page.goto(`${storefrontUrl()}/checkout`)
    await waitForHydration(page)
    await fillAddress(page, email, "Rabattweg 10")
    await chooseShippingAndPay(page)
    const discounted = await page.getByTestId("totals-total").textContent()

    const ended = await admin("POST", `/admin/campaigns/${campaign.body.campaign.id}`, { ends_at: new Date(Date.now() - 1000) })
    expect(ended.status, JSON.stringify(ended.body)).toBe(200)

    await page.getByTestId("place-order").click()
    const failed = page.getByTestId("placement-failed")
    await failed.waitFor({ timeout: 60_000 })
    expect(await failed.textContent()).toContain(`The promotion code ${code} has expired. Remove it to place your order.`)
    expect((await admin("GET", `/admin/orders?q=${encodeURIComponent(email)}&fields=id`)).body.orders).toEqual([])
    fs.mkdirSync("test-results", { recursive: true })
    await page.screenshot({ path: "test-results/checkout-code-no-longer-applies.png", fullPage: true })

    await page.getByRole("button", { name: `Remove code ${code}` }).click()
    await expect.poll(() => page.getByTestId("applied-promotion").count(), { timeout: 15_000 }).toBe(0)
    await expect.poll(() => page.getByTestId("totals-total").textContent()).not.toBe(discounted)

    // The total changed, so Medusa dropped the payment session: the checkout asks how to pay again.
    await page.getByRole("radio", { name: "Test payment" }).check()
    await page.getByTestId("payment-continue").click()
    await page.getByTestId("place-order").click()
    await page.waitForURL(/\/order\/confirmed\?ids=/, { timeout: 60_000 })
    const orders = (await admin("GET", `/admin/orders?q=${encodeURIComponent(email)}&fields=id,discount_total`)).body.orders
    expect(orders).toEqual([expect.objectContaining({ discount_total: 0 })])
    await context.close()
  })
})
