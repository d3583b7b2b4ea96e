// A shopper's checkout in the storefront, in a real browser page (playwright-core): the steps the e2e
// journeys take (e2e/checkout-steps.ts re-exports them) and the bench times ("Place order" to the
// confirmation). Plain Playwright, no test runner, so both can use it.

/** Waits until React has hydrated the page and every streamed part of it is in place (see e2e/browser.ts). */
export async function waitForHydration(page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" })
  await page.waitForFunction(() => document.readyState === "complete" && !document.querySelector('div[hidden][id^="S:"]'))
}

/** Adds a tea from its page and waits for the cart dropdown. */
export async function addToCart(page, storefrontUrl, handle) {
  await page.goto(`${storefrontUrl}/teas/${handle}`, { waitUntil: "domcontentloaded" })
  await waitForHydration(page)
  await page.getByTestId("add-to-cart").click()
  await page.getByTestId("cart-dropdown").waitFor()
}

/**
 * Fills the checkout's email and shipping address (in Berlin, Germany, unless told otherwise) and continues.
 * `country: null` leaves the country as the form starts it.
 * @param {import("playwright-core").Page} page
 * @param {string} email
 * @param {string} street
 * @param {{ postalCode?: string, city?: string, country?: string | null }} [where]
 */
export async function fillAddress(page, email, street, { postalCode = "10115", city = "Berlin", country = "de" } = {}) {
  await page.getByTestId("address-form").waitFor()
  await page.locator('[name="email"]').fill(email)
  const field = (name) => page.locator(`[name="shipping.${name}"]`)
  await field("first_name").fill("Ada")
  await field("last_name").fill("Lovelace")
  await field("address_1").fill(street)
  await field("postal_code").fill(postalCode)
  await field("city").fill(city)
  if (country !== null) await field("country_code").selectOption(country)
  await page.getByTestId("address-continue").click()
}

/** Picks each house's first shipping option and the test payment, up to the "Place order" button. */
export async function chooseShippingAndPay(page) {
  await page.getByTestId("house-shipping").first().waitFor()
  for (const house of await page.getByTestId("house-shipping").all()) {
    await house.getByRole("radio").first().check()
    await house.locator("svg.animate-spin").waitFor({ state: "detached" })
  }
  await page.getByTestId("shipping-continue").click()
  await page.getByRole("radio", { name: "Test payment" }).check()
  await page.getByTestId("payment-continue").click()
  await page.getByTestId("place-order").waitFor()
}

/**
 * One guest's order of one tea, from its page to the confirmation; answers the milliseconds from the
 * click on "Place order" until the confirmation page shows the order.
 */
export async function timePlacingAnOrder(page, storefrontUrl, handle) {
  await addToCart(page, storefrontUrl, handle)
  await page.goto(`${storefrontUrl}/checkout`)
  await waitForHydration(page)
  await fillAddress(page, `bench-${crypto.randomUUID()}@example.com`, "Teeweg 1")
  await chooseShippingAndPay(page)
  const started = performance.now()
  await page.getByTestId("place-order").click()
  // Checked on every frame: a locator's wait polls at growing intervals (up to 500 ms late here).
  await page.waitForFunction(() => !!document.querySelector('[data-testid="placed-order"]'), undefined, { polling: "raf", timeout: 60_000 })
  const ms = performance.now() - started
  if (!/\/order\/confirmed\?ids=/.test(page.url())) throw new Error(`the order was shown at ${page.url()}, not on the confirmation page`)
  return ms
}
