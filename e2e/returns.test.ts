import { describe, expect, it } from "vitest"
import { receiveReturn, returnReasons, shipOrder } from "../apps/backend/integration-tests/returns"
import { call, registerCustomer } from "../apps/backend/integration-tests/shoppers"
import { signIn } from "./account-steps"
import { openPage, storefrontUrl, useChromium, waitForHydration } from "./browser"
import { addToCart, chooseShippingAndPay, fillAddress } from "./checkout-steps"

const chromium = useChromium()

type StoreReturn = { id: string; status: string; items: { item_id: string; quantity: number }[] }

describe("returns", () => {
  it("a customer returns a tea of their shipped order from its page, and sees the return requested, then received", async () => {
    const { body: products } = await call("GET", "/store/products?limit=1&order=handle&fields=id,handle")
    const handle = products.products[0].handle as string
    const customer = await registerCustomer()
    const { page, context } = await openPage(chromium(), "/")
    await signIn(page, customer.email)
    await addToCart(page, handle)
    await addToCart(page, handle)
    await page.goto(`${storefrontUrl()}/checkout`)
    await waitForHydration(page)
    await fillAddress(page, customer.email, "Rooibos-Ring 7")
    await chooseShippingAndPay(page)
    await page.getByTestId("place-order").click()
    await page.waitForURL(/\/order\/confirmed\?ids=/, { timeout: 60_000 })
    const orderId = (new URL(page.url()).searchParams.get("ids") ?? "").split(",")[0]
    const orderPage = `${storefrontUrl()}/account/orders/${orderId}`

    // Not shipped yet: no form, a line saying when it comes.
    await page.goto(orderPage)
    await waitForHydration(page)
    expect(await page.getByTestId("returns-section").textContent()).toContain("Once the order has shipped")
    expect(await page.getByTestId("return-form").count()).toBe(0)

    await shipOrder(orderId)
    await page.reload()
    await waitForHydration(page)
    const quantity = page.getByLabel(/how many to return/)
    expect(await quantity.locator("option").allTextContents()).toEqual(["0", "1", "2"])

    // Meanwhile one of the two goes back another way: the form, now stale, shows the back end's refusal.
    const reasons = await returnReasons()
    const { body: before } = await call("GET", `/store/orders/${orderId}/returns`, { token: customer.token })
    const itemId = before.returnable_items[0].item_id as string
    const earlier = await call("POST", `/store/orders/${orderId}/returns`, {
      token: customer.token,
      body: { items: [{ id: itemId, quantity: 1 }], reason_id: reasons.changed_my_mind.id },
    })
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(200)
    await quantity.selectOption("2")
    await page.getByLabel("Reason").selectOption({ label: "Damaged" })
    await page.getByTestId("return-submit").click()
    await expect.poll(() => page.getByTestId("form-error").textContent()).toMatch(/^Only 1 more of ".+" can be returned/)

    await page.reload()
    await waitForHydration(page)
    expect(await page.getByLabel(/how many to return/).locator("option").allTextContents()).toEqual(["0", "1"])
    await page.getByLabel(/how many to return/).selectOption("1")
    await page.getByLabel("Reason").selectOption({ label: "Damaged" })
    await page.getByLabel(/^Note/).fill("The tin arrived dented.")
    await page.getByTestId("return-submit").click()
    await expect.poll(() => page.getByTestId("return-status").allTextContents()).toEqual(["Requested", "Requested"])
    const shown = await page.getByTestId("order-return").nth(1).textContent()
    expect(shown).toContain("1 ×")
    expect(shown).toContain("Damaged")
    expect(shown).toContain("The tin arrived dented.")
    expect(await page.getByTestId("return-form").count()).toBe(0)
    expect(await page.getByTestId("returns-section").textContent()).toContain("Everything in this order is returned or being returned")
    // The returns' shipping (Medusa adds it to the order) is not how the order was sent.
    expect(await page.getByTestId("placed-order").textContent()).not.toContain("Return by post")

    // Staff receive the customer's return in the back office.
    const { body: after } = await call("GET", `/store/orders/${orderId}/returns`, { token: customer.token })
    const requested = (after.returns as StoreReturn[])[1]
    await receiveReturn(requested.id, requested.items)
    await page.reload()
    await expect.poll(() => page.getByTestId("return-status").allTextContents()).toEqual(["Requested", "Received"])

    // The same request from a page of another origin, with the shopper's cookies, changes nothing.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ")
    const foreign = await fetch(`${storefrontUrl()}/store/orders/${orderId}/returns`, {
      method: "POST",
      headers: { cookie, origin: "http://localhost:8765", "content-type": "application/json" },
      body: JSON.stringify({ items: [{ id: itemId, quantity: 1 }], reason_id: reasons.damaged.id }),
    })
    expect(foreign.status).toBe(403)
    const { body: last } = await call("GET", `/store/orders/${orderId}/returns`, { token: customer.token })
    expect(last.returns).toHaveLength(2)
    await context.close()
  })
})
