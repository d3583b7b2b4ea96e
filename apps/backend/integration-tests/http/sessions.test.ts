import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { cartWithATea } from "../carts"
import { waitForMessage } from "../outbox"
import { call, registerCustomer, SHOPPER_PASSWORD } from "../shoppers"
import { expectEachSignInANewSession } from "../sign-out-and-in"
import { stack } from "../stack"

/**
 * A session ends when its owner ends it: a token captured before a sign-out, a password change or a
 * password reset is refused from then on, on every route and by the refresh route.
 */

const NEW_PASSWORD = "oolong-harvest-456"

const me = (token: string) => call("GET", "/store/customers/me", { token })
const refresh = (token: string) => call("POST", "/auth/token/refresh", { token })
const signOut = (token: string) => call("DELETE", "/auth/session", { token })
/** Another session of the account: each sign-in's token is a token of its own, even within one second. */
const signIn = async (email: string, password = SHOPPER_PASSWORD, actor = "customer") => {
  const answer = await call("POST", `/auth/${actor}/emailpass`, { body: { email, password } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.token as string
}

/** The same token with its signature's last character changed where that leaves the signature's bytes as they were. */
function respelled(token: string): string | null {
  const last = token[token.length - 1]
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
  const decoded = Buffer.from(token.split(".")[2], "base64url")
  for (const other of alphabet) {
    if (other === last) continue
    const candidate = token.slice(0, -1) + other
    if (Buffer.from(candidate.split(".")[2], "base64url").equals(decoded)) return candidate
  }
  return null
}

describe("sign-out", () => {
  it("ends the token it is sent with: me, refresh and carts refuse it; another session of the account goes on", async () => {
    const customer = await registerCustomer()
    const other = await signIn(customer.email)
    const cart = await cartWithATea(customer.token)
    expect((await me(customer.token)).status).toBe(200)

    const ended = await signOut(customer.token)
    expect(ended.status).toBe(200)
    expect(ended.body).toEqual({ success: true })

    expect((await me(customer.token)).status).toBe(401)
    expect((await refresh(customer.token)).status).toBe(401)
    // The customer's cart is no longer reachable with it: the token is a guest's now.
    expect((await call("GET", `/store/carts/${cart.id}`, { token: customer.token })).status).toBe(404)
    const respelt = respelled(customer.token)
    if (respelt) expect((await me(respelt)).status).toBe(401)

    expect((await me(other)).status).toBe(200)
    expect((await call("GET", `/store/carts/${cart.id}`, { token: other })).status).toBe(200)
    // Signing out again is no error.
    expect((await signOut(customer.token)).status).toBeLessThan(500)
  })

  it("of a staff member ends that token on the admin API", async () => {
    const { email, password } = JSON.parse(fs.readFileSync(path.join(stack().dataDir, "credentials.json"), "utf8")).backOffice
    const [ending, staying] = [await signIn(email, password, "user"), await signIn(email, password, "user")]
    expect((await call("GET", "/admin/users/me", { token: ending })).status).toBe(200)
    expect((await signOut(ending)).status).toBe(200)
    const refused = await call("GET", "/admin/users/me", { token: ending })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe("This session has ended. Sign in again.")
    expect((await call("GET", "/admin/users/me", { token: staying })).status).toBe(200)
  })
})

describe("a new password", () => {
  it("changed by the customer ends every session of the account; the new password signs in", async () => {
    const customer = await registerCustomer()
    const other = await signIn(customer.email)
    const changed = await call("POST", "/store/customers/me/password", {
      token: customer.token,
      body: { current_password: SHOPPER_PASSWORD, new_password: NEW_PASSWORD },
    })
    expect(changed.status).toBe(200)

    for (const token of [customer.token, other]) {
      expect((await me(token)).status).toBe(401)
      expect((await refresh(token)).status).toBe(401)
    }
    const fresh = await signIn(customer.email, NEW_PASSWORD)
    expect((await me(fresh)).status).toBe(200)
    expect((await refresh(fresh)).status).toBe(200)
  })

  it("set from a reset link ends every session of the account, not the one signed in with it", async () => {
    const customer = await registerCustomer()
    const reset = await fetch(`${stack().backendUrl}/auth/customer/emailpass/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: customer.email }),
    })
    expect(reset.status).toBe(201)
    const link = new URL(String((await waitForMessage(customer.email, "password-reset")).data.reset_url))
    const updated = await call("POST", "/auth/customer/emailpass/update", {
      token: link.searchParams.get("token")!,
      body: { password: NEW_PASSWORD },
    })
    expect(updated.status).toBe(200)

    expect((await me(customer.token)).status).toBe(401)
    expect((await refresh(customer.token)).status).toBe(401)
    // Signed in right after, as the storefront does: this session is of the new generation.
    const fresh = await signIn(customer.email, NEW_PASSWORD)
    expect((await me(fresh)).status).toBe(200)
  })
})

/** The claims of a token, read without checking it. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"))

/** A refreshed copy of a session's token, made in a later second than the token (so it is another token). */
async function refreshed(token: string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20))
  const answer = await refresh(token)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  expect(answer.body.token).not.toBe(token)
  return answer.body.token as string
}

/** A back-end cookie session made from a token (POST /auth/session with it as the bearer): its Cookie header. */
async function cookieSessionOf(token: string): Promise<string> {
  const answer = await call("POST", "/auth/session", { token })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const cookie = answer.headers.getSetCookie()[0]?.split(";")[0]
  expect(cookie).toBeTruthy()
  return cookie
}

const meWithCookie = (cookie: string) => call("GET", "/store/customers/me", { headers: { cookie } })

describe("the copies of a session", () => {
  it("refreshed or kept in a cookie session before sign-out end with it, and a refreshed one cannot be refreshed again", async () => {
    const customer = await registerCustomer()
    const copy = await refreshed(customer.token)
    const copyOfCopy = await refreshed(copy)
    const cookie = await cookieSessionOf(customer.token)
    const cookieOfCopy = await cookieSessionOf(copy)
    for (const token of [copy, copyOfCopy]) expect((await me(token)).status).toBe(200)
    for (const session of [cookie, cookieOfCopy]) expect((await meWithCookie(session)).status).toBe(200)

    expect((await signOut(customer.token)).status).toBe(200)

    for (const token of [customer.token, copy, copyOfCopy]) {
      expect((await me(token)).status).toBe(401)
      expect((await refresh(token)).status).toBe(401)
    }
    for (const session of [cookie, cookieOfCopy]) expect((await meWithCookie(session)).status).toBe(401)
  })

  it("end with a sign-out made with any of them: the token it was refreshed from, and its cookie sessions", async () => {
    const customer = await registerCustomer()
    const other = await signIn(customer.email)
    const copy = await refreshed(customer.token)
    const cookie = await cookieSessionOf(customer.token)

    expect((await signOut(copy)).status).toBe(200)

    for (const token of [customer.token, copy]) expect((await me(token)).status).toBe(401)
    expect((await meWithCookie(cookie)).status).toBe(401)
    // Another sign-in of the account is another session.
    expect((await me(other)).status).toBe(200)
  })

  it("end with a sign-out of the cookie session made from them", async () => {
    const customer = await registerCustomer()
    const copy = await refreshed(customer.token)
    const cookie = await cookieSessionOf(copy)

    const signedOut = await call("DELETE", "/auth/session", { headers: { cookie } })
    expect(signedOut.status).toBe(200)

    for (const token of [customer.token, copy]) expect((await me(token)).status).toBe(401)
  })

  it("end with a new password, refreshed or kept in a cookie session", async () => {
    const customer = await registerCustomer()
    const copy = await refreshed(customer.token)
    const cookie = await cookieSessionOf(copy)
    const changed = await call("POST", "/store/customers/me/password", {
      token: customer.token,
      body: { current_password: SHOPPER_PASSWORD, new_password: NEW_PASSWORD },
    })
    expect(changed.status).toBe(200)
    expect((await me(copy)).status).toBe(401)
    expect((await refresh(copy)).status).toBe(401)
    expect((await meWithCookie(cookie)).status).toBe(401)
  })
})

describe("a refresh", () => {
  it("never makes a session outlast its sign-in: the refreshed token expires when the signed-in one does", async () => {
    const customer = await registerCustomer()
    const signedInUntil = claimsOf(customer.token).exp as number
    const copy = await refreshed(customer.token)
    const copyOfCopy = await refreshed(copy)
    for (const token of [copy, copyOfCopy]) {
      expect(claimsOf(token).iat).toBeGreaterThan(claimsOf(customer.token).iat)
      expect(claimsOf(token).exp).toBeLessThanOrEqual(signedInUntil)
      expect((await me(token)).status).toBe(200)
    }
  })
})

describe("signing out and straight back in", () => {
  it("with bearer tokens, 20 times within one second: each new token works, each ended one is refused", async () => {
    const { email } = await registerCustomer()
    await expectEachSignInANewSession({
      signIn: async () => {
        const answer = await call("POST", "/auth/customer/emailpass", { body: { email, password: SHOPPER_PASSWORD } })
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        return answer.body.token as string
      },
      signOut: async (token) => (await signOut(token)).status,
      profileStatus: async (token) => (await me(token)).status,
    })
  })

  it("with cookie sessions, 20 times within one second: each new cookie session works, each ended one is refused", async () => {
    const { email } = await registerCustomer()
    await expectEachSignInANewSession({
      // A token, then a cookie session made from it (none when that is refused: its profile is then a 401).
      signIn: async () => {
        const answer = await call("POST", "/auth/customer/emailpass", { body: { email, password: SHOPPER_PASSWORD } })
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        const session = await call("POST", "/auth/session", { token: answer.body.token })
        return session.status === 200 ? session.headers.getSetCookie()[0].split(";")[0] : ""
      },
      signOut: async (cookie) => (await call("DELETE", "/auth/session", { headers: { cookie } })).status,
      profileStatus: async (cookie) => (await meWithCookie(cookie)).status,
    })
  })
})
