import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { anotherClient, callFrom } from "../apps/backend/integration-tests/client-http"
import { stack } from "../apps/backend/integration-tests/stack"
import { openPage, storefrontUrl, useChromium } from "./browser"

/** What a stranger tried on the shop's edge (issue 55), each against the running stack behind Varnish. */

const browser = useChromium()

const unique = () => `${Date.now().toString(36)}-${crypto.randomBytes(4).toString("hex")}`

/** A request to the storefront (through Varnish) or, with `baseUrl`, to Next's own port, from the given client. */
async function requestFrom(client: string, method: string, path: string, headers: Record<string, string> = {}, baseUrl = storefrontUrl()) {
  const answer = await callFrom<string>(client, method, path, { baseUrl, headers: { "content-length": "0", ...headers } })
  return { status: answer.status, cache: answer.headers.get("x-cache"), location: answer.headers.get("location"), body: answer.body }
}

/** Failed sign-ins for new emails, one after another, until a 429 or `most` tries; the statuses. */
async function failedSignIns(send: (email: string) => Promise<{ status: number }>, most = 50): Promise<number[]> {
  const statuses: number[] = []
  while (statuses.length < most && statuses.at(-1) !== 429) {
    statuses.push((await send(`nobody-${unique()}@example.com`)).status)
  }
  return statuses
}

const signInBody = (email: string) => ({ email, password: "not-the-password" })

