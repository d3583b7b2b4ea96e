import http from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "vitest"
import { call, registerCustomer, SHOPPER_PASSWORD } from "../apps/backend/integration-tests/shoppers"
import { stack } from "../apps/backend/integration-tests/stack"
import { storefrontUrl, useChromium } from "./browser"

/**
 * State changes come only from the shop's own pages: a page on a sibling origin (the same site on
 * another port here; a sibling subdomain in production), whose requests carry the shopper's cookies,
 * changes nothing, in the storefront or the back end.
 */

const browser = useChromium()

async function send(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(base + path, { method, headers, body })
  return { status: response.status, body: await response.json().catch(() => null) }
}

const SIBLING = "http://localhost:8765"

describe("a write from another origin", () => {
  it("is refused by the storefront's store and auth routes with a JSON 403; a body that is not JSON with a 415", async () => {
    const json = { "content-type": "application/json" }
    const cases: [string, string, Record<string, string>, string?][] = [
      ["POST", "/store/carts", { ...json, origin: SIBLING }, "{}"],
      ["POST", "/auth/session", { ...json, origin: SIBLING }, JSON.stringify({ email: "a@b.example", password: "whatever-1" })],
      ["DELETE", "/auth/session", { origin: SIBLING }],
      ["POST", "/store/carts", { ...json, "sec-fetch-site": "same-site" }, "{}"],
    ]
    for (const [method, path, headers, body] of cases) {
      const answer = await send(storefrontUrl(), method, path, headers, body)
      expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403)
      expect(answer.body.message).toMatch(/did not come from the shop/)
    }
    const form = await send(storefrontUrl(), "POST", "/store/carts", { "content-type": "application/x-www-form-urlencoded" }, "a=1")
    expect(form.status).toBe(415)
    expect(form.body.message).toBe("Send the request body as application/json.")
    // The shop's own pages are fine.
    const own = await send(storefrontUrl(), "POST", "/store/carts", { ...json, origin: new URL(storefrontUrl()).origin }, "{}")
    expect([403, 415]).not.toContain(own.status)
  })

  it("is refused by the back end too, and so is a form's body", async () => {
    const customer = await registerCustomer()
    const headers = { authorization: `Bearer ${customer.token}`, "x-publishable-api-key": stack().publishableKey }
    const address = JSON.stringify({ address_1: "1 Sibling Street", city: "Leeds", country_code: "gb" })
    const foreign = await send(stack().backendUrl, "POST", "/store/customers/me/addresses", { ...headers, "content-type": "application/json", origin: SIBLING }, address)
    expect(foreign.status).toBe(403)
    const form = await send(stack().backendUrl, "POST", "/store/customers/me/addresses", { ...headers, "content-type": "application/x-www-form-urlencoded" }, "address_1=1+Sibling+Street&city=Leeds")
    expect(form.status).toBe(415)
    const me = await call("GET", "/store/customers/me?fields=addresses.address_1", { token: customer.token })
    expect(me.body.customer.addresses).toEqual([])
  })

  it("saves nothing into a signed-in shopper's account from a form on a sibling origin, in a real browser", async () => {
    const customer = await registerCustomer()
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.goto(storefrontUrl() + "/account/login")
    const signedIn = await page.evaluate(
      async ([email, password]) =>
        (await fetch("/auth/session", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) })).status,
      [customer.email, SHOPPER_PASSWORD],
    )
    expect(signedIn).toBe(200)

    // The attacker's page: a form that posts itself to the shop's store route on load.
    const target = `${storefrontUrl()}/store/customers/me/addresses`
    const attackerPage = `<form method="post" action="${target}" enctype="text/plain"><input name='{"address_1":"1 Sibling Street","city":"Leeds","country_code":"gb","x":"' value='"}'></form><script>document.forms[0].submit()</script>`
    const server = http.createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end(attackerPage))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answered = page.waitForResponse((response) => response.url() === target)
      await page.goto(`http://localhost:${port}/`)
      expect((await answered).status()).toBe(403)
    } finally {
      server.close()
      await context.close()
    }
    const me = await call("GET", "/store/customers/me?fields=addresses.address_1", { token: customer.token })
    expect(me.body.customer.addresses).toEqual([])
  })
})
