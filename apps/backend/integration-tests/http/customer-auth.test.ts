import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { beforeEach, describe, expect, it } from "vitest"
import { anotherClient, callFrom } from "../client-http"
import { waitForMessage } from "../outbox"
import { send } from "../raw-http"
import { call, registerCustomer } from "../shoppers"
import { stack } from "../stack"
import { expectSlowedDown } from "../throttles"

/**
 * The server's own password rules (register and reset) and the slowing down of repeated failed
 * sign-ins. Every throttling test uses emails and a client of its own: a count left behind lasts 15
 * minutes, and a client's failures for every email are counted too.
 */

const PASSWORD = "green-tea-123" // registerCustomer's
const WRONG = "not-the-password"
const NEW_PASSWORD = "oolong-harvest-456"
const THROTTLED = /^Too many failed sign-ins for this email\. Try again in \d+ seconds?\.$/

const freshEmail = () => `auth-${crypto.randomUUID()}@example.com`
const register = (email: string, password: unknown, actor = "customer") =>
  call("POST", `/auth/${actor}/emailpass/register`, { body: { email, password } })

/** This test's own client (client-http.ts): the failures a test makes are counted for it alone. */
let client = anotherClient()
beforeEach(() => {
  client = anotherClient()
})
const signIn = (email: string, password: string) => callFrom(client, "POST", "/auth/customer/emailpass", { body: { email, password } })

/** A JSON request from this test's client with its path sent as written (fetch would tidy it), and a length (as a GET needs). */
const sendJson = (method: string, target: string, body: string) =>
  send({ method, target, body, clientAddress: client, headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } })

/** `count` sign-ins one after another, each sent once the one before has its answer. */
async function signInTimes(count: number, email: string, password: string) {
  const answers = []
  for (let i = 0; i < count; i++) answers.push(await signIn(email, password))
  return answers
}

describe("the password rules", () => {
  it.each([
    ["a short password", "green-t", "The password must be at least 8 characters long."],
    ["a password over 128 characters", "x".repeat(129), "The password must be at most 128 characters long."],
    ["no password", undefined, "A password is required."],
    ["a number", 12345678, "The password must be text."],
  ])("refuse registering with %s, with a 400 that says why, and register nothing", async (_, password, message) => {
    const email = freshEmail()
    const refused = await register(email, password)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ type: "invalid_data", message })
    // Nothing was registered: the email can still be registered, with a good password.
    expect((await register(email, PASSWORD)).status).toBe(200)
  })

  it("accept 8 characters, and 128", async () => {
    expect((await register(freshEmail(), "8-chars!")).status).toBe(200)
    expect((await register(freshEmail(), "y".repeat(128))).status).toBe(200)
  })

  it("apply to staff identities too, which share the email-and-password identity", async () => {
    const refused = await register(freshEmail(), "short", "user")
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("The password must be at least 8 characters long.")
  })

  it("apply whatever the path's spelling: Medusa's route also answers /auth/customer/email%70ass/register", async () => {
    const body = JSON.stringify({ email: freshEmail(), password: "short" })
    for (const target of ["/auth/customer/email%70ass/register", "/auth/CUSTOMER/EmailPass/Register/"]) {
      const refused = await sendJson("POST", target, body)
      expect(refused.status, target).toBe(400)
      expect(JSON.parse(refused.text).message).toBe("The password must be at least 8 characters long.")
    }
  })

  it("apply to a reset's new password, before the reset token is looked at (a refusal leaves it usable)", async () => {
    const update = (password: string) => call("POST", "/auth/customer/emailpass/update", { token: "not-a-reset-token", body: { password } })
    const weak = await update("short")
    expect(weak.status).toBe(400)
    expect(weak.body.message).toBe("The password must be at least 8 characters long.")
    // A good password goes on to Medusa's token check, which still refuses a bad token.
    const badToken = await update("oolong-harvest-456")
    expect(badToken.status).toBe(401)
    expect(badToken.body.message).toBe("Invalid token")
  })
})

describe("an auth path", () => {
  it("naming a member every object inherits as its actor type is a 400 saying so, not Medusa's 500", async () => {
    for (const target of ["/auth/constructor/emailpass", "/auth/__proto__/emailpass/reset-password", "/auth/toString/emailpass/callback", "/auth/valueOf/emailpass"]) {
      const answer = await sendJson("POST", target, "{}")
      expect(answer.status, target).toBe(400)
      expect(JSON.parse(answer.text), target).toEqual({ type: "invalid_data", message: "The actor type in the path must be customer or user." })
    }
  })
})

