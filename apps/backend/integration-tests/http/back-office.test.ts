import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { stack } from "../stack"

function backOfficeLogin(): { email: string; password: string } {
  return JSON.parse(fs.readFileSync(path.join(stack().dataDir, "credentials.json"), "utf8")).backOffice
}

describe("the back-office login", () => {
  it("is generated for this install, not a shared default", () => {
    const { email, password } = backOfficeLogin()
    expect(email).toBe("admin@leafline.local")
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect(password).not.toMatch(/^(supersecret|password|admin)/i)
  })

  it("signs staff in to the admin API with a session cookie, as the back office does", async () => {
    const { backendUrl } = stack()
    const { email, password } = backOfficeLogin()
    const auth = await fetch(`${backendUrl}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    })
    expect(auth.status).toBe(200)
    const { token } = await auth.json()
    const session = await fetch(`${backendUrl}/auth/session`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    })
    expect(session.status).toBe(200)
    const cookie = session.headers.get("set-cookie")
    expect(cookie).toBeTruthy()
    // Over plain HTTP a Secure cookie would never come back from a browser.
    expect(cookie).not.toMatch(/;\s*secure/i)
    const me = await fetch(`${backendUrl}/admin/users/me`, { headers: { cookie: cookie!.split(";")[0] } })
    expect(me.status).toBe(200)
    expect((await me.json()).user.email).toBe(email)
  })

  it("refuses a wrong password with a 401 and a message", async () => {
    const response = await fetch(`${stack().backendUrl}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: backOfficeLogin().email, password: "not-the-password" }),
    })
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBeTruthy()
  })
})
