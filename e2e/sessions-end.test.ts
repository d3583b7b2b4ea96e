import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import { anotherClient, callFrom } from "../apps/backend/integration-tests/client-http"
import { messagesTo, waitForMessage } from "../apps/backend/integration-tests/outbox"
import { call, registerCustomer, requestReset, SHOPPER_PASSWORD } from "../apps/backend/integration-tests/shoppers"
import { storefrontUrl } from "./browser"

/** The storefront's session routes end a session at the back end, not only in the browser. */

const NEW_PASSWORD = "oolong-harvest-456"

/** A JSON call to the storefront's own routes from a client of its own, with the session cookie if given. */
async function storefrontFrom(client: string, method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}) {
  return callFrom(client, method, path, {
    baseUrl: storefrontUrl(),
    body,
    headers: token ? { cookie: `leafline_session=${token}; leafline_signed_in=1` } : {},
  })
}

const sessionTokenOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith("leafline_session="))
    ?.split(";")[0]
    .slice("leafline_session=".length) ?? ""

async function signedIn(client: string, email: string, password = SHOPPER_PASSWORD) {
  const answer = await storefrontFrom(client, "POST", "/auth/session", { body: { email, password } })
  expect(answer.status).toBe(200)
  return sessionTokenOf(answer.headers)
}

