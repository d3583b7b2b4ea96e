import type { MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"

/** How long a request whose caller went away may still run before it is given up on. */
const ABANDONED_WAIT_MS = 60_000

export interface HeldAnswer {
  status: number
  body: unknown
  /** Sends the answer as the route gave it, or another status and body in its place. */
  send: (replacement?: { status: number; body: unknown }) => void
}

/**
 * Lets the request run on and resolves with the JSON answer the route (or the error handler) gave, not
 * yet sent, so that a middleware can look at what happened before the caller learns it. Null when the
 * route answered without JSON (then it is sent as it was) or never answered.
 */
export function holdAnswer(res: MedusaResponse, next: MedusaNextFunction): Promise<HeldAnswer | null> {
  const json = res.json
  return new Promise((resolve) => {
    let done = false
    const settle = (answer: HeldAnswer | null) => {
      if (done) return
      done = true
      res.json = json
      resolve(answer)
    }
    res.json = ((body: unknown) => {
      const status = res.statusCode
      settle({
        status,
        body,
        send: (replacement) => {
          if (replacement) res.status(replacement.status).json(replacement.body)
          else res.status(status).json(body)
        },
      })
      return res
    }) as MedusaResponse["json"]
    res.once("finish", () => settle(null))
    res.once("close", () => {
      if (!done) setTimeout(() => settle(null), ABANDONED_WAIT_MS).unref()
    })
    next()
  })
}
