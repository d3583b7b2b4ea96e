import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { RESET_LINK_BUSY, resetTokenOfBody, resetTokenOfHeader, resetTokenTurnKey, takeTurnsWithResetToken } from "./reset-token-turns"

const TOKEN = "header.claims.signature"

/** A request to take a turn with: its scope's Locking Module records the keys asked for and rejects as when the wait is over. */
function busyRequest(fields: Partial<MedusaRequest>) {
  const keys: string[] = []
  // What Medusa's lock providers reject with when the wait is over (in memory; Redis's is a CONFLICT with these words).
  const locking = { execute: (key: string) => (keys.push(key), Promise.reject(new Error("Timed-out acquiring lock."))) }
  const req = { scope: { resolve: (name: string) => (name === Modules.LOCKING ? locking : undefined) }, headers: {}, ...fields } as unknown as MedusaRequest
  const answer: { status?: number; body?: unknown } = {}
  const res = {
    headersSent: false,
    status: (status: number) => ((answer.status = status), res),
    json: (body: unknown) => void (answer.body = body),
  } as unknown as MedusaResponse
  return { req, res, keys, answer }
}

describe("takeTurnsWithResetToken", () => {
  it("on v1's reset, waits for the turn of the token in the body, and says the link is in use when it does not come", async () => {
    const { req, res, keys, answer } = busyRequest({ validatedBody: { email: "a@example.com", password: "x", token: TOKEN } })
    let passed = false
    await takeTurnsWithResetToken(resetTokenOfBody)(req, res, () => void (passed = true))
    expect(keys).toEqual([resetTokenTurnKey(TOKEN)])
    expect(answer).toEqual({ status: 409, body: { type: "conflict", message: RESET_LINK_BUSY } })
    expect(passed).toBe(false)
  })

  it("on Medusa's reset, waits for the turn of the token in the Authorization header", async () => {
    const { req, res, keys } = busyRequest({ headers: { authorization: `Bearer ${TOKEN}` } })
    await takeTurnsWithResetToken(resetTokenOfHeader)(req, res, () => undefined)
    expect(keys).toEqual([resetTokenTurnKey(TOKEN)])
  })

  it("lets a request without a token go on untouched, to be refused by the token's check", async () => {
    const { req, res, keys } = busyRequest({ validatedBody: { email: "a@example.com" } })
    let passed = false
    await takeTurnsWithResetToken(resetTokenOfBody)(req, res, () => void (passed = true))
    expect(passed).toBe(true)
    expect(keys).toEqual([])
  })
})
