import crypto from "node:crypto"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { admin } from "../apps/backend/integration-tests/admin"
import { waitForMessage } from "../apps/backend/integration-tests/outbox"
import { call, registerCustomer } from "../apps/backend/integration-tests/shoppers"
import { signIn } from "./account-steps"
import { openPage, storefrontUrl, useChromium, waitForHydration } from "./browser"
import { addToCart, chooseShippingAndPay, fillAddress } from "./checkout-steps"

const chromium = useChromium()

async function firstTeaHandle(): Promise<string> {
  const { body } = await call("GET", "/store/products?limit=1&order=handle&fields=handle")
  return body.products[0].handle
}

/** Chooses a country in the header, as a shopper does, and waits for the page priced for it. */
async function chooseCountry(page: Page, code: string) {
  await page.getByTestId("region-picker").first().selectOption(code)
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "leafline_country")?.value).toBe(code)
  await expect.poll(() => page.getByTestId("region-picker").first().inputValue()).toBe(code)
}

/** The checkout's shipping country as the form shows it: its code and the option's name. */
async function formCountry(page: Page): Promise<{ code: string; name: string }> {
  await page.getByTestId("address-form").waitFor()
  const select = page.locator('[name="shipping.country_code"]')
  return { code: await select.inputValue(), name: (await select.locator("option:checked").textContent()) ?? "" }
}

/** The shipping country of an order as staff see it. */
async function orderCountry(orderId: string): Promise<string> {
  const { body } = await admin("GET", `/admin/orders/${orderId}?fields=shipping_address.country_code`)
  return body.order.shipping_address.country_code
}

describe("the shopper's country, from the header to the order", () => {
  it("a guest who chose Germany ships to Germany, and the review, confirmation, email and order lookup say Germany", async () => {
    const email = `germany-${crypto.randomUUID()}@example.com`
    const { page, context } = await openPage(chromium(), "/")
    await chooseCountry(page, "de")
    await addToCart(page, await firstTeaHandle())
    await page.goto(`${storefrontUrl()}/checkout`)
    await waitForHydration(page)

    // The form starts from the chosen country, not from the region's first (Austria).
    expect(await formCountry(page)).toEqual({ code: "de", name: "Germany" })
    await fillAddress(page, email, "Invalidenstraße 1", { country: null })
    await chooseShippingAndPay(page)
    const address = page.getByTestId("step-address")
    expect(await address.textContent()).toContain("10115 Berlin, Germany")
    expect(await page.getByTestId("review-address").textContent()).toContain("10115 Berlin, Germany")

    await page.getByTestId("place-order").click()
    await page.waitForURL(/\/order\/confirmed\?ids=/, { timeout: 60_000 })
    const placed = page.getByTestId("placed-order")
    await placed.waitFor()
    expect(await placed.textContent()).toContain("10115 Berlin, Germany")
    expect(await placed.textContent()).not.toMatch(/Berlin, [A-Z]{2}\b/)
    const orderId = new URL(page.url()).searchParams.get("ids")!.split(",")[0]
    expect(await orderCountry(orderId)).toBe("de")
    const number = (await page.getByTestId("order-number").textContent())!.trim()

    // The confirmation email names the country in both bodies.
    const confirmation = await waitForMessage(email, "order-placed", 30_000)
    expect(confirmation.text).toMatch(/10115 Berlin\s+Germany/)
    expect(confirmation.text).not.toMatch(/^DE$/m)
    expect(confirmation.html).toContain("Germany")

    // So does the order lookup the email links to.
    await page.goto(`${storefrontUrl()}/order/lookup?order=${number}&email=${encodeURIComponent(email)}`)
    await waitForHydration(page)
    expect(await page.getByTestId("placed-order").textContent()).toContain("10115 Berlin, Germany")
    await context.close()
  })

  it("a customer who chose France finds France in the form, and their order's page in the account says France", async () => {
    const customer = await registerCustomer()
    const { page, context } = await openPage(chromium(), "/")
    await signIn(page, customer.email)
    await chooseCountry(page, "fr")
    await addToCart(page, await firstTeaHandle())
    await page.goto(`${storefrontUrl()}/checkout`)
    await waitForHydration(page)

    expect(await formCountry(page)).toEqual({ code: "fr", name: "France" })
    // Another choice in the header moves the form while nothing is written in it yet.
    await chooseCountry(page, "be")
    await expect.poll(() => formCountry(page)).toEqual({ code: "be", name: "Belgium" })
    await chooseCountry(page, "fr")
    await expect.poll(() => formCountry(page)).toEqual({ code: "fr", name: "France" })
    await fillAddress(page, customer.email, "1 rue du Thé", { postalCode: "75001", city: "Paris", country: null })
    await chooseShippingAndPay(page)
    await page.getByTestId("place-order").click()
    await page.waitForURL(/\/order\/confirmed\?ids=/, { timeout: 60_000 })
    const orderId = new URL(page.url()).searchParams.get("ids")!.split(",")[0]
    expect(await orderCountry(orderId)).toBe("fr")

    await page.goto(`${storefrontUrl()}/account/orders/${orderId}`)
    await waitForHydration(page)
    expect(await page.getByTestId("placed-order").textContent()).toContain("75001 Paris, France")
    await context.close()
  })
})