describe("failed sign-ins", () => {
  it("after five, are refused with a 429 and Retry-After, the right password too; another email is not", async () => {
    const [alice, bob] = await Promise.all([registerCustomer(), registerCustomer()])
    for (const failed of await signInTimes(5, alice.email, WRONG)) {
      expect(failed.status).toBe(401)
      expect(failed.body).toEqual({ type: "unauthorized", message: "Invalid email or password" })
    }

    // Sent as soon as the fifth failure was answered: it is counted by then.
    const refused = await signIn(alice.email, WRONG)
    expectSlowedDown(refused, THROTTLED)

    expect((await signIn(alice.email, PASSWORD)).status).toBe(429)
    // The same email however it is typed.
    expect((await signIn(`  ${alice.email.toUpperCase()} `, PASSWORD)).status).toBe(429)
    // The other customer sign-in paths (GET with a body, the provider spelt otherwise): no way around the count.
    const rightPassword = JSON.stringify({ email: alice.email, password: PASSWORD })
    for (const [method, target] of [["GET", "/auth/customer/emailpass"], ["POST", "/auth/customer/email%70ass"]]) {
      expect((await sendJson(method, target, rightPassword)).status, `${method} ${target}`).toBe(429)
    }

    expect((await signIn(bob.email, PASSWORD)).status).toBe(200)
  })

  it("are counted again from zero after a successful sign-in", async () => {
    const { email } = await registerCustomer()
    await signInTimes(4, email, WRONG)
    expect((await signIn(email, PASSWORD)).status).toBe(200)
    // Had the four stayed counted, the second of these would be refused.
    expect((await signInTimes(5, email, WRONG)).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
    expect((await signIn(email, PASSWORD)).status).toBe(429)
  })

  it("for an unknown email get the very answers a wrong password gets", async () => {
    const { email: known } = await registerCustomer()
    const unknown = freshEmail()
    const [forKnown, forUnknown] = await Promise.all([signInTimes(6, known, WRONG), signInTimes(6, unknown, WRONG)])
    const shape = ({ status, body, headers }: Awaited<ReturnType<typeof signIn>>) => ({
      status,
      // The seconds left may differ by one between the two.
      message: String(body.message).replace(/\d+/, "N"),
      type: body.type,
      retryAfter: headers.get("retry-after") !== null,
    })
    expect(forUnknown.map(shape)).toEqual(forKnown.map(shape))
    expect(forKnown.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429])
  })

  it("sent side by side are each counted: five are checked, the rest refused", async () => {
    const { email } = await registerCustomer()
    const answers = await Promise.all(Array.from({ length: 9 }, () => signIn(email, WRONG)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429])
  })

  it("are not counted when the sign-in names no email: Medusa's own 401", async () => {
    const answer = await call("POST", "/auth/customer/emailpass", { body: { password: WRONG } })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe("Email should be a string")
  })
})

describe("failed sign-ins, per client", () => {
  const signInFrom = (client: string, email: string, password: string, actor = "customer", headers?: Record<string, string>) =>
    callFrom(client, "POST", `/auth/${actor}/emailpass`, { body: { email, password }, headers })
  const storefrontSecret = () => JSON.parse(fs.readFileSync(path.join(stack().dataDir, "secrets.json"), "utf8")).clientAddressSecret as string

  it("from one client never lock the account for another: the right password from a client without failures signs in", async () => {
    const { email } = await registerCustomer()
    const attacker = anotherClient()
    for (let i = 0; i < 5; i++) expect((await signInFrom(attacker, email, WRONG)).status).toBe(401)
    expect((await signInFrom(attacker, email, PASSWORD)).status).toBe(429)

    expect((await signInFrom(anotherClient(), email, PASSWORD)).status).toBe(200)
    expect((await signIn(email, PASSWORD)).status).toBe(200)
    // The attacker stays slowed down.
    expect((await signInFrom(attacker, email, PASSWORD)).status).toBe(429)
  })

  it("are counted for the client the storefront vouches for, and only when it vouches with its secret", async () => {
    const { email } = await registerCustomer()
    const storefront = anotherClient()
    const asShopper = (shopper: string, password: string, secret = storefrontSecret()) =>
      signInFrom(storefront, email, password, "customer", { "x-leafline-client": shopper, "x-leafline-storefront-secret": secret })

    for (let i = 0; i < 5; i++) expect((await asShopper("198.51.100.66", WRONG)).status).toBe(401)
    expect((await asShopper("198.51.100.66", PASSWORD)).status).toBe(429)
    // Another shopper behind the same storefront signs in.
    expect((await asShopper("198.51.100.7", PASSWORD)).status).toBe(200)

    // Naming a client without the secret names nothing: the failures are the connection's own.
    const forger = anotherClient()
    for (let i = 0; i < 5; i++) {
      const answer = await signInFrom(forger, email, WRONG, "customer", { "x-leafline-client": "198.51.100.7", "x-leafline-storefront-secret": "guess" })
      expect(answer.status).toBe(401)
    }
    expect((await signInFrom(forger, email, PASSWORD)).status).toBe(429)
    expect((await asShopper("198.51.100.7", PASSWORD)).status).toBe(200)
  })

  it("on the customer route never lock the staff sign-in of the same email", async () => {
    const { email, password } = JSON.parse(fs.readFileSync(path.join(stack().dataDir, "credentials.json"), "utf8")).backOffice
    const client = anotherClient()
    for (let i = 0; i < 5; i++) expect((await signInFrom(client, email, WRONG)).status).toBe(401)
    expect((await signInFrom(client, email, password)).status).toBe(429)
    expect((await signInFrom(client, email, password, "user")).status).toBe(200)
  })

  it("are lifted by a password reset", async () => {
    const { email } = await registerCustomer()
    const client = anotherClient()
    for (let i = 0; i < 6; i++) await signInFrom(client, email, WRONG)
    expect((await signInFrom(client, email, PASSWORD)).status).toBe(429)

    const reset = await callFrom(client, "POST", "/auth/customer/emailpass/reset-password", { body: { identifier: email } })
    expect(reset.status).toBe(201)
    const link = new URL(String((await waitForMessage(email, "password-reset")).data.reset_url))
    expect((await call("POST", "/auth/customer/emailpass/update", { token: link.searchParams.get("token")!, body: { password: NEW_PASSWORD } })).status).toBe(200)

    expect((await signInFrom(client, email, NEW_PASSWORD)).status).toBe(200)
  })
})

