import type { Page } from "playwright-core"
import { expect } from "vitest"
import { storefrontUrl, waitForHydration } from "./browser"

/** Adds a tea from its page and waits for the cart dropdown. */
export async function addToCart(page: Page, handle: string) {
  await page.goto(`${storefrontUrl()}/teas/${handle}`, { waitUntil: "domcontentloaded" })
  await waitForHydration(page)
  await page.getByTestId("add-to-cart").click()
  await page.getByTestId("cart-dropdown").waitFor()
}

/** Fills the checkout's email and shipping address (in Berlin) and continues. */
export async function fillAddress(page: Page, email: string, street: string) {
  await page.getByTestId("address-form").waitFor()
  await page.locator('[name="email"]').fill(email)
  const field = (name: string) => page.locator(`[name="shipping.${name}"]`)
  await field("first_name").fill("Ada")
  await field("last_name").fill("Lovelace")
  await field("address_1").fill(street)
  await field("postal_code").fill("10115")
  await field("city").fill("Berlin")
  await field("country_code").selectOption("de")
  await page.getByTestId("address-continue").click()
}

/** Picks each house's first shipping option and the test payment, up to the "Place order" button. */
export async function chooseShippingAndPay(page: Page) {
  await page.getByTestId("house-shipping").first().waitFor()
  for (const house of await page.getByTestId("house-shipping").all()) {
    await house.getByRole("radio").first().check()
    await expect.poll(() => house.locator("svg.animate-spin").count()).toBe(0)
  }
  await page.getByTestId("shipping-continue").click()
  await page.getByRole("radio", { name: "Test payment" }).check()
  await page.getByTestId("payment-continue").click()
  await page.getByTestId("place-order").waitFor()
}
