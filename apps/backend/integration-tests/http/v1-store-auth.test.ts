import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { anotherClient, callFrom } from "../client-http"
import { call, registerCustomer, SHOPPER_PASSWORD } from "../shoppers"
import { expectEachSignInANewSession } from "../sign-out-and-in"
import { expectSlowedDown } from "../throttles"
import { medusa, medusaFrom, refusal, sessionCookie } from "../v1-client"

// v1's customer auth (/v1/store/auth) driven by the real v1 client. Every throttling test uses emails and
// clients of its own: a count left behind lasts 15 minutes.

const WRONG = "not-the-password"
const THROTTLED = /^Too many failed sign-ins for this email\. Try again in \d+ seconds?\.$/
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const freshEmail = () => `v1-auth-${crypto.randomUUID()}@example.com`

describe("v1 sign-in with a cookie session", () => {
  it("answers the customer in v1's shape and sets a cookie that GET /auth then reads", async () => {
    const { id, email } = await registerCustomer()
    const client = medusa()
    const signedIn = await client.auth.authenticate({ email, password: SHOPPER_PASSWORD })
    expect(signedIn.customer).toMatchObject({ object: "customer", id, email, first_name: "Test", last_name: "Shopper", has_account: true })
    expect(signedIn.customer.shipping_addresses).toEqual([])
    const cookie = sessionCookie(signedIn)

    const session = await client.auth.getSession(cookie)
    expect(session.customer).toMatchObject({ id, email })
    expect((await client.customers.retrieve(cookie)).customer.id).toBe(id)
  })

  it("ends with DELETE /auth: the cookie is no session afterwards", async () => {
    const { email } = await registerCustomer()
    const client = medusa()
    const cookie = sessionCookie(await client.auth.authenticate({ email, password: SHOPPER_PASSWORD }))
    await client.auth.deleteSession(cookie)
    expect(await refusal(client.auth.getSession(cookie))).toMatchObject({ status: 401 })
    expect(await refusal(client.customers.retrieve(cookie))).toMatchObject({ status: 401 })
  })

  it("signed out and straight back in, 20 times within one second, is a new session each time: the ended one refused", async () => {
    const { email } = await registerCustomer()
    const client = medusa()
    await expectEachSignInANewSession({
      signIn: async () => sessionCookie(await client.auth.authenticate({ email, password: SHOPPER_PASSWORD })),
      signOut: async (cookie) => (await call("DELETE", "/v1/store/auth", { headers: cookie })).status,
      profileStatus: async (cookie) => (await call("GET", "/v1/store/customers/me", { headers: cookie })).status,
    })
  })

  it("refuses a wrong password and an unknown email alike, with a 401 and a message", async () => {
    const { email } = await registerCustomer()
    const client = medusaFrom(anotherClient())
    const wrong = await refusal(client.auth.authenticate({ email, password: WRONG }))
    const unknown = await refusal(client.auth.authenticate({ email: freshEmail(), password: WRONG }))
    expect(wrong).toEqual({ status: 401, body: { type: "unauthorized", message: "Invalid email or password" } })
    expect(unknown).toEqual(wrong)
  })

  it("refuses a body without an email or password, or with more, with a 400 that says what is wrong", async () => {
    const client = medusa()
    for (const body of [{ email: "not-an-email", password: WRONG }, { email: freshEmail() }, { email: freshEmail(), password: WRONG, remember: true }]) {
      const refused = await refusal(client.auth.authenticate(body as never))
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.message, JSON.stringify(body)).toBeTruthy()
    }
  })
})

