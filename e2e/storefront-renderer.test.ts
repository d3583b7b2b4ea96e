import { describe, expect, it } from "vitest"
import { stack } from "../apps/backend/integration-tests/stack"
import { storefrontUrl } from "./browser"
import { callStorefront, expectRefusals, savedSecret } from "./storefront-routes"

/** A page as a plain request: who made it, whether from a cache, and what it says. */
async function page(url: string, headers: Record<string, string> = {}) {
  const answer = await fetch(url, { headers })
  const named = [...answer.headers].filter(([name, value]) => /127\.0\.0\.1|localhost:\d+/.test(`${name}: ${value}`) && name !== "content-security-policy")
  return { status: answer.status, servedBy: answer.headers.get("x-served-by"), cache: answer.headers.get("x-nextjs-cache"), named, body: await answer.text() }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const rendererUrl = () => stack().storefrontRendererUrl
/** Next itself: the page cache in front keeps the first answer it is given. */
const nextUrl = () => stack().storefrontOriginUrl ?? storefrontUrl()

describe.runIf(rendererUrl())("the storefront's renderer", () => {
  it("makes the pages the storefront does not hold; the storefront serves them itself once asked again", async () => {
    const path = `/teas?q=oolong&price=0-${900000 + Math.floor(Math.random() * 99999)}`
    const first = await page(nextUrl() + path)
    expect([first.status, first.servedBy]).toEqual([200, "storefront-renderer"])
    // No header tells the shopper where the renderer listens.
    expect(first.named).toEqual([])
    // Asked again: the renderer serves it from its cache and offers it to the storefront, which keeps it.
    let held = first
    await expect
      .poll(async () => {
        held = await page(nextUrl() + path)
        return [held.status, held.servedBy, held.cache]
      })
      .toEqual([200, null, "HIT"])
    const names = (html: string) => [...html.matchAll(/data-testid="product-card"[\s\S]*?<h3[^>]*>([^<]+)</g)].map((match) => match[1])
    expect(names(held.body).length).toBeGreaterThan(0)
    expect(names(held.body)).toEqual(names(first.body))
  })

  it("answers pages to the storefront only: anyone else gets a 403 with a message", async () => {
    // A guess, or the secrets the back end holds too (the storefront vouches with its own one for the renderer).
    const vouches: Record<string, string>[] = [
      { "x-leafline-renderer-secret": "a guess" },
      { "x-leafline-renderer-secret": savedSecret("storefrontClientSecret") },
      { "x-leafline-storefront-secret": savedSecret("storefrontClientSecret") },
      { "x-leafline-renderer-secret": savedSecret("revalidateSecret") },
    ]
    for (const vouch of vouches) {
      const direct = await page(`${rendererUrl()}/de/listing/q%3D${unique()}`, { "x-leafline-client": "203.0.113.9", ...vouch })
      expect(direct.status).toBe(403)
      expect(JSON.parse(direct.body).message).toMatch(/renderer/)
    }
  })

  it("takes the pages the renderer offers only with the renderer's secret, not a guess nor the back end's revalidation secret", async () => {
    for (const secret of ["a guess", savedSecret("revalidateSecret"), savedSecret("storefrontClientSecret")]) {
      const offered = await fetch(`${storefrontUrl()}/page-cache`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}`, "x-leafline-cache-key": "/route-cache/APP_PAGE/x/$/de/teas/forged" },
        body: JSON.stringify({ format: 1, lastModified: Date.now(), value: { kind: "APP_PAGE", html: "<p>forged</p>", headers: {}, status: 200 } }),
      })
      expect(offered.status).toBe(401)
      expect((await offered.json()).message).toMatch(/secret/)
    }
  })

  it("answers anything else at the offer route with a 4xx and a message, and keeps no entry it cannot read", async () => {
    const secret = savedSecret("rendererSecret")
    const json = { "content-type": "application/json" }
    const key = { "x-leafline-cache-key": encodeURIComponent("/route-cache/APP_PAGE/x/$/de/teas/odd") }
    const call = (init: RequestInit) => callStorefront("/page-cache", init)
    const refusals = [
      [{ method: "POST", headers: { ...json, ...key }, body: "{}" }, 401],
      [{ method: "POST", headers: { ...key, authorization: `Bearer ${secret}` }, body: "{}" }, 415],
      [{ method: "POST", headers: { ...json, authorization: `Bearer ${secret}` }, body: "{}" }, 400],
      [{ method: "POST", headers: { ...json, authorization: `Bearer ${secret}`, "x-leafline-cache-key": "%E0%A4%A" }, body: "{}" }, 400],
      [{ method: "GET" }, 405],
    ] as const
    await expectRefusals("/page-cache", refusals)
    for (const body of ["not json", "{}", JSON.stringify({ format: 1, lastModified: Date.now(), value: { kind: "FETCH", data: {} } })]) {
      expect(await call({ method: "POST", headers: { ...json, ...key, authorization: `Bearer ${secret}` }, body })).toEqual({ status: 200, body: { kept: false } })
    }
  })
})
