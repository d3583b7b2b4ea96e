import { describe, expect, it } from "vitest"
import { call, registerCustomer } from "../apps/backend/integration-tests/shoppers"
import { heldCartIds, submitSignIn } from "./account-steps"
import { openPage, storefrontUrl, useChromium } from "./browser"

const chromium = useChromium()
const ROUNDS = 20
const TEA = "genmaicha"

/**
 * The empty cart the storefront keeps ready is made at the shopper's first interaction: for a password
 * manager's sign-in that is the click on "Sign in", so the cart is still being made while sign-in takes the
 * held carts over. Whatever it is filled with must still be the customer's.
 */
describe("a cart filled right after signing in", () => {
  it(`is the customer's, ${ROUNDS} sign-ins out of ${ROUNDS}`, { timeout: ROUNDS * 30_000 }, async () => {
    const guestCarts: string[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      const customer = await registerCustomer()
      const { page, context } = await openPage(chromium(), `/account/login?next=/teas/${TEA}`)
      // Filled as a password manager does (no keystroke): the click is the page's first interaction.
      await submitSignIn(page, customer.email)
      await page.waitForURL(`${storefrontUrl()}/teas/${TEA}`, { timeout: 30_000 })
      await page.getByTestId("add-to-cart").click()
      await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")

      // Read with the customer's session, as their checkout would.
      const carts = await Promise.all(
        (await heldCartIds(page)).map(async (id) => (await call("GET", `/store/carts/${id}?fields=id,customer.id,items.id`, { token: customer.token })).body.cart),
      )
      const holding = carts.filter((cart) => cart?.items?.length)
      expect(holding).toHaveLength(1)
      if (holding[0].customer_id !== customer.id) guestCarts.push(`round ${round}: cart ${holding[0].id} has customer ${holding[0].customer_id}`)
      await context.close()
    }
    expect(guestCarts).toEqual([])
  })
})
