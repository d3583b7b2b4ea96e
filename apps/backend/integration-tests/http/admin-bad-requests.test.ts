import { describe, expect, it } from "vitest"
import { admin, adminToken } from "../admin"
import { stack } from "../stack"

/**
 * Staff's bad requests to Medusa's admin routes get a 4xx with a message, not a 500 nor no answer: what the
 * fuzz test's sweep of the admin API (fuzz.test.ts) found, each case named.
 */

function expectAnswer(answer: { status: number; body: unknown }, status: number, message: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body).toMatchObject({ type: status === 404 ? "not_found" : "invalid_data", message: typeof message === "string" ? message : expect.stringMatching(message) })
}

describe("POST /admin/stock-locations", () => {
  it("refuses a new location without a name, or with one that is not text, with a 400 saying so", async () => {
    expectAnswer(await admin("POST", "/admin/stock-locations", {}), 400, "Invalid request: Field 'name' is required")
    expectAnswer(await admin("POST", "/admin/stock-locations", { name: 5 }), 400, "Invalid request: Expected type: 'string' for field 'name', got: 'number'")
    expectAnswer(await admin("POST", "/admin/stock-locations/sloc_missing", { name: null }), 400, /field 'name', got: 'null'/)
  })

  it("still creates a location with a name, trimmed as Medusa trims it", async () => {
    const created = await admin("POST", "/admin/stock-locations", { name: `  Bad requests test ${Date.now()} ` })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    try {
      expect(created.body.stock_location.name).toMatch(/^Bad requests test \d+$/)
    } finally {
      expect((await admin("DELETE", `/admin/stock-locations/${created.body.stock_location.id}`)).status).toBe(200)
    }
  })
})

describe("routes that named an unknown record or an absent feature", () => {
  it("answers POST /admin/api-keys/:id/sales-channels for an unknown key with a 404", async () => {
    expectAnswer(await admin("POST", "/admin/api-keys/apk_missing/sales-channels", { add: [] }), 404, "API Key with id: apk_missing was not found")
  })

  it("answers /admin/rbac/roles/:id as the other RBAC routes, absent while RBAC is off", async () => {
    expectAnswer(await admin("GET", "/admin/rbac/roles/role_missing"), 404, "There is no GET /admin/rbac/roles/role_missing here")
    expectAnswer(await admin("POST", "/admin/rbac/roles/role_missing", {}), 404, "There is no POST /admin/rbac/roles/role_missing here")
    expectAnswer(await admin("GET", "/admin/rbac/roles"), 404, "There is no GET /admin/rbac/roles here")
  })

  it.each([
    ["POST", "/admin/index/sync"],
    ["GET", "/admin/index/details"],
  ])("answers %s %s without the Index Module with a 404, where it gave no answer at all", async (method, route) => {
    const response = await fetch(`${stack().backendUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${await adminToken()}`, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
      body: method === "POST" ? "{}" : undefined,
      // Long enough for any answer on a loaded machine; before, none came.
      signal: AbortSignal.timeout(20_000),
    })
    expectAnswer({ status: response.status, body: await response.json() }, 404, `There is no ${method} ${route} here`)
  })
})