describe("a session ended through the storefront", () => {
  it("by signing out is refused by the back end and by the storefront, whoever kept the token", async () => {
    const customer = await registerCustomer()
    const client = anotherClient()
    const token = await signedIn(client, customer.email)
    expect(token).not.toBe("")
    expect((await storefrontFrom(client, "GET", "/store/customers/me?fields=id", { token })).status).toBe(200)

    const signedOut = await storefrontFrom(client, "DELETE", "/auth/session", { token })
    expect(signedOut.status).toBe(200)

    expect((await call("GET", "/store/customers/me", { token })).status).toBe(401)
    expect((await call("POST", "/auth/token/refresh", { token })).status).toBe(401)
    expect((await storefrontFrom(client, "GET", "/store/customers/me?fields=id", { token })).status).toBe(401)
  })

  it("by a password change keeps this session on a new token and ends every other", async () => {
    const customer = await registerCustomer()
    const client = anotherClient()
    const [here, elsewhere] = [await signedIn(client, customer.email), await signedIn(client, customer.email)]

    const changed = await storefrontFrom(client, "POST", "/auth/password-change", {
      token: here,
      body: { current_password: SHOPPER_PASSWORD, new_password: NEW_PASSWORD },
    })
    expect(changed.status).toBe(200)
    const renewed = sessionTokenOf(changed.headers)
    expect(renewed).not.toBe("")

    expect((await storefrontFrom(client, "GET", "/store/customers/me?fields=id", { token: renewed })).status).toBe(200)
    for (const ended of [here, elsewhere]) expect((await call("GET", "/store/customers/me", { token: ended })).status).toBe(401)
  })

  it("refuses a password change with a wrong current password, and keeps the session", async () => {
    const customer = await registerCustomer()
    const client = anotherClient()
    const token = await signedIn(client, customer.email)
    const refused = await storefrontFrom(client, "POST", "/auth/password-change", {
      token,
      body: { current_password: "not-the-password", new_password: NEW_PASSWORD },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("The current password is not right.")
    expect((await call("GET", "/store/customers/me", { token })).status).toBe(200)
  })
})

describe("the sign-in throttle behind the storefront", () => {
  it("counts each shopper's failures apart: an attacker registering with a victim's email never locks the victim out", async () => {
    const victim = await registerCustomer()
    const attacker = anotherClient()
    for (let i = 0; i < 6; i++) {
      const attempt = await storefrontFrom(attacker, "POST", "/auth/register", {
        body: { email: victim.email, password: `guess-${i}-password`, first_name: "A", last_name: "B" },
      })
      expect(attempt.status).toBe(409)
    }
    expect((await storefrontFrom(attacker, "POST", "/auth/session", { body: { email: victim.email, password: SHOPPER_PASSWORD } })).status).toBe(429)
    expect((await storefrontFrom(anotherClient(), "POST", "/auth/session", { body: { email: victim.email, password: SHOPPER_PASSWORD } })).status).toBe(200)
  })

  it("holds one address trying many emails (credential stuffing) with a 429 and Retry-After, not another address", async () => {
    const stuffer = anotherClient()
    const statuses: number[] = []
    let refused: Awaited<ReturnType<typeof storefrontFrom>> | undefined
    for (let i = 0; i < 50 && !refused; i++) {
      const attempt = await storefrontFrom(stuffer, "POST", "/auth/session", {
        body: { email: `nobody-${crypto.randomUUID()}@example.com`, password: "not-the-password" },
      })
      statuses.push(attempt.status)
      if (attempt.status === 429) refused = attempt
    }
    expect(refused, statuses.join(" ")).toBeDefined()
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(refused!.body.message).toMatch(/^Too many failed sign-ins from your network\. Try again in \d+ seconds?\.$/)

    const customer = await registerCustomer()
    expect((await storefrontFrom(anotherClient(), "POST", "/auth/session", { body: { email: customer.email, password: SHOPPER_PASSWORD } })).status).toBe(200)
  })
})

describe("a new password from a reset link, through the storefront", () => {
  /** The token of the newest reset link mailed to `email`. */
  async function resetTokenFor(email: string): Promise<string> {
    expect((await requestReset(email)).status).toBe(201)
    const message = await waitForMessage(email, "password-reset")
    return new URL(String(message.data.reset_url)).searchParams.get("token")!
  }

  const setNewPassword = (client: string, email: string, token: string, password: string) =>
    storefrontFrom(client, "POST", "/auth/password", { body: { email, token, password } })

  it("with one account's link and another's email is refused before anything is set, saying so", async () => {
    const [a, b] = [await registerCustomer(), await registerCustomer()]
    const token = await resetTokenFor(a.email)

    const refused = await setNewPassword(anotherClient(), b.email, token, NEW_PASSWORD)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("This link was sent for another email address. Open it from the email it came in, or ask for a new one.")

    // Nothing was set: both passwords are as they were, and the link still works for its own email.
    for (const { email } of [a, b]) expect((await call("POST", "/auth/customer/emailpass", { body: { email, password: SHOPPER_PASSWORD } })).status).toBe(200)
    expect((await setNewPassword(anotherClient(), a.email, token, NEW_PASSWORD)).status).toBe(200)
  })

  it("sent five times at once sets it once and tells the other four the link was used", async () => {
    const customer = await registerCustomer()
    const token = await resetTokenFor(customer.email)
    const client = anotherClient()
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => setNewPassword(client, customer.email, token, `${NEW_PASSWORD}-${i}`)))

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400])
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.body.message).toBe("This link has expired or has been used already. Ask for a new one.")
    }
    await waitForMessage(customer.email, "password-changed")
    // A second change would have been announced by now too.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(messagesTo(customer.email, "password-changed")).toHaveLength(1)
  })
})

describe("a reset request through the storefront for an email with no account", () => {
  const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]

  /** Wall time of one reset request from a client of its own (so none is slowed down), once the one before has settled. */
  async function requestMs(email: string) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = performance.now()
    const answer = await storefrontFrom(anotherClient(), "POST", "/auth/password-reset", { body: { email } })
    expect(answer.status).toBe(200)
    return performance.now() - started
  }

  it("takes the time one for an email with an account takes", async () => {
    const customer = await registerCustomer()
    const known: number[] = []
    const unknown: number[] = []
    const ask = {
      known: async () => known.push(await requestMs(customer.email)),
      unknown: async () => unknown.push(await requestMs(`nobody-${crypto.randomUUID()}@example.com`)),
    }
    // In turns, each first in half the pairs, as the back end's own timing tests (password-reset.test.ts).
    for (let i = 0; i < 40; i++) {
      for (const which of i % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) await ask[which]()
    }
    // Before the back end answered first, an unknown email's median was 0.52 to 0.64 of a known one's here.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.8)
  })
})
