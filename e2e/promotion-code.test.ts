import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { anotherClient, callFrom } from "../apps/backend/integration-tests/client-http"
import { call } from "../apps/backend/integration-tests/shoppers"
import { heldCartIds } from "./account-steps"
import { openPage, storefrontUrl, useChromium, waitForHydration } from "./browser"

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
