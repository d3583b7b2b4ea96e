import { describe, expect, it } from "vitest"
import { SHOPPER_PASSWORD, call, registerCustomer } from "../shoppers"

const signIn = (email: string, password: string) => call("POST", "/auth/customer/emailpass", { body: { email, password } })

describe("POST /store/customers/me/password", () => {
  it("changes a signed-in customer's password when the current one is given", async () => {
    const customer = await registerCustomer()
    const changed = await call("POST", "/store/customers/me/password", {
      token: customer.token,
      body: { current_password: SHOPPER_PASSWORD, new_password: "a-fresh-sencha-7" },
    })
    expect(changed).toMatchObject({ status: 200, body: { success: true } })
    expect((await signIn(customer.email, SHOPPER_PASSWORD)).status).toBe(401)
    expect((await signIn(customer.email, "a-fresh-sencha-7")).status).toBe(200)
  })

  it("refuses a wrong current password with a 400 (the session itself is fine), and changes nothing", async () => {
    const customer = await registerCustomer()
    const refused = await call("POST", "/store/customers/me/password", {
      token: customer.token,
      body: { current_password: "not-the-one", new_password: "a-fresh-sencha-7" },
    })
    expect(refused).toMatchObject({ status: 400, body: { message: "The current password is not right." } })
    expect((await signIn(customer.email, SHOPPER_PASSWORD)).status).toBe(200)
  })

  it("counts a wrong current password as a failed sign-in: after 5, both wait", async () => {
    const customer = await registerCustomer()
    const wrong = () =>
      call("POST", "/store/customers/me/password", {
        token: customer.token,
        body: { current_password: "guess-guess-guess", new_password: "a-fresh-sencha-7" },
      })
    for (let attempt = 0; attempt < 5; attempt++) expect((await wrong()).status).toBe(400)
    const slowed = await wrong()
    expect(slowed.status).toBe(429)
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await signIn(customer.email, SHOPPER_PASSWORD)).status).toBe(429)
  })

  it("names what is wrong with the request", async () => {
    const customer = await registerCustomer()
    const cases: [unknown, RegExp][] = [
      [{ current_password: SHOPPER_PASSWORD, new_password: "short" }, /at least 8 characters/],
      [{ current_password: SHOPPER_PASSWORD }, /new_password.*required/],
      [{ new_password: "long-enough-1" }, /current_password.*required/],
      [{ current_password: SHOPPER_PASSWORD, new_password: "long-enough-1", email: "x@y.example" }, /email/],
    ]
    for (const [body, message] of cases) {
      const answer = await call("POST", "/store/customers/me/password", { token: customer.token, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toMatch(message)
    }
  })

  it("needs the customer's session", async () => {
    const answer = await call("POST", "/store/customers/me/password", { body: { current_password: "x", new_password: "long-enough-1" } })
    expect(answer.status).toBe(401)
  })
})