describe("the page cache keeps what a plain request gets", () => {
  it("never keeps Next's answer to its own internal headers: a later shopper gets the page", async () => {
    const client = anotherClient()
    for (const path of [`/?p=${unique()}`, `/teas?q=${unique()}`, `/favourites?p=${unique()}`]) {
      for (const header of ["x-middleware-prefetch", "x-nextjs-data", "x-middleware-subrequest"]) {
        await requestFrom(client, "GET", path, { [header]: "1" })
        const plain = await requestFrom(anotherClient(), "GET", path)
        expect({ path, header, status: plain.status, page: plain.body.startsWith("<!DOCTYPE html>") }).toEqual({ path, header, status: 200, page: true })
      }
    }
  })

  it("keeps one copy of a build file however its query is spelled, and a flood of them leaves warmed pages in place", async () => {
    const client = anotherClient()
    const home = await requestFrom(client, "GET", "/")
    const file = /\/_next\/static\/chunks\/[^"]+\.js/.exec(home.body)?.[0]
    expect(file, "the home page names a script").toBeDefined()
    const warmed = [`/teas?q=${unique()}`, `/?p=${unique()}`]
    for (const path of warmed) await requestFrom(client, "GET", path)
    for (let n = 0; n < 200; n++) {
      const busted = await requestFrom(anotherClient(), "GET", `${file}?cb=${unique()}`)
      expect(busted.status).toBe(200)
      if (n > 0) expect(busted.cache).toBe("HIT")
    }
    for (const path of warmed) expect((await requestFrom(client, "GET", path)).cache, path).toBe("HIT")
  })
})

describe("every request that can render counts", () => {
  it("answers other methods than GET and HEAD on pages with a 405 at the edge", async () => {
    const client = anotherClient()
    for (const method of ["POST", "DELETE", "PUT", "PATCH", "OPTIONS"]) {
      const answer = await requestFrom(client, method, `/teas?q=${unique()}`)
      expect({ method, status: answer.status }).toEqual({ method, status: 405 })
    }
  })

  it("answers /_next/ paths that are not build files with a 404 at the edge, and counts misses of build files", async () => {
    const client = anotherClient()
    for (const path of ["/_next/data/build/teas.json", `/_next/${unique()}`, "/_next/image?url=%2Fteas&w=640&q=75"]) {
      const answer = await requestFrom(client, "GET", path)
      expect({ path, status: answer.status, json: answer.body }).toEqual({ path, status: 404, json: { message: "There is nothing at this address." } })
    }
    const run = unique()
    const answers = await Promise.all(Array.from({ length: 80 }, (_, n) => requestFrom(client, "GET", `/_next/static/chunks/${run}-${n}.js`)))
    expect(answers.map((answer) => answer.status)).toContain(429)
  })
})

describe("router state headers", () => {
  const encoded = (tree: unknown) => encodeURIComponent(JSON.stringify(tree))
  // As Next's client writes them (varnish/tests/router-state.vtc has more).
  const readable = [
    ["", { children: [["country", "de", "d", null], { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] }, null, null, 16],
    ["", { children: [["country", "jp", "d", null], { children: ["teas", { children: ['__PAGE__?{"sort":"cheap","q":"玉露"}', {}, ["/teas?sort=cheap", "/teas"], "refetch"] }] }] }],
  ].map(encoded)
  const unreadable = ["x", encoded(["x"]), encoded(["", { children: [1, {}] }]), encoded([["id", "1", "z", null], {}]), "%5B%22%FF%22%2C%7B%7D%5D"]

  /** A router request for /teas with `tree`, at the `_rsc` address Next sends a router request with these headers to first. */
  async function routerRequest(client: string, tree: string, baseUrl: string) {
    const headers = { rsc: "1", "next-router-state-tree": tree }
    const first = await requestFrom(client, "GET", "/teas?_rsc=x", headers, baseUrl)
    return first.status === 307 && first.location ? requestFrom(client, "GET", first.location, headers, baseUrl) : first
  }

  it("that Next cannot read are a 400 at the edge, where Next itself answers 500", async () => {
    const client = anotherClient()
    const origin = stack().storefrontOriginUrl!
    for (const tree of unreadable) {
      expect({ tree, edge: (await routerRequest(client, tree, storefrontUrl())).status, next: (await routerRequest(client, tree, origin)).status }).toEqual({
        tree,
        edge: 400,
        next: 500,
      })
    }
  })

  it("of Next's own client, and the rest of its router requests, reach Next as sent: no 307 back to another `_rsc`", async () => {
    const { page, context } = await openPage(browser(), "/")
    const routerAnswers: string[] = []
    page.on("response", (response) => {
      if (response.request().headers().rsc) routerAnswers.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    for (const link of ['a[href="/teas"]', 'a[href^="/teas/"]', 'a[href^="/tea-houses/"]']) {
      await page.locator(link).first().click()
      await page.waitForLoadState("networkidle")
    }
    await context.close()
    expect(routerAnswers.length).toBeGreaterThan(0)
    expect(routerAnswers.filter((answer) => !answer.startsWith("200 "))).toEqual([])
  })

  it("that Next's client writes go on to Next", async () => {
    const client = anotherClient()
    for (const tree of readable) {
      const answer = await routerRequest(client, tree, storefrontUrl())
      expect({ tree, status: answer.status }).toEqual({ tree, status: 200 })
    }
  })
})

describe("one client, one address, for every limit", () => {
  it("counts failed sign-ins through the storefront and straight at the back end as one client's", async () => {
    const client = anotherClient()
    const throughStorefront = await failedSignIns((email) => callFrom(client, "POST", "/auth/session", { baseUrl: storefrontUrl(), body: signInBody(email) }))
    expect(throughStorefront.at(-1), throughStorefront.join(" ")).toBe(429)
    const straight = await callFrom(client, "POST", "/auth/customer/emailpass", { body: signInBody(`nobody-${unique()}@example.com`) })
    expect(straight.status).toBe(429)
  })

  it("is never what X-Forwarded-For claims at Next's own port", async () => {
    const origin = stack().storefrontOriginUrl
    expect(origin, "the stack runs Next behind Varnish").toBeDefined()
    const client = anotherClient()
    let n = 0
    const statuses = await failedSignIns((email) =>
      callFrom(client, "POST", "/auth/session", { baseUrl: origin, body: signInBody(email), headers: { "x-forwarded-for": `198.51.100.${++n}` } }),
    )
    expect(statuses.at(-1), statuses.join(" ")).toBe(429)
  })
})
