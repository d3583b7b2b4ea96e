import { describe, expect, it } from "vitest"
import { openPage, storefrontUrl, useChromium } from "./browser"

const chromium = useChromium()

const SHARED_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
}

describe("the storefront's security headers", () => {
  it("are on pages, with a policy that lets scripts call the shop's own origin only", async () => {
    for (const path of ["/", "/teas", "/teas/sencha-shizuoka", "/no-such-page"]) {
      const response = await fetch(storefrontUrl() + path)
      expect(response.headers.get("x-powered-by"), path).toBeNull()
      for (const [name, value] of Object.entries(SHARED_HEADERS)) expect(response.headers.get(name), `${path} ${name}`).toBe(value)
      const policy = response.headers.get("content-security-policy") ?? ""
      expect(policy, path).toContain("frame-ancestors 'none'")
      expect(policy, path).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/)
      expect(policy, path).toMatch(/connect-src 'self'(;|$)/)
    }
  })

  it("are on the build's files and the text files too", async () => {
    const html = await (await fetch(storefrontUrl() + "/")).text()
    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
    expect(script).toBeTruthy()
    for (const path of [script!, "/robots.txt", "/sitemap.xml"]) {
      const response = await fetch(storefrontUrl() + path)
      expect(response.status, path).toBe(200)
      for (const [name, value] of Object.entries(SHARED_HEADERS)) expect(response.headers.get(name), `${path} ${name}`).toBe(value)
    }
  })

  it("let a shopper browse, choose a size and fill a cart without a single policy violation", async () => {
    const { page, context } = await openPage(chromium(), "/")
    const violations: string[] = []
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text))
    const listen = () =>
      page.evaluate(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        ),
      )
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await listen()
    await page.goto(storefrontUrl() + "/teas")
    await listen()
    await page.getByTestId("product-card").first().locator("a").first().click()
    await page.waitForURL(/\/teas\/[a-z0-9-]+$/)
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1")
    // Every image of the page loaded (a blocked one has no natural width).
    const broken = await page.evaluate(() =>
      [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
    )
    expect(broken).toEqual([])
    expect(violations).toEqual([])
    await context.close()
  })
})