describe("failed sign-ins for many emails, per client", () => {
  const CLIENT_THROTTLED = /^Too many failed sign-ins from your network\. Try again in \d+ seconds?\.$/
  const signInFrom = (from: string, email: string, password: string, actor = "customer") =>
    callFrom(from, "POST", `/auth/${actor}/emailpass`, { body: { email, password } })

  /** Wrong passwords for `count` emails of their own, one after another, from `from`. */
  async function stuff(from: string, count: number, actor = "customer") {
    const answers = []
    for (let i = 0; i < count; i++) answers.push(await signInFrom(from, freshEmail(), WRONG, actor))
    return answers
  }

  it("are refused at some point with a 429 and Retry-After (credential stuffing), after a generous allowance", async () => {
    const stuffer = anotherClient()
    const answers = await stuff(stuffer, 50)
    const statuses = answers.map((answer) => answer.status)
    // Generous: well over what a household or an office mistypes.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused, statuses.join(" ")).toBeDefined()
    expectSlowedDown(refused!, CLIENT_THROTTLED)
    // Once refused, the client stays refused for every new email, the right password of a real account too.
    expect(statuses.slice(statuses.indexOf(429))).toEqual(Array(50 - statuses.indexOf(429)).fill(429))
    const { email } = await registerCustomer()
    expect((await signInFrom(stuffer, email, PASSWORD)).status).toBe(429)
    // Another client is not held.
    expect((await signInFrom(anotherClient(), email, PASSWORD)).status).toBe(200)
  })

  it("let a shopper behind the same address through: successes are not counted, and an email signed in from there is checked", async () => {
    const shopper = await registerCustomer()
    const sharedAddress = anotherClient()
    // Signing in again and again from the address counts nothing against it.
    for (let i = 0; i < 40; i++) expect((await signInFrom(sharedAddress, shopper.email, PASSWORD)).status).toBe(200)

    const answers = await stuff(sharedAddress, 50)
    expect(answers.map((answer) => answer.status)).toContain(429)

    // The shopper signs in from the address still, and a mistyped password of theirs is told as such.
    expect((await signInFrom(sharedAddress, shopper.email, WRONG)).status).toBe(401)
    expect((await signInFrom(sharedAddress, shopper.email, PASSWORD)).status).toBe(200)
  })

  it("are counted per actor type: stuffing customer sign-ins never holds a staff sign-in from the address", async () => {
    const { email, password } = JSON.parse(fs.readFileSync(path.join(stack().dataDir, "credentials.json"), "utf8")).backOffice
    const office = anotherClient()
    expect((await stuff(office, 50)).map((answer) => answer.status)).toContain(429)
    expect((await signInFrom(office, email, password, "user")).status).toBe(200)
  })
})

describe("a sign-in for an unknown email", () => {
  /** Wall time of one wrong sign-in, from a client of its own (so none is slowed down). */
  async function signInMs(email: string) {
    const started = performance.now()
    const answer = await callFrom(anotherClient(), "POST", "/auth/customer/emailpass", { body: { email, password: WRONG } })
    expect(answer.status).toBe(401)
    return performance.now() - started
  }

  const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]

  it("takes the work a wrong password for a known one takes (the password's hash is checked either way)", async () => {
    const { email } = await registerCustomer()
    const known: number[] = []
    const unknown: number[] = []
    // Taken in turns, so that a busy moment of the machine weighs on both alike.
    for (let i = 0; i < 9; i++) {
      known.push(await signInMs(email))
      unknown.push(await signInMs(freshEmail()))
    }
    // Checking a hash takes about 100 ms here, looking up an email a few: without the same work, an
    // unknown email answered in an eighth of the time.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.6)
  })
})
