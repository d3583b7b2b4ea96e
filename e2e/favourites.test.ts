import { describe, expect, it } from "vitest"
import { call, registerCustomer } from "../apps/backend/integration-tests/shoppers"
import { signIn } from "./account-steps"
import { useChromium, openPage } from "./browser"

const chromium = useChromium()

describe("favourites", () => {
  it("keeps a guest's favourite and adds it to the account at sign-in", async () => {
    const { page, context } = await openPage(chromium(), "/teas/genmaicha")
    const heart = page.getByRole("button", { name: "Add Genmaicha to favourites" })
    await heart.click()
    await expect.poll(() => page.getByRole("button", { name: "Remove Genmaicha from favourites" }).count()).toBe(1)
    const pending = JSON.parse((await page.evaluate(() => localStorage.getItem("leafline_pending_favourites")))!)
    expect(pending).toHaveLength(1)
    const [productId] = pending

    const customer = await registerCustomer()
    await signIn(page, customer.email, { returnPath: "/teas/genmaicha" })
    await expect.poll(() => page.evaluate(() => localStorage.getItem("leafline_pending_favourites"))).toBeNull()

    const { body } = await call("GET", "/store/customers/list-favorite-products?fields=id", { token: customer.token })
    expect(body.products.map((p: { id: string }) => p.id)).toEqual([productId])

    await page.goto(page.url().replace(/\/teas\/.*$/, "/favourites"))
    await expect.poll(() => page.getByTestId("product-card").locator("h3").allTextContents()).toEqual(["Genmaicha"])

    // Toggling again removes it from the account.
    await page.getByRole("button", { name: "Remove Genmaicha from favourites" }).click()
    await expect.poll(async () => (await call("GET", "/store/customers/list-favorite-products?fields=id", { token: customer.token })).body.products.length).toBe(0)
    await context.close()
  })
})
