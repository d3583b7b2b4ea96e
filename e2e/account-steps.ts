import type { Page } from "playwright-core"
import { SHOPPER_PASSWORD } from "../apps/backend/integration-tests/shoppers"
import { storefrontUrl, waitForHydration } from "./browser"

/** Fills and sends the login page's sign-in view (the page must be on it). */
export async function submitSignIn(page: Page, email: string, password = SHOPPER_PASSWORD) {
  await page.getByTestId("sign-in-form").waitFor()
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByTestId("sign-in-submit").click()
}

/** Signs in through the login page and waits to be back on `returnPath`. */
export async function signIn(page: Page, email: string, { password = SHOPPER_PASSWORD, returnPath = "/account" } = {}) {
  await page.goto(`${storefrontUrl()}/account/login?next=${encodeURIComponent(returnPath)}`)
  await waitForHydration(page)
  await submitSignIn(page, email, password)
  await page.waitForURL((url) => url.pathname + url.search === returnPath, { timeout: 30_000 })
  await waitForHydration(page)
}

/** The ids of the carts the storefront holds in this browser. */
export async function heldCartIds(page: Page): Promise<string[]> {
  return Object.values(JSON.parse((await page.evaluate(() => localStorage.getItem("leafline_carts"))) ?? "{}"))
}
