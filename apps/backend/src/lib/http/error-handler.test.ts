import { MedusaError } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { jsonErrorHandler } from "./error-handler"

/** Runs the handler on an error and answers the status and body it sent. */
function answer(error: unknown, req: object = {}) {
  const sent: { status?: number; body?: unknown; answered?: Promise<void> } = {}
  let answered: () => void = () => undefined
  sent.answered = new Promise((resolve) => (answered = resolve))
  const res = {
    set() {
      return this
    },
    status(code: number) {
      sent.status = code
      return this
    },
    json(body: unknown) {
      sent.body = body
      answered()
      return this
    },
  }
  jsonErrorHandler(error as Error, req as never, res as never, () => undefined)
  return sent
}

/** A request to create a cart in `regionId`, whose scope's query answers `regions` (or throws them). */
function newCartRequest(regionId: string, regions: { id: string }[] | Error) {
  const graph = async () => {
    if (regions instanceof Error) throw regions
    return { data: regions }
  }
  const quietLogger = { info: () => undefined, error: () => undefined }
  return { validatedBody: { region_id: regionId }, scope: { resolve: (key: string) => (key === "query" ? { graph } : quietLogger) } }
}

describe("the JSON error handler", () => {
  it("turns Medusa's workflow bookkeeping error into a 409 to send again, without its internal text", () => {
    const sent = answer(new MedusaError(MedusaError.Types.NOT_ALLOWED, 'Updating Status from "ok" to "temp_failure" is not allowed.'))
    expect(sent.status).toBe(409)
    expect(JSON.stringify(sent.body)).not.toMatch(/temp_failure/)
  })
  it("answers Medusa's failed return receipt at no location (a plain Error, its 500) with a 400 that says what to do", () => {
    const sent = answer(new Error("Cannot receive the Return at location undefined"))
    expect(sent.status).toBe(400)
    expect(sent.body).toMatchObject({ type: "invalid_data", message: expect.stringMatching(/^This return has no stock location/) })
  })
  it("answers a database out of reach with a 503 to send again, without the driver's words", () => {
    const sent = answer(Object.assign(new Error("Knex: Timeout acquiring a connection. The pool is probably full."), { name: "KnexTimeoutError" }))
    expect(sent.status).toBe(503)
    expect(JSON.stringify(sent.body)).not.toMatch(/Knex|pool/)
    expect(sent.body).toMatchObject({ type: "unavailable", message: expect.stringMatching(/try again/) })
  })
  describe("Medusa's \"No regions found\" for a new cart (its lookup step answers that for any failure)", () => {
    const noRegion = () => new MedusaError(MedusaError.Types.NOT_FOUND, "No regions found")
    it("is a 503 to send again when the region is there after all", async () => {
      const sent = answer(noRegion(), newCartRequest("reg_1", [{ id: "reg_1" }]))
      await sent.answered
      expect(sent.status).toBe(503)
      expect(sent.body).toMatchObject({ type: "unavailable" })
    })
    it("is a 503 when the database is still out of reach", async () => {
      const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })
      const sent = answer(noRegion(), newCartRequest("reg_1", refused))
      await sent.answered
      expect(sent.status).toBe(503)
      expect(JSON.stringify(sent.body)).not.toMatch(/ECONN/)
    })
    it("stays a 404 when the region does not exist", async () => {
      const sent = answer(noRegion(), newCartRequest("reg_nope", []))
      await sent.answered
      expect(sent.status).toBe(404)
      expect(sent.body).toMatchObject({ message: "No regions found" })
    })
  })
  it("replaces the body parser's words with a plain message", () => {
    const sent = answer(Object.assign(new Error("Unexpected token } in JSON at position 7"), { status: 400, type: "entity.parse.failed" }))
    expect({ status: sent.status, body: sent.body }).toEqual({ status: 400, body: { type: "invalid_data", message: "The request body is not valid JSON" } })
  })
})
