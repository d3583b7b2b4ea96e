import { MedusaError } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { jsonErrorHandler } from "./error-handler"

/** Runs the handler on an error and answers the status and body it sent. */
function answer(error: unknown) {
  const sent: { status?: number; body?: unknown } = {}
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
      return this
    },
  }
  jsonErrorHandler(error as Error, {} as never, res as never, () => undefined)
  return sent
}

describe("the JSON error handler", () => {
  it("turns Medusa's workflow bookkeeping error into a 409 to send again, without its internal text", () => {
    const sent = answer(new MedusaError(MedusaError.Types.NOT_ALLOWED, 'Updating Status from "ok" to "temp_failure" is not allowed.'))
    expect(sent.status).toBe(409)
    expect(JSON.stringify(sent.body)).not.toMatch(/temp_failure/)
  })
  it("answers a database out of reach with a 503 to send again, without the driver's words", () => {
    const sent = answer(Object.assign(new Error("Knex: Timeout acquiring a connection. The pool is probably full."), { name: "KnexTimeoutError" }))
    expect(sent.status).toBe(503)
    expect(JSON.stringify(sent.body)).not.toMatch(/Knex|pool/)
    expect(sent.body).toMatchObject({ type: "unavailable", message: expect.stringMatching(/try again/) })
  })
  it("replaces the body parser's words with a plain message", () => {
    const sent = answer(Object.assign(new Error("Unexpected token } in JSON at position 7"), { status: 400, type: "entity.parse.failed" }))
    expect(sent).toEqual({ status: 400, body: { type: "invalid_data", message: "The request body is not valid JSON" } })
  })
})