describe("v1 bearer tokens", () => {
  it("POST /auth/token answers an access token the client sends as its bearer", async () => {
    const { id, email } = await registerCustomer()
    const client = medusa()
    const { access_token } = await client.auth.getToken({ email, password: SHOPPER_PASSWORD })
    expect(access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect((await client.auth.getSession(bearer(access_token))).customer.id).toBe(id)
    // The same token on v2's own routes.
    expect((await call("GET", "/store/customers/me", { token: access_token })).body.customer.id).toBe(id)
  })

  it("ends with DELETE /auth: the token is refused afterwards, here and on v2's routes", async () => {
    const { email } = await registerCustomer()
    const client = medusa()
    const { access_token } = await client.auth.getToken({ email, password: SHOPPER_PASSWORD })
    await client.auth.deleteSession(bearer(access_token))
    expect(await refusal(client.auth.getSession(bearer(access_token)))).toMatchObject({ status: 401 })
    expect((await call("GET", "/store/customers/me", { token: access_token })).status).toBe(401)
  })

  it("a v2 token ended by v2's sign-out is refused on v1 too", async () => {
    const { token } = await registerCustomer()
    expect((await call("DELETE", "/auth/session", { token })).status).toBe(200)
    expect(await refusal(medusa().auth.getSession(bearer(token)))).toMatchObject({ status: 401 })
  })

  it("refuses a wrong password with a 401", async () => {
    const { email } = await registerCustomer()
    const refused = await refusal(medusaFrom(anotherClient()).auth.getToken({ email, password: WRONG }))
    expect(refused).toEqual({ status: 401, body: { type: "unauthorized", message: "Invalid email or password" } })
  })
})

describe("v1 GET /auth and DELETE /auth without a session", () => {
  it("are a 401", async () => {
    expect(await refusal(medusa().auth.getSession())).toMatchObject({ status: 401 })
    expect(await refusal(medusa().auth.deleteSession())).toMatchObject({ status: 401 })
    expect(await refusal(medusa().auth.getSession(bearer("not-a-token")))).toMatchObject({ status: 401 })
  })
})

describe("v1 failed sign-ins", () => {
  const signInFrom = (client: string, path: string, email: string, password: string) =>
    callFrom(client, "POST", path, { body: { email, password } })

  it("count exactly as v2's: five between the two paths, then each path is slowed down, v2's too", async () => {
    const { email } = await registerCustomer()
    const client = anotherClient()
    const answers = [
      await signInFrom(client, "/v1/store/auth", email, WRONG),
      await signInFrom(client, "/auth/customer/emailpass", email, WRONG),
      await signInFrom(client, "/v1/store/auth/token", email, WRONG),
      await signInFrom(client, "/auth/customer/emailpass", email, WRONG),
      await signInFrom(client, "/v1/store/auth", email, WRONG),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
    for (const path of ["/v1/store/auth", "/v1/store/auth/token", "/auth/customer/emailpass"]) {
      expectSlowedDown(await signInFrom(client, path, email, SHOPPER_PASSWORD), THROTTLED)
    }
    // Another client's sign-in is not slowed down: the attacker cannot lock the shopper out.
    expect((await signInFrom(anotherClient(), "/v1/store/auth", email, SHOPPER_PASSWORD)).status).toBe(200)
  })

  it("sent side by side are each counted: five are checked, the rest refused", async () => {
    const { email } = await registerCustomer()
    const client = anotherClient()
    const answers = await Promise.all(Array.from({ length: 8 }, () => signInFrom(client, "/v1/store/auth/token", email, WRONG)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })
})

describe("v1 GET /auth/:email", () => {
  it("tells whether an email has a customer account", async () => {
    const { email } = await registerCustomer()
    const client = medusaFrom(anotherClient())
    expect((await client.auth.exists(email)).exists).toBe(true)
    expect((await client.auth.exists(freshEmail())).exists).toBe(false)
  })

  it("is slowed down per client after five emails, the same email asked again counting once; other clients are not", async () => {
    const { email } = await registerCustomer()
    const lookup = (client: string, address: string) => callFrom(client, "GET", `/v1/store/auth/${encodeURIComponent(address)}`)
    const client = anotherClient()
    const first = await lookup(client, email)
    expect(first.body).toEqual({ exists: true })
    for (let i = 0; i < 3; i++) expect((await lookup(client, email)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await lookup(client, freshEmail())).body).toEqual({ exists: false })
    const refused = await lookup(client, freshEmail())
    expectSlowedDown(refused, /^Too many account lookups from this client\. Try again in \d+ seconds?\.$/)
    expect(refused.body.type).toBe("not_allowed")
    // Known and unknown emails alike, while the wait lasts.
    expect((await lookup(client, email)).status).toBe(429)
    // Whoever the email belongs to, another client is answered.
    expect((await lookup(anotherClient(), email)).body).toEqual({ exists: true })
  })

  it("takes no query parameters", async () => {
    const refused = await callFrom(anotherClient(), "GET", `/v1/store/auth/${encodeURIComponent(freshEmail())}?fields=id`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/fields/)
  })
})
