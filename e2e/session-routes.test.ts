import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { SHOPPER_PASSWORD, registerCustomer } from "../apps/backend/integration-tests/shoppers"
import { stack } from "../apps/backend/integration-tests/stack"
import { storefrontUrl } from "./browser"

/** A call to the storefront's own routes, as its pages make them. */
async function storefront(path: string, { method = "GET", body, cookie, headers = {} }: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(storefrontUrl() + path, {
    method,
    redirect: "manual",
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const json = response.headers.get("content-type")?.includes("application/json")
  return { status: response.status, body: json ? JSON.parse(text) : text, setCookies: response.headers.getSetCookie() }
}

const cookieNamed = (setCookies: string[], name: string) => setCookies.find((line) => line.startsWith(`${name}=`)) ?? ""

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"))

/** The token with other issue and expiry times, signed again with the stack's secret (HS256), as the back end would. */
function withTimes(token: string, times: { iat: number; exp: number }): string {
  const { jwtSecret } = JSON.parse(fs.readFileSync(path.join(stack().dataDir, "secrets.json"), "utf8"))
  const [header] = token.split(".")
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(token), ...times })).toString("base64url")
  const signature = crypto.createHmac("sha256", jwtSecret).update(`${header}.${payload}`).digest("base64url")
  return `${header}.${payload}.${signature}`
}

describe("the storefront's session routes", () => {
  it("start a session in an HttpOnly cookie, never giving the token to the page", async () => {
    const customer = await registerCustomer()
    const signedIn = await storefront("/auth/session", { method: "POST", body: { email: customer.email.toUpperCase(), password: SHOPPER_PASSWORD } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toEqual({ signed_in: true })
    const session = cookieNamed(signedIn.setCookies, "leafline_session")
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=lax/i)
    expect(cookieNamed(signedIn.setCookies, "leafline_signed_in")).not.toMatch(/HttpOnly/i)

    const cookie = session.split(";")[0]
    const me = await storefront("/store/customers/me?fields=id,email", { cookie })
    expect(me.status).toBe(200)
    expect(me.body.customer.email).toBe(customer.email)

    const signedOut = await storefront("/auth/session", { method: "DELETE" })
    expect(signedOut.status).toBe(200)
    expect(cookieNamed(signedOut.setCookies, "leafline_session")).toMatch(/Max-Age=0/i)
  })

  it("keep a session no longer than its sign-in: a store call past half its lifetime gets no fresh token", async () => {
    const customer = await registerCustomer()
    const now = Math.floor(Date.now() / 1000)
    const aged = withTimes(customer.token, { iat: now - 20 * 3600, exp: now + 4 * 3600 })
    const answer = await storefront("/store/customers/me?fields=id", { cookie: `leafline_session=${aged}` })
    expect(answer.status).toBe(200)
    expect(cookieNamed(answer.setCookies, "leafline_session")).toBe("")
    // Nor would the back end give one that lasts longer (apps/backend/integration-tests/http/sessions.test.ts).
  })

  it("answer a wrong password and an unknown email alike", async () => {
    const customer = await registerCustomer()
    const wrong = await storefront("/auth/session", { method: "POST", body: { email: customer.email, password: "not-it-at-all" } })
    const unknown = await storefront("/auth/session", { method: "POST", body: { email: `nobody-${Date.now()}@example.com`, password: "not-it-at-all" } })
    expect(wrong.status).toBe(401)
    expect(unknown).toEqual(wrong)
  })

  it("refuse bad input with a message saying what is wrong", async () => {
    const cases: [string, Parameters<typeof storefront>[1], number, RegExp][] = [
      ["/auth/session", { method: "POST", body: {} }, 400, /Email is required/],
      ["/auth/session", { method: "POST", body: { email: "not-an-email", password: "x" } }, 400, /valid email/],
      ["/auth/session", { method: "POST", body: { email: "a@b.example", password: 42 } }, 400, /Password must be text/],
      ["/auth/session", { method: "POST", headers: { "content-type": "text/plain" }, body: undefined }, 415, /application\/json/],
      ["/auth/register", { method: "POST", body: { first_name: "A", last_name: "B", email: "a@b.example", password: "short" } }, 400, /at least 8 characters/],
      ["/auth/register", { method: "POST", body: { first_name: "A", email: "a@b.example", password: "long-enough" } }, 400, /Last name is required/],
      ["/auth/password", { method: "POST", body: { email: "a@b.example", token: "forged", password: "long-enough" } }, 400, /expired or has been used/],
      ["/auth/password-reset", { method: "POST", body: { email: "" } }, 400, /Email is required/],
    ]
    for (const [path, init, status, message] of cases) {
      const answer = await storefront(path, init)
      expect(answer.status, `${path} ${JSON.stringify(init)}`).toBe(status)
      expect(answer.body.message, path).toMatch(message)
    }
  })

  it("refuse a body over the back end's 100 kB limit with a JSON 413 (the store proxy too), without reading all of it", async () => {
    const big = JSON.stringify({ email: "a@b.example", password: "long-enough", padding: "x".repeat(10 * 1024 * 1024) })
    for (const path of ["/auth/session", "/auth/register", "/auth/password-reset", "/auth/password", "/auth/password-change", "/store/carts"]) {
      const answer = await fetch(storefrontUrl() + path, { method: "POST", headers: { "content-type": "application/json" }, body: big })
      expect(answer.status, path).toBe(413)
      expect(await answer.json(), path).toEqual({ message: expect.stringMatching(/too large/) })
    }

    // A body with no length, of which 200 kB arrive and the rest never does: the answer comes all the same.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(storefrontUrl() + "/auth/register", { method: "POST", headers: { "content-type": "application/json" } })
      const timer = setTimeout(() => request.destroy(new Error("no answer within 10 s: the route waited for the whole body")), 10_000)
      request.on("error", reject)
      request.on("response", (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          clearTimeout(timer)
          request.destroy()
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") })
        })
      })
      request.write(`{"email":"a@b.example","padding":"${"x".repeat(200 * 1024)}`)
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.text)).toEqual({ message: expect.stringMatching(/too large/) })
  })

  it("answer a reset request the same for an unknown email", async () => {
    const customer = await registerCustomer()
    const known = await storefront("/auth/password-reset", { method: "POST", body: { email: customer.email } })
    const unknown = await storefront("/auth/password-reset", { method: "POST", body: { email: `nobody-${Date.now()}@example.com` } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(unknown.body.message.replace(/\S+@\S+/, "")).toBe(known.body.message.replace(/\S+@\S+/, ""))
  })

  it("pass only the store API through, with the session's token and never one a script sends", async () => {
    const customer = await registerCustomer()
    for (const path of ["/store/%2e%2e/admin/users", "/store/..%2fadmin/users", "/store/x/%2e%2e/%2e%2e/admin/users"]) {
      expect((await storefront(path)).status, path).toBe(404)
    }
    const asScript = await storefront("/store/customers/me", { headers: { authorization: `Bearer ${customer.token}` } })
    expect(asScript.status).toBe(401)

    // A session the back end no longer accepts ends: the shopper is a guest again.
    const stale = await storefront("/store/customers/me", { cookie: "leafline_session=not-a-token; leafline_signed_in=1" })
    expect(stale.status).toBe(401)
    expect(cookieNamed(stale.setCookies, "leafline_session")).toMatch(/Max-Age=0/i)
  })
})
