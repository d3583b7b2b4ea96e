import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { waitForMessage } from "../apps/backend/integration-tests/outbox"
import { call } from "../apps/backend/integration-tests/shoppers"
import { openPage, storefrontUrl, useChromium, waitForHydration } from "./browser"
import { addToCart, chooseShippingAndPay, fillAddress } from "./checkout-steps"

const chromium = useChromium()

const NO_MATCH = "No order matches that number and email."

/** A guest's order of one tea, placed in the storefront; its number and email as the confirmation shows them. */
async function placeGuestOrder(): Promise<{ number: string; email: string }> {
  const { body } = await call("GET", "/store/products?limit=1&order=handle&fields=handle")
  const email = `Lookup-${crypto.randomUUID()}@example.com`
  const { page, context } = await openPage(chromium(), "/")
  await addToCart(page, body.products[0].handle)
  await page.goto(`${storefrontUrl()}/checkout`)
  await waitForHydration(page)
  await fillAddress(page, email, "Teeweg 5")
  await chooseShippingAndPay(page)
  await page.getByTestId("place-order").click()
  await page.getByTestId("placed-order").waitFor({ timeout: 60_000 })
  const number = (await page.getByTestId("order-number").textContent())!.trim()
  // The confirmation tells a guest where to find the order again.
  const hint = page.getByTestId("lookup-hint")
  expect(await hint.getByRole("link").getAttribute("href")).toBe(`/order/lookup?order=${number}`)
  await context.close()
  return { number, email }
}

describe("a guest's order lookup", () => {
  it("opens the confirmation email's link on the order, then answers a wrong email with the one message and a right one with the order", async () => {
    const { number, email } = await placeGuestOrder()

    // The confirmation email links a guest to the lookup, with the number and the email filled in (Medusa
    // keeps an order's email in lower case).
    const orderEmail = email.toLowerCase()
    const confirmation = await waitForMessage(orderEmail, "order-placed", 30_000)
    const link = `/order/lookup?order=${number}&email=${encodeURIComponent(orderEmail)}`
    expect(confirmation.data.link).toBe(storefrontUrl() + link)
    // The order is on the page as it is served, without another click, and rendered for each request,
    // never kept by the page cache (Varnish says PASS), nor by Next's (whose pages say `x-nextjs-cache`).
    for (let i = 0; i < 2; i++) {
      const served = await fetch(storefrontUrl() + link)
      expect(served.status).toBe(200)
      expect(served.headers.get("cache-control")).toBe("private, no-cache")
      expect(served.headers.get("x-nextjs-cache")).toBeNull()
      expect(served.headers.get("x-cache")).toBe("PASS")
      expect(await served.text()).toContain('data-testid="placed-order"')
    }

    // The guest opens the email (its HTML body, as a mail client shows it) and follows its link.
    const context = await chromium().newContext({ viewport: { width: 390, height: 844 } })
    const mail = await context.newPage()
    await mail.setContent(confirmation.html!)
    // The email's links open in a new tab.
    const [page] = await Promise.all([context.waitForEvent("page"), mail.getByRole("link", { name: storefrontUrl() + link }).click()])
    await page.waitForURL(storefrontUrl() + link)
    await waitForHydration(page)
    const order = page.getByTestId("placed-order")
    await order.waitFor()
    expect((await order.getByTestId("order-number").textContent())?.trim()).toBe(number)
    expect(await page.getByTestId("order-status").textContent()).toBeTruthy()
    expect(await page.getByTestId("lookup-order").inputValue()).toBe(number)
    expect(await page.getByTestId("lookup-email").inputValue()).toBe(orderEmail)

    // From the form, in the browser: a wrong email, then the right one typed differently.
    await page.getByTestId("lookup-email").fill(`someone-else-${crypto.randomUUID()}@example.com`)
    await page.getByTestId("lookup-submit").click()
    await expect.poll(() => page.getByTestId("lookup-refused").textContent()).toBe(NO_MATCH)
    expect(await page.getByTestId("placed-order").count()).toBe(0)
    // The email stays out of the address.
    expect(new URL(page.url()).search).toBe(new URL(storefrontUrl() + link).search)

    await page.getByTestId("lookup-order").fill(`#${number}`)
    await page.getByTestId("lookup-email").fill(email.toUpperCase())
    await page.getByTestId("lookup-submit").click()
    await page.getByTestId("placed-order").waitFor()
    expect(await page.getByTestId("lookup-refused").count()).toBe(0)
    await context.close()
  })

  it("opens a link with a wrong email on the one message, and is linked from the login page", async () => {
    const { page, context } = await openPage(chromium(), "/account/login")
    await page.getByTestId("to-order-lookup").click()
    await page.waitForURL((url) => url.pathname === "/order/lookup")
    await page.getByTestId("lookup-form").waitFor()

    await page.goto(`${storefrontUrl()}/order/lookup?order=1&email=${encodeURIComponent(`nobody-${crypto.randomUUID()}@example.com`)}`)
    await waitForHydration(page)
    expect(await page.getByTestId("lookup-refused").textContent()).toBe(NO_MATCH)
    expect(await page.getByTestId("placed-order").count()).toBe(0)
    await context.close()
  })
})
